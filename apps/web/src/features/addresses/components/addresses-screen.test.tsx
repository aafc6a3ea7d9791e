import type { Address } from '@app/shared/addresses/addresses.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../accounts/stores/user-store';
import { AddressesScreen } from './addresses-screen';

function address(id: number, tag: string, isDefault: boolean): Address {
  return {
    id,
    user_id: 7,
    lat: 12.97,
    lng: 77.64,
    address: `${tag} street ${id}`,
    house: null,
    landmark: null,
    tag,
    city: null,
    state: null,
    is_default: isDefault,
  };
}

describe('/my-addresses', () => {
  beforeEach(() =>
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
    }),
  );
  afterEach(() => vi.unstubAllGlobals());

  test('set default and delete (after confirming) call the API for that address', async () => {
    let list = [address(1, 'Home', true), address(2, 'Work', false)];
    const { fetchMock, calls } = mockApi({
      'get-addresses': () => ({ body: { success: true, data: list } }),
      'set-default-address': (payload) => {
        const id = (payload as { address_id: number }).address_id;
        list = list.map((item) => ({ ...item, is_default: item.id === id }));
        return { body: { success: true, data: list } };
      },
      'delete-address': (payload) => {
        const id = (payload as { address_id: number }).address_id;
        list = list.filter((item) => item.id !== id);
        return { body: { success: true, data: list } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });

    const work = await screen.findByRole('listitem', { name: 'Work: Work street 2' });
    fireEvent.click(within(work).getByRole('button', { name: /Make default/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Work: Work street 2' })).getByText('Default'),
      ).toBeTruthy(),
    );
    expect(calls).toContainEqual({
      call: 'set-default-address',
      payload: { token: 'token-7', user_id: 7, address_id: 2 },
    });

    const home = screen.getByRole('listitem', { name: 'Home: Home street 1' });
    fireEvent.click(within(home).getByRole('button', { name: /Delete/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(calls.some((call) => call.call === 'delete-address')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /Home street 1/ })).toBeNull(),
    );
    expect(calls).toContainEqual({
      call: 'delete-address',
      payload: { token: 'token-7', user_id: 7, address_id: 1 },
    });
  });

  test('a failed load offers to try again', async () => {
    const { fetchMock } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
