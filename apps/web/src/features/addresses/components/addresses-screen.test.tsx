import type { Address } from '@app/shared/addresses/addresses.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
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

  afterEach(() => vi.useRealTimers());

  /** The API over an in-memory list; `failDelete` makes delete-address answer a 500. */
  function serveAddresses({ failDelete = false } = {}) {
    let list = [address(1, 'Home', true), address(2, 'Work', false)];
    const api = mockApi({
      'get-addresses': () => ({ body: { success: true, data: list } }),
      'set-default-address': (payload) => {
        const id = (payload as { address_id: number }).address_id;
        list = list.map((item) => ({ ...item, is_default: item.id === id }));
        return { body: { success: true, data: list } };
      },
      'delete-address': (payload) => {
        if (failDelete) {
          return {
            status: 500,
            body: { success: false, error: { code: 'server.error', message: 'Down' } },
          };
        }
        const id = (payload as { address_id: number }).address_id;
        list = list.filter((item) => item.id !== id);
        return { body: { success: true, data: list } };
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    return { ...api, list: () => list };
  }

  const deleteCalls = (calls: { call: string }[]) =>
    calls.filter((call) => call.call === 'delete-address');

  async function deleteHome() {
    const home = await screen.findByRole('listitem', { name: 'Home: Home street 1' });
    fireEvent.click(within(home).getByRole('button', { name: /Delete/ }));
  }

  test('set default calls the API for that address and stores the new list under addresses', async () => {
    const { calls, list } = serveAddresses();
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
    expect(useUserStore.getState().addresses).toEqual(list());
    expect(JSON.parse(localStorage.getItem('addresses') ?? 'null')).toEqual(list());
  });

  test('delete hides the address at once and offers Undo; delete-address is called only after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveAddresses();
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    await deleteHome();

    expect(screen.queryByRole('listitem', { name: /Home street 1/ })).toBeNull();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Address deleted');
    const undo = within(status).getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);

    // Async act: a call the timer started would reach fetch within these microtasks.
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(deleteCalls(calls)).toEqual([]);
    await act(async () => vi.advanceTimersByTime(100));
    expect(deleteCalls(calls)).toEqual([
      { call: 'delete-address', payload: { token: 'token-7', user_id: 7, address_id: 1 } },
    ]);
    expect(within(screen.getByRole('status')).queryByRole('button', { name: 'Undo' })).toBeNull();
    await waitFor(() =>
      expect(useUserStore.getState().addresses).toEqual([address(2, 'Work', false)]),
    );
    expect(JSON.parse(localStorage.getItem('addresses') ?? 'null')).toEqual([
      address(2, 'Work', false),
    ]);
    expect(screen.queryByRole('listitem', { name: /Home street 1/ })).toBeNull();
  });

  test('Undo within 5 s brings the address back and delete-address is never called', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveAddresses();
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    await deleteHome();
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    expect(screen.getByRole('listitem', { name: 'Home: Home street 1' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(deleteCalls(calls)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('leaving the screen inside the 5 s still deletes the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveAddresses();
    const { router } = renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    await deleteHome();
    expect(deleteCalls(calls)).toEqual([]);

    await act(() => router.navigate('/elsewhere'));
    expect(screen.getByText('other page')).toBeTruthy();
    await waitFor(() => expect(deleteCalls(calls)).toHaveLength(1));
    expect(deleteCalls(calls)).toEqual([
      { call: 'delete-address', payload: { token: 'token-7', user_id: 7, address_id: 1 } },
    ]);
  });

  test('when delete-address fails the address comes back with an error message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = serveAddresses({ failDelete: true });
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    await deleteHome();
    act(() => vi.advanceTimersByTime(5_000));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Please check your connection and try again.',
    );
    expect(screen.getByRole('listitem', { name: 'Home: Home street 1' })).toBeTruthy();
    expect(deleteCalls(calls)).toHaveLength(1);
  });

  test('a failed load offers to try again', async () => {
    const { fetchMock } = mockApi({});
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<AddressesScreen />, { path: '/my-addresses' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
