// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySlides, makeStore, ok } from '../../../testing/catalog-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useCatalogStore } from '../../../lib/catalog/catalog-store';
import { HomeFeed } from './home-feed';

const position = { latitude: 12.97, longitude: 77.64 };
const baseSettings = {
  currencyFormat: '₹',
  currencySymbolAlign: 'left',
  homePageMinsText: 'MINS',
  homePageForTwoText: 'FOR TWO',
  pureVegText: 'Pure Veg',
  restaurantNotActiveMsg: 'Not accepting orders right now',
  noRestaurantMessage: 'No stores here.',
  noAreaTitleText: 'We are not here yet',
  noAreaMessageText: 'We do not deliver here.',
  enRestaurantCategorySlider: 'true',
  restaurantCategorySliderPosition: 'main',
  homePageCategoryStyle: 'STYLEONE',
  homePageCategoryType: 'SLIDE',
  showCustomerNameHome: 'true',
  enSelfPickup: 'true',
};

const categorySlides = Array.from({ length: 9 }, (_, index) => ({
  id: index + 1,
  name: `Cat ${index + 1}`,
  image: `/images/cuisines/${index}.webp`,
  link: '',
  categories_ids: [index + 1, 20],
}));

/** Slides that point at a store: the area is served, so an empty list is not the no-area screen. */
const storeSlides = {
  ...emptySlides,
  newArrivals: [
    {
      promo_slider: { id: 1, name: 'New', size: 1, position_id: 1 },
      slides: [
        {
          url: null,
          data: {
            id: 1,
            image: '/x.webp',
            name: 'New place',
            model: '1',
            restaurant: { id: 1, slug: 'new-place', name: 'New place' },
          },
        },
      ],
    },
  ],
};

function logInAsha() {
  useUserStore.getState().logIn({
    user: {
      id: 5,
      name: 'Asha Rao',
      email: null,
      phone: null,
      avatar: null,
      role: 'customer',
      auth_token: 'tok',
    },
    addresses: [],
  });
}

/** Renders home and scrolls, as a visitor heading for the store list does (its cards load then). */
function renderHome() {
  const result = renderRoute(<HomeFeed position={position} header={<header>header</header>} />);
  fireEvent.scroll(window);
  return result;
}

describe('home feed', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: baseSettings });
    useUserStore.setState({ user: null, addresses: null });
    useCatalogStore.setState({
      userPreferredSelection: null,
      userSelected: null,
      categoryIds: null,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('[R5.06][R5.03][R8.02][R3.06] store cards show rating, time, price for two and distance; inactive stores are greyed at the end', async () => {
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([
        makeStore({ id: 9, slug: 'closed-kitchen', name: 'Sleepy Kitchen', is_active: 0 }),
        makeStore({ custom_featured_name: 'Featured', is_pureveg: 1 }),
      ]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();

    const cards = await screen.findAllByTestId('store-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Spice Route');
    expect(cards[0]?.textContent).toContain('4.3');
    expect(cards[0]?.textContent).toContain('32 MINS');
    expect(cards[0]?.textContent).toContain('₹450 FOR TWO');
    expect(cards[0]?.textContent).toContain('2.4 km');
    expect(cards[0]?.textContent).toContain('Pure Veg');
    expect(cards[0]?.textContent).toContain('Featured');
    expect(cards[1]?.getAttribute('data-inactive')).toBe('true');
    expect(cards[1]?.textContent).toContain('Not accepting orders right now');
  });

  it('the store list under the fold is fetched once the page is scrolled, not before', async () => {
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([makeStore()]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<HomeFeed position={position} header={<header>header</header>} />);
    // The list's data comes with the feed; its cards wait for the visitor to head there.
    await screen.findByRole('heading', { name: 'Restaurants near you' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('store-card')).toBeNull();
    fireEvent.scroll(window);
    expect(await screen.findByTestId('store-card')).toBeTruthy();
  });

  it('[R4.06] clicking a store sets the order type from the preference and the store delivery type', async () => {
    const { fetchMock } = mockApi({
      'get-selfpickup-restaurants': ok([makeStore({ delivery_type: 2 })]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    useCatalogStore.setState({ userPreferredSelection: 'SELFPICKUP' });
    renderHome();
    fireEvent.click(await screen.findByTestId('store-card'));
    expect(localStorage.getItem('userSelected')).toBe('SELFPICKUP');
  });

  it('[R1.05][R4.06] the delivery/self-pickup switch stores the preference and loads the self-pickup list', async () => {
    const { fetchMock, calls } = mockApi({
      'get-delivery-restaurants': ok([makeStore()]),
      'get-selfpickup-restaurants': ok([makeStore({ id: 2, name: 'Pickup Place' })]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    await screen.findByText('Spice Route');
    fireEvent.click(screen.getByRole('radio', { name: 'Self pickup' }));
    expect(await screen.findByText('Pickup Place')).toBeTruthy();
    expect(localStorage.getItem('userPreferredSelection')).toBe('SELFPICKUP');
    expect(calls.some((call) => call.call === 'get-selfpickup-restaurants')).toBe(true);
  });

  it('[R6.02] a logged-in customer gets the login store list with the token in the body', async () => {
    const { fetchMock, calls } = mockApi({
      'get-login-delivery-restaurants': ok([makeStore()]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.getState().logIn({
      user: {
        id: 5,
        name: 'Asha Rao',
        email: null,
        phone: null,
        avatar: null,
        role: 'customer',
        auth_token: 'tok',
      },
      addresses: [],
    });
    renderHome();
    await screen.findByText('Spice Route');
    const call = calls.find((entry) => entry.call === 'get-login-delivery-restaurants');
    expect(call?.payload).toEqual({ ...position, token: 'tok', page: 1, per_page: 20 });
  });

  it('the list shows 20 stores first and 20 more when "Show more restaurants" is used', async () => {
    const all = Array.from({ length: 30 }, (_, index) =>
      makeStore({ id: index + 1, slug: `store-${index + 1}`, name: `Store number ${index + 1}` }),
    );
    const { fetchMock, calls } = mockApi({
      'get-delivery-restaurants': (payload) => {
        const { per_page: perPage } = payload as { per_page: number };
        return {
          body: { success: true, data: all.slice(0, perPage), total: 30, has_more: perPage < 30 },
        };
      },
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    await screen.findByText('Store number 20');
    expect(screen.queryByText('Store number 21')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more restaurants' }));
    await screen.findByText('Store number 30');
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
    const pages = calls
      .filter((entry) => entry.call === 'get-delivery-restaurants')
      .map((entry) => (entry.payload as { per_page: number }).per_page);
    expect(pages).toEqual([20, 40]);
  });

  it('[R2.13][R2.14][R2.15] STYLEONE SLIDE tiles: two rows under "What\'s on your mind?"; a tile saves its category ids', async () => {
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([makeStore()]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok(categorySlides),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderHome();
    const section = await screen.findByTestId('category-tiles');
    expect(screen.getByRole('heading', { name: "What's on your mind?" })).toBeTruthy();
    const rows = section.querySelectorAll('ul');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelectorAll('li')).toHaveLength(5);
    expect(rows[1]?.querySelectorAll('li')).toHaveLength(4);
    fireEvent.click(screen.getByRole('link', { name: 'Cat 3' }));
    expect(JSON.parse(localStorage.getItem('categoryIds') ?? 'null')).toEqual([3, 20]);
    expect(router.state.location.pathname).toBe('/categories/stores');
  });

  it('[R2.14] Top Categories grid when the customer-name setting is off and the type is not SLIDE; hidden when not main', async () => {
    useSettingsStore.setState({
      settings: { ...baseSettings, showCustomerNameHome: 'false', homePageCategoryType: 'GRID' },
    });
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([makeStore()]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok(categorySlides),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Top Categories' })).toBeTruthy();
    expect(screen.getByTestId('category-tiles').querySelector('[data-layout="grid"]')).toBeTruthy();
  });

  it('[R4.07][R2.10][R8.02] an empty list is retried once after 1 s; with no slides either the no-area screen shows', async () => {
    const { fetchMock, calls } = mockApi({
      'get-delivery-restaurants': ok([]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    await waitFor(() =>
      expect(calls.filter((call) => call.call === 'get-delivery-restaurants')).toHaveLength(1),
    );
    expect(screen.queryByRole('heading', { name: 'We are not here yet' })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'We are not here yet' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.call === 'get-delivery-restaurants')).toHaveLength(2);
    expect(screen.getByText('We do not deliver here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update Location' }).getAttribute('href')).toBe(
      '/search-location',
    );
  });

  it('[R4.07][R8.02] an empty list with store slides shows noRestaurantMessage after the retry', async () => {
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([]),
      'promo-slider': ok({
        ...emptySlides,
        newArrivals: [
          {
            promo_slider: { id: 1, name: 'New', size: 1, position_id: 1 },
            slides: [
              {
                url: null,
                data: {
                  id: 1,
                  image: '/x.webp',
                  name: 'New place',
                  model: '1',
                  restaurant: { id: 1, slug: 'new-place', name: 'New place' },
                },
              },
            ],
          },
        ],
      }),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    expect(await screen.findByText('No stores here.', {}, { timeout: 3000 })).toBeTruthy();
    await act(async () => {});
  });

  it('[R4.07] logged in, an empty list after the retry also shows a dismissible no-area alert', async () => {
    const { fetchMock, calls } = mockApi({
      'get-login-delivery-restaurants': ok([]),
      'promo-slider': ok(storeSlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    logInAsha();
    renderHome();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(calls.filter((call) => call.call === 'get-login-delivery-restaurants')).toHaveLength(2);
    expect(alert.textContent).toContain('We are not here yet');
    expect(alert.textContent).toContain('We do not deliver here.');
    expect(screen.getByText('No stores here.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('No stores here.')).toBeTruthy();
  });

  it('[R4.07] guests get the no-stores message without the no-area alert', async () => {
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([]),
      'promo-slider': ok(storeSlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    expect(await screen.findByText('No stores here.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('[R5.08] the custom home message renders only when visible', async () => {
    useSettingsStore.setState({
      settings: { ...baseSettings, customHomeMessage: '<p><b>Free</b> delivery today</p>' },
    });
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([makeStore()]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    expect((await screen.findByTestId('custom-home-message')).innerHTML).toContain('<b>Free</b>');
  });
});
