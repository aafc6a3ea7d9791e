import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCoupon } from '@app/shared/console/people.schemas';
import { ApiError } from '../../lib/api-client';
import { CouponForm } from './coupon-form';

const stores = [{ id: 7, name: 'Napoli Woodfire Pizza' }];

function renderForm(onSave = vi.fn(async () => undefined), coupon: AdminCoupon | null = null) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<CouponForm coupon={coupon} stores={stores} onSave={onSave} onCancel={vi.fn()} />, {
    wrapper,
  });
  return onSave;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('coupon form', () => {
  it('an empty form names the code first and takes the operator to it, sending nothing', () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('alert').textContent).toBe('Code: 2 to 40 letters, digits, - or _.');
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    type('Code', 'x y');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('alert').textContent).toContain('Code:');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends every rule in minor units; a cap only for a percentage', async () => {
    const onSave = renderForm();
    type('Code', 'pizza25');
    type('Discount (%)', '25');
    type('Maximum discount (₹)', '120.50');
    type('Minimum subtotal (₹)', '299');
    type('Total uses', '40');
    type('Uses per customer', '');
    fireEvent.change(screen.getByLabelText('Store'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'First order only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'pizza25',
        discount_type: 'PERCENTAGE',
        discount: 25,
        max_discount: 12050,
        min_subtotal: 29900,
        max_count: 40,
        max_count_per_user: null,
        store_id: 7,
        first_order_only: true,
        is_active: true,
      }),
    );

    fireEvent.change(screen.getByLabelText('Discount type'), { target: { value: 'AMOUNT' } });
    expect(screen.queryByLabelText('Maximum discount (₹)')).toBeNull();
    type('Amount off (₹)', '75');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ discount_type: 'AMOUNT', discount: 7500, max_discount: null }),
    );
  });

  it('stops a percentage over 100 before sending, and shows the server’s refusal', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError({
        code: 'coupons.code_taken',
        message: 'Another coupon already has this code.',
        status: 409,
      });
    });
    renderForm(onSave);
    type('Code', 'TAKEN');
    type('Discount (%)', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A percentage is at most 100.');
    expect(onSave).not.toHaveBeenCalled();
    type('Discount (%)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Another coupon already has this code.'),
    );
  });
});
