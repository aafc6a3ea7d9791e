// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../lib/session/user-store';
import { useCartStore } from '../lib/cart/cart-store';
import { useSettingsStore } from '../lib/settings/settings-store';
import { mockApi, renderRoute } from '../testing/render';
import { AppTabBar } from './app-tab-bar';

const tabSettings = {
  footerStyleType: 'FLOAT',
  footerHome: 'Home',
  footerNearme: 'Near Me',
  footerPickupDrop: 'Pick & Drop',
  footerCart: 'Cart',
  footerAccount: 'Account',
};

describe('bottom tab bar', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: tabSettings });
    useCartStore.setState({ cart: null });
    useUserStore.getState().logOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[R2.16] links the five tabs with labels from settings and marks the current one', () => {
    renderRoute(<AppTabBar />, { path: '/food' });
    const nav = screen.getByRole('navigation');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/food',
      '/pickup-and-drop',
      '/cart',
      '/my-account',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Near Me',
      'Pick & Drop',
      'Cart',
      'Account',
    ]);
    expect(within(nav).getByRole('link', { name: 'Near Me' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('[R2.16] shows the cart badge only when the product quantity is above 0', () => {
    renderRoute(<AppTabBar />, { path: '/' });
    expect(screen.queryByTestId('tab-badge')).toBeNull();

    act(() =>
      useCartStore.getState().setCart([
        { id: 1, restaurant_id: 1, name: 'Idly', price: 4000, addons: [], quantity: 2 },
        { id: 2, restaurant_id: 1, name: 'Vada', price: 3000, addons: [], quantity: 1 },
      ]),
    );
    expect(screen.getByTestId('tab-badge').textContent).toContain('3');
  });

  it('[R2.16] floats with FLOAT style and is a fixed full-width bar otherwise', () => {
    const { unmount } = renderRoute(<AppTabBar />);
    expect(screen.getByRole('navigation').dataset.style).toBe('float');
    unmount();

    useSettingsStore.setState({ settings: { ...tabSettings, footerStyleType: 'FIXED' } });
    renderRoute(<AppTabBar />);
    expect(screen.getByRole('navigation').dataset.style).toBe('fixed');
  });

  function serveNotifications(unreadCount: number) {
    const api = mockApi({
      'get-user-notifications': () => ({
        body: { success: true, data: { notifications: [], unread_count: unreadCount } },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    return api;
  }

  function logIn() {
    useUserStore.getState().logIn({
      user: {
        id: 7,
        name: 'Asha',
        email: null,
        phone: null,
        avatar: null,
        role: 'customer',
        auth_token: 'token-7',
      },
      addresses: [],
    });
  }

  it('shows the unread alerts count on the account tab and names it for screen readers', async () => {
    const { calls } = serveNotifications(3);
    logIn();
    renderRoute(<AppTabBar />);
    const account = await screen.findByRole('link', { name: 'Account, unread alerts: 3' });
    expect(account.getAttribute('href')).toBe('/my-account');
    expect(within(account).getByTestId('tab-badge').textContent).toContain('3');
    expect(calls).toEqual([
      { call: 'get-user-notifications', payload: { token: 'token-7', user_id: 7 } },
    ]);
  });

  it('shows no alerts badge when every alert is read', async () => {
    const { calls } = serveNotifications(0);
    logIn();
    renderRoute(<AppTabBar />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByTestId('tab-badge')).toBeNull();
  });

  it('logging out removes the alerts badge', async () => {
    serveNotifications(4);
    logIn();
    renderRoute(<AppTabBar />);
    await screen.findByRole('link', { name: 'Account, unread alerts: 4' });
    act(() => useUserStore.getState().logOut());
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByTestId('tab-badge')).toBeNull();
  });

  it('moving between tabs does not fetch the alerts again within a minute', async () => {
    const { calls } = serveNotifications(2);
    logIn();
    const { router } = renderRoute(<AppTabBar />, {
      path: '/',
      // A different wrapper per route, so the bar mounts afresh as on a real page change.
      routes: [
        {
          path: '/food',
          element: (
            <section>
              <AppTabBar />
            </section>
          ),
        },
      ],
    });
    await screen.findByRole('link', { name: 'Account, unread alerts: 2' });
    await act(() => router.navigate('/food'));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('link', { name: 'Account, unread alerts: 2' })).toBeTruthy();
    expect(calls.filter((call) => call.call === 'get-user-notifications')).toHaveLength(1);
  });

  it('a guest sees no alerts badge and nothing is fetched', () => {
    const { calls } = serveNotifications(5);
    renderRoute(<AppTabBar />);
    expect(screen.getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByTestId('tab-badge')).toBeNull();
    expect(calls).toEqual([]);
  });
});
