// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeItem, makeStoreInfo, ok } from '../../../testing/catalog-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useLocationStore } from '../../../lib/location/location-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useCatalogStore } from '../../../lib/catalog/catalog-store';
import { searchMenuItems, StoreMenuScreen } from './store-menu-screen';

const settings = {
  currencyFormat: '₹',
  currencySymbolAlign: 'left',
  homePageMinsText: 'MINS',
  homePageForTwoText: 'FOR TWO',
  pureVegText: 'Pure Veg',
};

const withAddons = makeItem({
  id: 102,
  name: 'Paneer Tikka',
  is_veg: 1,
  price: 20000,
  old_price: null,
  addon_groups: [
    {
      id: 1,
      name: 'Size',
      min: 1,
      max: 1,
      addons: [
        { id: 11, name: 'Half', price: 0 },
        { id: 12, name: 'Full', price: 8000 },
      ],
    },
    {
      id: 2,
      name: 'Extras',
      min: 0,
      max: 2,
      addons: [
        { id: 21, name: 'Mint chutney', price: 1000 },
        { id: 22, name: 'Onion', price: 500 },
        { id: 23, name: 'Cheese', price: 3000 },
      ],
    },
  ],
});
const unavailable = makeItem({ id: 103, name: 'Mutton Curry', is_available: 0 });
const menu = {
  recommended: [],
  categories: [
    { id: 11, name: 'Biryani', kind: 'menu' as const, items: [makeItem()] },
    { id: 12, name: 'Starters', kind: 'menu' as const, items: [withAddons, unavailable] },
  ],
};

function api(info = makeStoreInfo()) {
  return mockApi({
    'get-restaurant-info/spice-route': ok(info),
    'get-restaurant-items/1': ok(menu),
    'toggle-favorite': ok({ id: 1, is_favorited: 1 }),
  });
}

describe('store menu', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings });
    useUserStore.setState({ user: null, addresses: null });
    useCartStore.setState({ cart: null });
    useCatalogStore.setState({ forceReload: false });
    useLocationStore.setState({
      userSetAddress: { lat: 12.97, lng: 77.64, address: 'Indiranagar' },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[R2.19][R2.20][R2.18] three-column header: rating link to reviews, 100+ ratings, time, price for two, distance in Kms', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    const header = await screen.findByTestId('store-header');
    expect(header.getAttribute('data-layout')).toBe('columns');
    expect(screen.getByRole('heading', { level: 1, name: 'Spice Route' })).toBeTruthy();
    expect(header.textContent).toContain('Indiranagar | 2.4 Kms');
    expect(header.textContent).toContain('100+ ratings');
    expect(header.textContent).toContain('32 MINS');
    expect(header.textContent).toContain('₹450');
    expect(screen.getByTestId('store-rating').getAttribute('href')).toBe('/reviews/spice-route');
    expect(screen.getByTestId('store-rating').textContent).toContain('4.3');
    // Guests get no heart.
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it('the banner image tops the header in a sized 3:1 box, and is left out when empty', async () => {
    vi.stubGlobal(
      'fetch',
      api(makeStoreInfo({ banner_image: '/images/stores/banner-x.svg' })).fetchMock,
    );
    const { unmount } = renderRoute(<StoreMenuScreen slug="spice-route" />);
    const banner = await screen.findByTestId('store-banner');
    expect(banner.getAttribute('src')).toBe('/images/stores/banner-x.svg');
    expect(banner.getAttribute('width')).toBe('1200');
    expect(banner.getAttribute('height')).toBe('400');
    expect(banner.className).toContain('aspect-[3/1]');
    expect(screen.getByTestId('store-header').firstElementChild).toBe(banner);
    // The accessible name of the rating link is its visible text with "Rating" in front.
    expect(screen.getByTestId('store-rating').textContent).toMatch(/^Rating 4\.3 100\+ ratings$/);
    unmount();

    vi.stubGlobal('fetch', api(makeStoreInfo({ banner_image: '' })).fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    await screen.findByTestId('store-header');
    expect(screen.queryByTestId('store-banner')).toBeNull();
  });

  it('a store without a price range (a meat shop) shows no "₹0 FOR TWO", in either layout', async () => {
    vi.stubGlobal('fetch', api(makeStoreInfo({ price_range: 0 })).fetchMock);
    const { unmount } = renderRoute(<StoreMenuScreen slug="spice-route" />);
    const header = await screen.findByTestId('store-header');
    expect(header.textContent).toContain('32 MINS');
    expect(header.textContent).not.toContain('FOR TWO');
    expect(screen.queryByTestId('store-price-for-two')).toBeNull();
    unmount();

    vi.stubGlobal('fetch', api(makeStoreInfo({ price_range: 0, is_appview: 0 })).fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    expect((await screen.findByTestId('store-header')).textContent).not.toContain('FOR TWO');
  });

  it('[R2.20] is_appview 0 uses the old layout with the rating at the right', async () => {
    vi.stubGlobal(
      'fetch',
      api(makeStoreInfo({ is_appview: 0, avgRating: '0', rating: 3.96 })).fetchMock,
    );
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    const header = await screen.findByTestId('store-header');
    expect(header.getAttribute('data-layout')).toBe('old');
    expect(screen.getByTestId('store-rating').textContent).toContain('4.0');
  });

  it('[R5.10] in-store search filters items by name, case-insensitively', async () => {
    expect(searchMenuItems(menu.categories, 'PANEER').map((item) => item.name)).toEqual([
      'Paneer Tikka',
    ]);
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    await screen.findAllByTestId('item-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the menu' }), {
      target: { value: 'biRYani' },
    });
    const cards = screen.getAllByTestId('item-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('Chicken Biryani');
  });

  it('unavailable items are greyed with "Not available" and no add button', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    const card = await screen.findByRole('article', { name: 'Mutton Curry' });
    expect(within(card).getByText('Not available')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Add/ })).toBeNull();
  });

  it('[R3.08] the add-on sheet enforces min/max, totals with formatMoney and puts the line in the persisted cart', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Paneer Tikka' }));
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    const addButton = within(dialog).getByRole('button', { name: /Add item/ });
    expect((addButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Full/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Mint chutney/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Onion/ }));
    expect(
      (within(dialog).getByRole('checkbox', { name: /Cheese/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(addButton.textContent).toContain('₹295');
    fireEvent.click(addButton);

    expect(screen.queryByRole('dialog')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      addons: { id: number }[];
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 102, restaurant_id: 1, price: 20000, quantity: 1 });
    expect(stored[0]?.addons.map((addon) => addon.id)).toEqual([12, 21, 22]);
    expect(screen.getByTestId('view-cart-bar').textContent).toContain('₹295');
  });

  it('Escape closes the add-on sheet', async () => {
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Paneer Tikka' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adding from another store asks before replacing the cart', async () => {
    useCartStore.setState({
      cart: [{ id: 5, restaurant_id: 99, name: 'Dosa', price: 9000, addons: [], quantity: 2 }],
    });
    vi.stubGlobal('fetch', api().fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Chicken Biryani' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace cart items?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(useCartStore.getState().cart).toEqual([
      expect.objectContaining({ id: 101, restaurant_id: 1, quantity: 1 }),
    ]);
  });

  it('reads the operational status from the store info: a store that does not deliver here says so, without another call', async () => {
    const { fetchMock, calls } = api(makeStoreInfo({ delivers_here: false, delivery_type: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    expect(
      await screen.findByText('This restaurant does not deliver to your location.'),
    ).toBeTruthy();
    expect(calls.map((call) => call.call)).not.toContain(
      'get-restaurant-info-and-operational-status',
    );
  });

  it('without a saved point it does not claim the store is out of area: its own status shows', async () => {
    useLocationStore.setState({ userSetAddress: null });
    const { fetchMock } = api(
      makeStoreInfo({
        delivers_here: false,
        delivery_type: 1,
        is_open: false,
        opens_at_text: 'Not accepting orders until 02:30',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    expect(await screen.findByText('Not accepting orders until 02:30')).toBeTruthy();
    expect(screen.queryByText('This restaurant does not deliver to your location.')).toBeNull();
  });

  it('[R7.02] a 400 from store info sets force_reload and fetches the store again', async () => {
    let attempts = 0;
    const { fetchMock } = mockApi({
      'get-restaurant-info/spice-route': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: { success: false, error: { code: 'catalog.store_unavailable', message: 'x' } },
            }
          : { body: { success: true, data: makeStoreInfo() } };
      },
      'get-restaurant-items/1': ok(menu),
    });
    vi.stubGlobal('fetch', fetchMock);
    const setForceReload = vi.spyOn(useCatalogStore.getState(), 'setForceReload');
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spice Route' })).toBeTruthy();
    expect(attempts).toBe(2);
    expect(setForceReload).toHaveBeenCalledWith(true);
    await waitFor(() => expect(useCatalogStore.getState().forceReload).toBe(false));
  });

  it('[R4.17][R2.18] a logged-in customer toggles the heart optimistically; a failure rolls it back', async () => {
    useUserStore.getState().logIn({
      user: {
        id: 5,
        name: 'Asha',
        email: null,
        phone: null,
        avatar: null,
        role: 'customer',
        auth_token: 'tok',
      },
      addresses: [],
    });
    const { fetchMock, calls } = mockApi({
      'get-restaurant-info/spice-route': ok(makeStoreInfo()),
      'get-restaurant-items/1': ok(menu),
      'toggle-favorite': () => ({
        status: 500,
        body: { success: false, error: { code: 'internal', message: 'x' } },
      }),
    });
    // The toggle answers after a moment, so the optimistic state can be seen before the rollback.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('toggle-favorite'))
        await new Promise((resolve) => setTimeout(resolve, 150));
      return fetchMock(input, init);
    });
    renderRoute(<StoreMenuScreen slug="spice-route" />);
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(calls.find((call) => call.call === 'toggle-favorite')?.payload).toEqual({
      token: 'tok',
      id: 1,
    });
  });
});
