import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useLocationStore } from '../../../lib/location/location-store';
import { useUserStore } from '../../../lib/session/user-store';
import { GroceryHomeScreen } from './grocery-home-screen';

const categories = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  name: `Aisle ${index + 1}`,
  image: '',
  sub_categories: [{ id: 100 + index, name: `Shelf ${index + 1}`, image: '' }],
}));

describe('/grocery', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, addresses: null });
    const { fetchMock } = mockApi({
      'get-grocery-categories': () => ({ body: { success: true, data: categories } }),
      'get-grocery-stores': () => ({ body: { success: true, data: [] } }),
      'get-offers': (payload) => ({
        body: {
          success: true,
          data: {
            restaurants: [],
            offers:
              (payload as { module?: string }).module === 'grocery'
                ? [
                    {
                      id: 4,
                      title: '10% off your weekly basket',
                      description: 'Use code BASKET10.',
                      image: '',
                      coupon_code: 'BASKET10',
                      restaurant: {
                        id: 2,
                        slug: 'daily-basket',
                        name: 'Daily Basket',
                        image: '',
                        is_active: 1,
                      },
                    },
                  ]
                : [],
          },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a first visit without a location asks for one instead of loading forever', async () => {
    useLocationStore.setState({ userSetAddress: null });
    renderRoute(<GroceryHomeScreen />, { path: '/grocery' });
    expect(await screen.findByRole('heading', { name: 'Shop by category' })).toBeTruthy();
    expect(screen.getAllByText('Set your location').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Tell us where to deliver to see the grocery stores near you.'),
    ).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Set your location' });
    // The address line and the call to action both lead to choosing a location.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search-location',
      '/search-location',
    ]);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });

  test('two rows of categories until asked for all; a search shows every match', async () => {
    useLocationStore.setState({ userSetAddress: null });
    renderRoute(<GroceryHomeScreen />, { path: '/grocery' });
    const more = await screen.findByRole('button', { name: 'See all 21 categories' });
    expect(screen.queryByRole('button', { name: 'Aisle 9' })).toBeNull();
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Aisle 21' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer categories' }));
    expect(screen.queryByRole('button', { name: 'Aisle 21' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search stores and categories'), {
      target: { value: 'aisle 2' },
    });
    // Aisle 2 and Aisle 20, 21: all matches, no fold.
    expect(screen.getByRole('button', { name: 'Aisle 21' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /See all/ })).toBeNull();
  });

  test('with a location: grocery offers lead to their store, and the stores list is asked for', async () => {
    useLocationStore.setState({
      userSetAddress: {
        lat: 12.93,
        lng: 77.62,
        address: '80 Feet Road',
        tag: 'home',
        businessLocation: false,
      } as never,
    });
    renderRoute(<GroceryHomeScreen />, { path: '/grocery' });
    expect(await screen.findByRole('heading', { name: 'Offers near you' })).toBeTruthy();
    const offer = screen.getByRole('link', { name: /10% off your weekly basket/ });
    expect(offer.getAttribute('href')).toBe('/grocery/daily-basket/menu/0');
    expect(screen.getByText('BASKET10')).toBeTruthy();
    expect(await screen.findByText('No grocery stores deliver here yet')).toBeTruthy();
  });
});
