import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { MenuEditor } from './menu-editor';

const menu = {
  store: { id: 7, name: 'Test Kitchen', module: 'food' },
  categories: [
    { id: 1, name: 'Mains', sort_order: 0, is_active: true, kind: 'menu' },
    { id: 2, name: 'Drinks', sort_order: 1, is_active: true, kind: 'menu' },
  ],
  items: [
    {
      id: 11,
      category_id: 1,
      name: 'Paneer roll',
      description: '',
      image: '',
      price_minor: 12000,
      old_price_minor: null,
      is_veg: true,
      is_available: true,
      is_recommended: false,
      is_popular: false,
      sort_order: 0,
      pack_label: '',
      addon_groups: [],
    },
  ],
};

/** A grocery's two packs of one name: the list and the edit form tell them apart by pack size. */
const milk = (id: number, price: number, pack: string) => ({
  ...menu.items[0]!,
  id,
  name: 'Nandi Farms Toned Milk',
  price_minor: price,
  pack_label: pack,
});
const groceryMenu = {
  ...menu,
  store: { id: 7, name: 'Test Mart', module: 'grocery' },
  items: [milk(12, 2600, '500 ml'), milk(13, 5400, '1 L')],
};
let served: typeof menu = menu;

describe('menu editor', () => {
  let calls: { url: string; body: Record<string, unknown> }[];
  beforeEach(() => {
    localStorage.clear();
    served = menu;
    saveSession({ id: 4, name: 'Owner', role: 'store_owner', auth_token: 'secret', stores: [] });
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        calls.push({ url, body });
        const data = url.endsWith('menu/get')
          ? served
          : url.endsWith('get-settings')
            ? {}
            : menu.items[0];
        return new Response(JSON.stringify({ success: true, data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const renderEditor = () =>
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MenuEditor storeId={7} />
      </QueryClientProvider>,
    );

  it('lists a section’s items; sold out is one click; a delete asks first', async () => {
    renderEditor();
    const list = await screen.findByRole('list', { name: 'Items in Mains' });
    expect(list.textContent).toContain('Paneer roll');
    // An empty section can be deleted, one with items cannot.
    expect(screen.queryByRole('button', { name: 'Delete section Mains' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete section Drinks' })).toBeTruthy();

    fireEvent.click(within(list).getByRole('checkbox', { name: 'Available' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('menu/save-item'))).toBe(true),
    );
    const saved = calls.find((call) => call.url.endsWith('menu/save-item'))!;
    expect(saved.body).toMatchObject({
      token: 'secret',
      store_id: 7,
      item_id: 11,
      is_available: false,
    });
    expect(saved.body).not.toHaveProperty('addon_groups');
    expect(saved.body).not.toHaveProperty('pack_label');

    fireEvent.click(within(list).getByRole('button', { name: 'Delete Paneer roll' }));
    expect(calls.some((call) => call.url.endsWith('menu/delete-item'))).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('menu/delete-item'))).toBe(true),
    );
  });

  it('shows a grocery item’s pack size, so two items of one name can be told apart', async () => {
    served = groceryMenu;
    renderEditor();
    const list = await screen.findByRole('list', { name: 'Items in Mains' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.font-medium')?.textContent)).toEqual([
      'Nandi Farms Toned Milk500 ml',
      'Nandi Farms Toned Milk1 L',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'Edit Nandi Farms Toned Milk 1 L' }));
    expect(
      await screen.findByRole('heading', { name: 'Edit Nandi Farms Toned Milk 1 L' }),
    ).toBeTruthy();
    expect(
      within(list).getByRole('button', { name: 'Delete Nandi Farms Toned Milk 500 ml' }),
    ).toBeTruthy();
  });

  it('marks the chosen section as meat (cuts by weight) and keeps its name, order and visibility', async () => {
    renderEditor();
    await screen.findByRole('list', { name: 'Items in Mains' });
    fireEvent.click(screen.getByRole('button', { name: /^Drinks/ }));
    const meat = screen.getByRole('checkbox', { name: /Drinks is a meat section/ });
    expect((meat as HTMLInputElement).checked).toBe(false);
    fireEvent.click(meat);
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('menu/save-category'))).toBe(true),
    );
    expect(calls.find((call) => call.url.endsWith('menu/save-category'))!.body).toEqual({
      token: 'secret',
      store_id: 7,
      category_id: 2,
      name: 'Drinks',
      sort_order: 1,
      is_active: true,
      kind: 'meat',
    });
  });
});
