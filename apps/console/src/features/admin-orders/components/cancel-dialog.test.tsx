import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@app/shared/console/admin-orders.schemas';
import { CancelDialog } from './cancel-dialog';

afterEach(cleanup);

function order(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 1,
    unique_order_id: 'OD-1',
    kind: 'food',
    status: 1,
    created_at: '2026-11-25T10:00:00.000Z',
    customer: { id: 2, name: 'Asha', phone: '+919800000001' },
    store: { id: 3, name: 'Napoli' },
    rider: null,
    total: 16395,
    payment_method: 'STRIPE',
    payment_status: 'paid',
    delivery_type: 'DELIVERY',
    address: null,
    comment: '',
    bill: {
      subtotal: 9900,
      addons: 0,
      store_charge: 2000,
      small_cart_fee: 0,
      delivery_fee: 3900,
      tax: 595,
      coupon_discount: 0,
      coupon_code: null,
      tip: 0,
      total: 16395,
      wallet_used: 1000,
      payable: 15395,
    },
    items: [],
    timeline: [],
    payments: [{ provider: 'STRIPE', status: 'succeeded', amount: 15395 }],
    refunds: [],
    courier: null,
    can_cancel: true,
    can_assign_rider: false,
    rider_choices: [],
    ...overrides,
  };
}

function renderDialog(props: Partial<Parameters<typeof CancelDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  // The currency as get-settings would answer it, so nothing is fetched.
  const client = new QueryClient();
  client.setQueryData(['public-settings'], { currencyFormat: '₹', currencySymbolAlign: 'left' });
  render(
    <QueryClientProvider client={client}>
      <CancelDialog
        order={order()}
        isPending={false}
        error={null}
        onConfirm={onConfirm}
        onClose={() => {}}
        {...props}
      />
    </QueryClientProvider>,
  );
  return onConfirm;
}

describe('cancel dialog', () => {
  it('needs a reason, defaults to the wallet and sends the chosen destination', () => {
    const onConfirm = renderDialog();
    const submit = screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(
      (screen.getByRole('radio', { name: 'Refund to wallet' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText(/₹10(\.00)? paid from the wallet always goes back to the wallet/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Reason (the customer sees it)'), {
      target: { value: '  Store closed  ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Refund to card / payment gateway' }));
    fireEvent.click(submit);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Store closed', refund_to: 'original' });
  });

  it('while the call runs the button is disabled, so a second click sends nothing', () => {
    const onConfirm = renderDialog({ isPending: true });
    fireEvent.change(screen.getByLabelText('Reason (the customer sees it)'), {
      target: { value: 'Duplicate' },
    });
    const submit = screen.getByRole('button', { name: 'Cancelling…' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.closest('form')!);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says a cash order not yet paid needs no refund, and shows the server’s refusal', () => {
    renderDialog({
      order: order({
        payment_method: 'COD',
        payment_status: 'unpaid',
        payments: [],
        bill: { ...order().bill, wallet_used: 0, payable: 16395 },
      }),
      error: 'This order cannot be cancelled at its current step.',
    });
    expect(screen.getByText('Nothing was paid yet: there is nothing to refund.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Refund to wallet' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('cannot be cancelled');
  });
});
