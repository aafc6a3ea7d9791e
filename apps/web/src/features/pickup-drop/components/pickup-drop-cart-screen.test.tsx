import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { fillTestDraft, testPrice, testSettings } from '../pickup-drop-fixtures';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { PickupDropCartScreen } from './pickup-drop-cart-screen';

function renderCart(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'pickup-and-drop-settings': () => ({ body: { success: true, data: testSettings } }),
    'pickup-and-drop/cart-details': () => ({
      body: {
        success: true,
        data: {
          distance_km: 5.2,
          distance_kind: 'straight_line',
          eta_minutes: 26,
          price: testPrice,
        },
      },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoute(<PickupDropCartScreen />, { path: '/pickup-and-drop/cart' });
  return { ...view, api };
}

function refusedWith(code: string) {
  return () => ({
    status: 422,
    body: { success: false, error: { code, message: 'Refused (server words)' } },
  });
}

describe('PickupDropCartScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().logOut();
    fillTestDraft();
  });
  afterEach(() => vi.unstubAllGlobals());

  test("shows the server's breakdown line by line, the ETA, and asks a guest to sign in", async () => {
    const { api } = renderCart();
    const breakdown = await screen.findByRole('region', { name: 'Price breakdown' });
    const rows = within(breakdown)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Base fare ₹40',
      'Distance charge (5.2 km) ₹40',
      'Weight charge ₹20',
      'Night surcharge ₹20',
      'Taxes ₹6',
      'Total ₹126',
    ]);
    expect(within(breakdown).getByText(/Straight-line distance/)).toBeTruthy();
    expect(screen.getByText('Arrives in about 26 min')).toBeTruthy();
    expect(api.calls.find((call) => call.call === 'pickup-and-drop/cart-details')?.payload).toEqual(
      {
        pickup: { latitude: 12.9352, longitude: 77.6245 },
        drop: { latitude: 12.9784, longitude: 77.6408 },
        weight_kg: 10,
        task_type: 'documents',
      },
    );
    expect(
      screen.getByRole('link', { name: 'Sign in to book this task' }).getAttribute('href'),
    ).toBe('/login?next=%2Fpickup-and-drop%2Fcart');
  });

  test.each([
    [
      'pickup_drop.out_of_area',
      'Both stops must be inside the same area we serve.',
      'Change the stops',
    ],
    ['pickup_drop.too_far', 'The stops are too far apart for one task.', 'Change the stops'],
    [
      'pickup_drop.too_heavy',
      'This weight is more than a rider can carry.',
      'Choose a lighter weight',
    ],
    [
      'pickup_drop.task_type',
      'We do not carry this kind of item at the moment.',
      'Choose another item type',
    ],
  ])('the refusal %s says why and links to the fix', async (code, message, fix) => {
    renderCart({ 'pickup-and-drop/cart-details': refusedWith(code) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: fix })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price breakdown' })).toBeNull();
  });

  test('when closed, the refusal gives the service hours; when unavailable, a retry', async () => {
    renderCart({ 'pickup-and-drop/cart-details': refusedWith('pickup_drop.closed') });
    const closed = await screen.findByRole('alert');
    expect(closed.textContent).toContain('We are closed now.');
    expect(await within(closed).findByText('Come back between 08:00 and 22:00.')).toBeTruthy();
  });

  test('when the service is unavailable, it says so and offers to try again', async () => {
    renderCart({ 'pickup-and-drop/cart-details': refusedWith('pickup_drop.unavailable') });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pickup and drop is not available right now.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('a signed-in customer applies a coupon: the quote shows the saving, or why it was refused', async () => {
    logInTestCustomer();
    let refuse = false;
    const { api } = renderCart({
      'pickup-and-drop/checkout-quote': () => ({
        body: {
          success: true,
          data: {
            price: testPrice,
            distance_km: 5.2,
            distance_kind: 'straight_line',
            eta_minutes: 26,
            bill: {
              subtotal: 0,
              addons: 0,
              store_charge: 0,
              small_cart_fee: 0,
              delivery_fee: 12000,
              // Taxed after the coupon: 5 % of 12,000 − 2,500.
              tax: refuse ? 600 : 475,
              coupon_discount: refuse ? 0 : 2500,
              tip: 0,
              total: refuse ? 12600 : 9975,
              wallet_used: 0,
              payable: refuse ? 12600 : 9975,
            },
            wallet_balance: 0,
            coupon: null,
            coupon_error: refuse ? 'coupons.expired' : null,
          },
        },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'swift20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SWIFT20 applied: you save ₹25')).toBeTruthy();
    expect(screen.getByText('Coupon discount')).toBeTruthy();
    // The taxes shown are the quote's (after the coupon), so the rows add up to the total.
    expect(screen.getByText('₹4.75')).toBeTruthy();
    expect(screen.getByText('₹99.75')).toBeTruthy();
    const quoteCall = api.calls.find((call) => call.call === 'pickup-and-drop/checkout-quote');
    expect(quoteCall?.payload).toMatchObject({ coupon: 'SWIFT20', token: 'token-7', user_id: 7 });

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon SWIFT20' }));
    refuse = true;
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'OLD10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon OLD10 cannot be used: it has expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeTruthy();
  });

  test('with nothing in the draft it offers to start a task', async () => {
    usePickupDropDraft.getState().clear();
    renderCart();
    expect(await screen.findByRole('link', { name: 'Send a package' })).toBeTruthy();
  });
});
