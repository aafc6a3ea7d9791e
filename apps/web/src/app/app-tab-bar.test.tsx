// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../features/cart/stores/cart-store';
import { useSettingsStore } from '../features/settings/stores/settings-store';
import { renderRoute } from '../testing/render';
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
  });

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
});
