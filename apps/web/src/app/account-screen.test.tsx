import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../testing/render';
import { useLocationStore } from '../lib/location/location-store';
import { useUserStore } from '../lib/session/user-store';
import { AccountScreen } from './account-screen';

const customer = {
  id: 7,
  name: 'Asha Rao',
  email: 'asha@example.test',
  phone: '+919800000001',
  avatar: null,
  role: 'customer' as const,
  auth_token: 'token-7',
};

const profile = { ...customer, tax_number: null, wallet_balance: 0 };

describe('/my-account', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState({ user: null, addresses: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a guest is asked to log in', () => {
    renderRoute(<AccountScreen />, { path: '/my-account' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=/my-account',
    );
  });

  test('shows the profile and links to every account area', async () => {
    const { fetchMock } = mockApi({
      'update-user-info': () => ({ body: { success: true, data: profile } }),
      'get-pages': () => ({
        body: { success: true, data: [{ id: 1, slug: 'terms', name: 'Terms' }] },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.getState().logIn({ user: customer, addresses: [] });
    renderRoute(<AccountScreen />, { path: '/my-account' });

    expect(screen.getByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText('asha@example.test')).toBeTruthy();
    for (const [name, href] of [
      ['Saved addresses', '/my-addresses'],
      ['Wallet', '/my-wallet'],
      ['Your orders', '/my-orders'],
      ['Favourite stores', '/my-favorite-stores'],
      ['Alerts', '/alerts'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect((await screen.findByRole('link', { name: 'Terms' })).getAttribute('href')).toBe(
      '/pages/terms',
    );
  });

  test('log-out clears exactly what SPEC §4 lists and revokes the token', async () => {
    const { fetchMock, calls } = mockApi({
      'update-user-info': () => ({ body: { success: true, data: profile } }),
      'get-pages': () => ({ body: { success: true, data: [] } }),
      logout: () => ({ body: { success: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.getState().logIn({ user: customer, addresses: [] });
    useLocationStore.getState().saveAddress({ lat: 12.9, lng: 77.6, address: 'MG Road' });
    useLocationStore
      .getState()
      .saveGeoLocation(
        { formatted_address: 'MG Road', geometry: { location: { lat: 12.9, lng: 77.6 } } },
        null,
      );
    localStorage.setItem('lastSavedNotificationToken', 'push-1');
    localStorage.setItem('userPreferedLanguage', '2');

    const { router } = renderRoute(<AccountScreen />, { path: '/my-account' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of [
      'userSetAddress',
      'geoLocation',
      'lastSavedNotificationToken',
      'user',
      'addresses',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // Not on the list: kept.
    expect(localStorage.getItem('userAlreadySelectedLocation')).toBe('true');
    expect(localStorage.getItem('userPreferedLanguage')).toBe('2');
    await waitFor(() =>
      expect(calls).toContainEqual({ call: 'logout', payload: { token: 'token-7' } }),
    );
  });

  test('deleting the account asks for confirmation first', async () => {
    const { fetchMock, calls } = mockApi({
      'update-user-info': () => ({ body: { success: true, data: profile } }),
      'get-pages': () => ({ body: { success: true, data: [] } }),
      'delete-my-account': () => ({ body: { success: true, data: { deleted: true } } }),
      logout: () => ({ body: { success: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.getState().logIn({ user: customer, addresses: [] });
    const { router } = renderRoute(<AccountScreen />, { path: '/my-account' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(calls.some((call) => call.call === 'delete-my-account')).toBe(false);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    const confirm = [...dialog.querySelectorAll('button[type="submit"]')][0] as HTMLElement;
    fireEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContainEqual({
      call: 'delete-my-account',
      payload: { token: 'token-7', user_id: 7, password: 'secret-pass' },
    });
    expect(useUserStore.getState().user).toBeNull();
  });
});
