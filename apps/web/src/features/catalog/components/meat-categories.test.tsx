// @vitest-environment happy-dom
import type { MeatCategory } from '@app/shared/catalog/meat.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeItem, makeStoreInfo, ok } from '../../../testing/catalog-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useLocationStore } from '../../../lib/location/location-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useCatalogStore } from '../../../lib/catalog/catalog-store';
import { StoreMenuScreen } from './store-menu-screen';

const weights = (base: number, id: number) => [
  { id, name: '250 g', addon_price: 0, price: base },
  { id: id + 1, name: '500 g', addon_price: 8000, price: base + 8000 },
  { id: id + 2, name: '1 kg', addon_price: 23000, price: base + 23000 },
];
const cut = (id: number, name: string, base: number) => ({
  id,
  restaurant_id: 1,
  name,
  description: '',
  image: '',
  price: base,
  is_veg: 0 as const,
  is_available: 1 as const,
  weight_group: { id: id * 10, name: 'Weight', options: weights(base, id * 100) },
});
const meatCategories: MeatCategory[] = [
  { id: 21, name: 'Chicken', cuts: [cut(201, 'Chicken Curry Cut', 8900)] },
  { id: 22, name: 'Mutton', cuts: [cut(202, 'Mutton Chops', 27400)] },
];
const menuItem = (id: number, name: string, categoryId: number) =>
  makeItem({ id, name, item_category_id: categoryId, is_veg: 0 });
const menu = {
  recommended: [],
  categories: [
    { id: 21, name: 'Chicken', kind: 'meat', items: [menuItem(201, 'Chicken Curry Cut', 21)] },
    { id: 22, name: 'Mutton', kind: 'meat', items: [menuItem(202, 'Mutton Chops', 22)] },
    { id: 23, name: 'Ready to cook', kind: 'menu', items: [menuItem(203, 'Seekh Kebab', 23)] },
  ],
};

describe('meat categories on the store page', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    useUserStore.setState({ user: null, addresses: null });
    useCartStore.setState({ cart: null });
    useCatalogStore.setState({ forceReload: false });
    useLocationStore.setState({ userSetAddress: { lat: 12.93, lng: 77.58, address: 'Jayanagar' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows chicken and mutton as tabs, prices each weight, and adds the chosen weight as the cut’s add-on', async () => {
    const { fetchMock, calls } = mockApi({
      'get-restaurant-info/fresh-cuts': ok(makeStoreInfo({ slug: 'fresh-cuts' })),
      'get-restaurant-items/1': ok(menu),
      'get-meat-categories': ok(meatCategories),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StoreMenuScreen slug="fresh-cuts" />);

    const tabs = await screen.findByRole('tablist', { name: 'Meat categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chicken', 'Mutton']);
    expect(calls.find((call) => call.call === 'get-meat-categories')?.payload).toEqual({ id: 1 });
    // Meat sections are not listed again as menu sections; the rest of the menu is.
    expect(screen.queryByRole('heading', { level: 2, name: /^Chicken/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /Ready to cook/ })).toBeTruthy();

    const card = screen.getByRole('article', { name: 'Chicken Curry Cut' });
    const weightGroup = within(card).getByRole('group', { name: 'Weight of Chicken Curry Cut' });
    expect(within(weightGroup).getByRole('radio', { name: /250 g/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(card.textContent).toContain('₹89');
    fireEvent.click(within(weightGroup).getByRole('radio', { name: /500 g/ }));
    expect(within(card).getAllByText('₹169').length).toBeGreaterThan(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Add Chicken Curry Cut' }));
    expect(useCartStore.getState().cart).toEqual([
      expect.objectContaining({
        id: 201,
        restaurant_id: 1,
        price: 8900,
        quantity: 1,
        addons: [{ id: 20101, name: '500 g', price: 8000 }],
      }),
    ]);

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Mutton' }));
    expect(within(tabs).getByRole('tab', { name: 'Mutton' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('article', { name: 'Mutton Chops' })).toBeTruthy();
  });

  it('a store without meat sections never asks for meat categories', async () => {
    const { fetchMock, calls } = mockApi({
      'get-restaurant-info/fresh-cuts': ok(makeStoreInfo({ slug: 'fresh-cuts' })),
      'get-restaurant-items/1': ok({ recommended: [], categories: [menu.categories[2]] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StoreMenuScreen slug="fresh-cuts" />);
    await screen.findByRole('heading', { level: 2, name: /Ready to cook/ });
    expect(screen.queryByRole('tablist', { name: 'Meat categories' })).toBeNull();
    expect(calls.some((call) => call.call === 'get-meat-categories')).toBe(false);
  });
});
