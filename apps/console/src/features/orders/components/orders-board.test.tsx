import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { playBeep } from '../../../lib/beep';
import { saveSession } from '../../../lib/session';
import { makeOrder } from '../../../testing/fixtures';
import { storeOrdersQueryKey } from '../api/get-store-orders';
import { OrdersBoard } from './orders-board';

vi.mock('../../../lib/beep', () => ({ playBeep: vi.fn(), unlockSound: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(playBeep).mockClear();
});

/** A fake server: the active orders it holds, and every console call it received. */
function fakeServer(initial: StoreOrder[]) {
  const state = { orders: initial, calls: [] as { call: string; body: Record<string, unknown> }[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/public/api/console/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      state.calls.push({ call, body });
      const reply = (data: unknown, status = 200) =>
        new Response(JSON.stringify(data), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (call === 'get-store-orders') return reply({ success: true, data: state.orders });
      const order = state.orders.find((o) => o.unique_order_id === body.unique_order_id);
      if (!order) return reply({ success: false, error: { code: 'x', message: 'no' } }, 404);
      if (call === 'accept-order' && order.status !== 1)
        return reply(
          {
            success: false,
            error: { code: 'console.invalid_transition', message: 'Already handled.' },
          },
          409,
        );
      const next = { 'accept-order': 2, 'reject-order': 6 }[call] ?? order.status;
      const changed = { ...order, status: next };
      state.orders = state.orders.map((o) => (o === order ? changed : o));
      return reply({ success: true, data: changed });
    }),
  );
  return state;
}

function renderBoard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OrdersBoard storeIds={[7]} isStreamLive />
    </QueryClientProvider>,
  );
  return queryClient;
}

const column = (name: RegExp) => screen.findByRole('region', { name });
const columnNow = (name: RegExp) => screen.getByRole('region', { name });

describe('orders board', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ id: 4, name: 'Owner', role: 'store_owner', auth_token: 'tok', stores: [] });
  });

  it('shows each order with its customer, items, add-ons, total and payment', async () => {
    fakeServer([makeOrder({ unique_order_id: 'OD-1', comment: 'No onions' })]);
    renderBoard();
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-1' });
    expect(card.textContent).toContain('Kiran');
    expect(card.textContent).toContain('2 ×');
    expect(card.textContent).toContain('Veggie Supreme');
    expect(card.textContent).toContain('+ Extra cheese');
    expect(card.textContent).toContain('No onions');
    expect(card.textContent).toContain('Cash on delivery · to collect');
    expect(card.textContent).toContain('Total ₹972.90');
  });

  it('accepting an order moves it to Preparing', async () => {
    const server = fakeServer([makeOrder({ unique_order_id: 'OD-2' })]);
    renderBoard();
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-2' });
    within(card).getByRole('button', { name: 'Accept order OD-2' }).click();
    await within(await column(/^Preparing/)).findByRole('article', { name: '#OD-2' });
    expect(within(columnNow(/^New/)).queryByRole('article')).toBeNull();
    expect(server.calls.find((c) => c.call === 'accept-order')?.body).toEqual({
      token: 'tok',
      unique_order_id: 'OD-2',
    });
  });

  it('rejecting asks for a reason first and sends it', async () => {
    const server = fakeServer([makeOrder({ unique_order_id: 'OD-3' })]);
    renderBoard();
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-3' });
    act(() => within(card).getByRole('button', { name: 'Reject order OD-3' }).click());
    const dialog = screen.getByRole('dialog', { name: /Reject OD-3/ });
    expect(server.calls.some((c) => c.call === 'reject-order')).toBe(false);
    act(() => within(dialog).getByRole('button', { name: 'Item sold out' }).click());
    act(() => within(dialog).getByRole('button', { name: 'Reject' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.find((c) => c.call === 'reject-order')?.body).toMatchObject({
      unique_order_id: 'OD-3',
      reason: 'Item sold out',
    });
    await waitFor(() => expect(within(columnNow(/^New/)).queryByRole('article')).toBeNull());
  });

  it('shows the server message when an action fails', async () => {
    const server = fakeServer([makeOrder({ unique_order_id: 'OD-4', status: 1 })]);
    renderBoard();
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-4' });
    // Another device accepted it meanwhile.
    server.orders = server.orders.map((o) => ({ ...o, status: 2 }));
    within(card).getByRole('button', { name: 'Accept order OD-4' }).click();
    expect((await screen.findByRole('alert')).textContent).toBe('Already handled.');
  });

  it('an order arriving after the first load beeps and is highlighted as new', async () => {
    const server = fakeServer([makeOrder({ unique_order_id: 'OD-5' })]);
    const queryClient = renderBoard();
    const first = await within(await column(/^New/)).findByRole('article', { name: '#OD-5' });
    expect(within(first).queryByText('New')).toBeNull();
    expect(playBeep).not.toHaveBeenCalled();

    server.orders = [...server.orders, makeOrder({ unique_order_id: 'OD-6' })];
    await act(() => queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey(7) }));
    const arrived = await within(await column(/^New/)).findByRole('article', { name: '#OD-6' });
    // The highlight comes from an effect after the card's render: wait for it, not the render.
    expect(await within(arrived).findByText('New')).toBeTruthy();
    expect(playBeep).toHaveBeenCalledTimes(1);
    expect(screen.getByText('New order OD-6')).toBeTruthy();
  });

  it('one board for several stores: a new order at the store not shown beeps and badges the title', async () => {
    const orders: Record<number, StoreOrder[]> = {
      7: [
        makeOrder({
          unique_order_id: 'OD-7A',
          restaurant: { ...makeOrder().restaurant, id: 7, name: 'First' },
        }),
      ],
      8: [],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { store_id: number };
        return new Response(JSON.stringify({ success: true, data: orders[body.store_id] ?? [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    document.title = 'Swiftbite console';
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OrdersBoard storeIds={[7, 8]} storeFilter={7} isStreamLive />
      </QueryClientProvider>,
    );
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-7A' });
    expect(within(card).getByText('First')).toBeTruthy();
    expect(document.title).toBe('(1) Orders · Swiftbite console');
    expect(within(card).getByRole('button', { name: 'Print ticket for order OD-7A' })).toBeTruthy();

    orders[8] = [
      makeOrder({
        unique_order_id: 'OD-8A',
        restaurant: { ...makeOrder().restaurant, id: 8, name: 'Second' },
      }),
    ];
    await act(() => queryClient.invalidateQueries({ queryKey: storeOrdersQueryKey(8) }));
    await waitFor(() => expect(document.title).toBe('(2) Orders · Swiftbite console'));
    expect(playBeep).toHaveBeenCalledTimes(1);
    // The filter shows the first store only; the alert still names the other store's order.
    expect(screen.queryByRole('article', { name: '#OD-8A' })).toBeNull();
    expect(screen.getByText('New order OD-8A')).toBeTruthy();
  });

  it('Print ticket prints the kitchen ticket alone: the order, its lines and total', async () => {
    fakeServer([makeOrder({ unique_order_id: 'OD-9', comment: 'Extra spicy' })]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderBoard();
    const card = await within(await column(/^New/)).findByRole('article', { name: '#OD-9' });
    act(() => within(card).getByRole('button', { name: 'Print ticket for order OD-9' }).click());
    const ticket = screen.getByRole('region', { name: 'Kitchen ticket OD-9' });
    expect(ticket.parentElement).toBe(document.body);
    expect(ticket.textContent).toContain('Veggie Supreme');
    expect(ticket.textContent).toContain('NOTE: Extra spicy');
    expect(document.body.classList.contains('printing-ticket')).toBe(true);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('region', { name: 'Kitchen ticket OD-9' })).toBeNull();
    expect(document.body.classList.contains('printing-ticket')).toBe(false);
  });
});
