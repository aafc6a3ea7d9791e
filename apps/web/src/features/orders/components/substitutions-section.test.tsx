import type { Order } from '@app/shared/orders/orders.schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeEventSources } from '../../../testing/fake-event-source';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { makeOrder } from '../../../testing/order-fixture';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { RunningOrderScreen } from './running-order-screen';

const NOW = new Date('2026-11-21T10:10:00Z');

const milkLine = {
  item_id: 11,
  name: 'Farm Milk 1 L',
  price: 3000,
  quantity: 2,
  addons: [],
  line_total: 6000,
  id: 501,
  substitution_preference: 'similar' as const,
  substitute_item_id: null,
  pick_status: null,
  substitution: null,
  settlement: null,
};

const groceryOrder = (line: Order['items'][number], bill: Partial<Order['bill']> = {}) =>
  makeOrder({
    kind: 'grocery',
    status: 2,
    delivery_pin: null,
    items: [line],
    bill: { ...makeOrder().bill, ...bill },
  });

const proposal = {
  id: 77,
  item_id: 12,
  name: 'Valley Milk 1 L',
  quantity: 2,
  price: 2800,
  line_total: 5600,
  status: 'proposed' as const,
  decided_by: null,
  expires_at: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
  seconds_left: 300,
};

describe('/running-order grocery substitutions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    logInTestCustomer();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('a proposed substitute arrives live with a countdown; approving shows the cash saved', async () => {
    let current = groceryOrder(milkLine);
    const { fetchMock, calls } = mockApi({
      'get-order-details': () => ({ body: { success: true, data: current } }),
      'decide-substitution': () => {
        current = groceryOrder(
          {
            ...milkLine,
            pick_status: 'short',
            substitution: { ...proposal, status: 'approved', decided_by: 'customer' },
            settlement: { outcome: 'replaced', refund: 420, to_wallet: 0, at: NOW.toISOString() },
          },
          { total: 44580, payable: 24580 },
        );
        return { body: { success: true, data: current } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { sources, factory } = fakeEventSources();
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" createEventSource={factory} />, {
      path: '/running-order/SB-1001',
    });
    expect(await screen.findByRole('heading', { name: /Preparing/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Replacements' })).toBeNull();

    // The store proposes: the stream says the order changed, the page refetches it.
    current = groceryOrder({ ...milkLine, pick_status: 'short', substitution: proposal });
    act(() => {
      sources[0]?.open();
      sources[0]?.emit('order_updated', { unique_order_id: 'SB-1001' });
    });
    expect(
      await screen.findByText(
        'Napoli Woodfire Pizza is out of Farm Milk 1 L. Replace it with Valley Milk 1 L × 2?',
      ),
    ).toBeTruthy();
    expect(screen.getByText('You pay ₹56 for it (was ₹60)')).toBeTruthy();
    expect(screen.getByText('5:00 left to decide, then: it will be replaced')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByText('3:59 left to decide, then: it will be replaced')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, replace' }));
    expect(await screen.findByText('Farm Milk 1 L replaced with Valley Milk 1 L × 2')).toBeTruthy();
    expect(screen.getByText('You pay ₹4.20 less on delivery')).toBeTruthy();
    // The items list shows what is in the bag now.
    expect(screen.getByText('2 × Valley Milk 1 L')).toBeTruthy();
    expect(screen.getByText('Replaces Farm Milk 1 L')).toBeTruthy();
    expect(calls.find((call) => call.call === 'decide-substitution')?.payload).toEqual({
      token: 'token-7',
      user_id: 7,
      unique_order_id: 'SB-1001',
      substitution_id: 77,
      approve: true,
    });
  });

  test('time running out disables the answers; a removed line shows the wallet refund', async () => {
    let current = groceryOrder({
      ...milkLine,
      pick_status: 'short',
      // The server's clock is what counts: 3 s left, whatever this device's clock says.
      substitution: {
        ...proposal,
        expires_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
        seconds_left: 3,
      },
    });
    const { fetchMock } = mockApi({
      'get-order-details': () => ({ body: { success: true, data: current } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" createEventSource={null} />, {
      path: '/running-order/SB-1001',
    });
    expect(await screen.findByText(/0:03 left to decide/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_000);
    });
    expect(screen.getByText('Time is up: applying your choice…')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Yes, replace' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    current = groceryOrder({
      ...milkLine,
      substitution_preference: 'remove',
      pick_status: 'short',
      substitution: { ...proposal, status: 'declined', decided_by: 'timeout' },
      settlement: { outcome: 'removed', refund: 6300, to_wallet: 6300, at: NOW.toISOString() },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() =>
      expect(screen.getByText('Farm Milk 1 L was not available and was removed')).toBeTruthy(),
    );
    expect(screen.getByText('decided by your preference when time ran out')).toBeTruthy();
    expect(screen.getByText('₹63 back to your wallet')).toBeTruthy();
  });
});
