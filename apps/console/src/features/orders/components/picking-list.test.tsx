import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { saveSession } from '../../../lib/session';
import { makeOrder } from '../../../testing/fixtures';
import { PickingList } from './picking-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: number, name: string, overrides: Partial<StoreOrder['items'][number]> = {}) => ({
  item_id: id,
  name,
  price: 3000,
  quantity: 2,
  addons: [],
  line_total: 6000,
  id: id * 10,
  substitution_preference: 'similar' as const,
  substitute_item_id: null,
  pick_status: null,
  substitution: null,
  settlement: null,
  ...overrides,
});

const storeItem = (id: number, name: string, stock: number | null) => ({
  id,
  name,
  category: 'Dairy',
  price: 2800,
  is_available: true,
  mrp: null,
  pack: '1 L',
  stock_count: stock,
  max_per_order: null,
});

describe('grocery picking list', () => {
  beforeEach(() => {
    saveSession({ id: 4, name: 'Owner', role: 'store_owner', auth_token: 'tok', stores: [] });
  });

  it('ticks a line, marks one short and proposes a substitute from the store’s items', async () => {
    const calls: { call: string; body: Record<string, unknown> }[] = [];
    let order = makeOrder({
      kind: 'grocery',
      status: 2,
      items: [
        line(1, 'Farm Milk 1 L'),
        line(2, 'Brown Bread', { substitution_preference: 'remove' }),
      ],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const call = url.replace('/public/api/console/', '');
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        calls.push({ call, body });
        let data: unknown = order;
        if (call === 'get-store-items') {
          data = [
            storeItem(1, 'Farm Milk 1 L', 0),
            storeItem(3, 'Valley Milk', 8),
            storeItem(4, 'Sold Out Milk', 0),
          ];
        } else if (call === 'pick-order-line') {
          order = {
            ...order,
            items: order.items.map((item) =>
              item.id === body.order_item_id
                ? { ...item, pick_status: body.pick_status as 'picked' | 'short' }
                : item,
            ),
          };
          data = order;
        } else if (call === 'propose-substitute') {
          order = {
            ...order,
            items: order.items.map((item) =>
              item.id === body.order_item_id
                ? {
                    ...item,
                    pick_status: 'short' as const,
                    substitution: {
                      id: 5,
                      item_id: 3,
                      name: 'Valley Milk',
                      quantity: Number(body.quantity),
                      price: 2800,
                      line_total: 5600,
                      status: 'proposed' as const,
                      decided_by: null,
                      expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
                      seconds_left: 300,
                    },
                  }
                : item,
            ),
          };
          data = order;
        }
        return new Response(JSON.stringify({ success: true, data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={queryClient}>
        <PickingList order={order} />
      </QueryClientProvider>,
    );
    const rerender = () =>
      view.rerender(
        <QueryClientProvider client={queryClient}>
          <PickingList order={order} />
        </QueryClientProvider>,
      );

    expect(screen.getByText('Picking: 0 of 2 lines done')).toBeTruthy();
    expect(screen.getByText('If short: remove it')).toBeTruthy();
    // "Remove it" lines get no substitute button.
    expect(
      screen.queryByRole('button', { name: 'Propose a substitute for 2 × Brown Bread' }),
    ).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Picked 2 × Brown Bread' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'pick-order-line')).toBe(true));
    rerender();
    expect(screen.getByText('Picking: 1 of 2 lines done')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'Propose a substitute for 2 × Farm Milk 1 L' }),
    );
    const select = (await screen.findByLabelText('Substitute')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(2));
    // Not the short item itself, nor one with no stock.
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose an item',
      'Valley Milk (1 L) · ₹28 · 8 left',
    ]);
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    await waitFor(() => expect(calls.some((c) => c.call === 'propose-substitute')).toBe(true));
    expect(calls.find((c) => c.call === 'propose-substitute')?.body).toMatchObject({
      unique_order_id: order.unique_order_id,
      order_item_id: 10,
      item_id: 3,
      quantity: 2,
    });
    rerender();
    expect(
      screen.getByText(/Waiting for the customer: 2 × Valley Milk \(up to 5 min\)/),
    ).toBeTruthy();
  });
});
