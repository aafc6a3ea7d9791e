import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { LoginAsCustomerScreen } from './login-as-customer-screen';

const agent = {
  id: 5,
  name: 'Demo Agent',
  email: 'agent@demo.test',
  phone: null,
  avatar: null,
  role: 'agent' as const,
  auth_token: 'agent-token',
};
const customer = { ...agent, id: 42, name: 'Neha', role: 'customer' as const, auth_token: 'c-42' };

describe('/auth/login-as-customer/:id?', () => {
  beforeEach(() => useUserStore.setState({ user: null, addresses: null }));
  afterEach(() => vi.unstubAllGlobals());

  test("an agent's token becomes the customer's session, then home", async () => {
    useUserStore.getState().logIn({ user: agent, addresses: [] });
    const { fetchMock, calls } = mockApi({
      'auth/login-as-customer': () => ({
        body: { success: true, data: customer, addresses: [] },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<LoginAsCustomerScreen />, {
      path: '/auth/login-as-customer/:id?',
      initialPath: '/auth/login-as-customer/42',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toEqual([
      { call: 'auth/login-as-customer', payload: { token: 'agent-token', user_id: 42 } },
    ]);
    expect(useUserStore.getState().user?.data).toMatchObject({ id: 42, auth_token: 'c-42' });
  });

  test('a customer token is refused with a clear message and nothing changes', async () => {
    useUserStore
      .getState()
      .logIn({ user: { ...customer, id: 3, auth_token: 'c-3' }, addresses: [] });
    const { fetchMock } = mockApi({
      'auth/login-as-customer': () => ({
        status: 403,
        body: { success: false, error: { code: 'auth.forbidden', message: 'No' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginAsCustomerScreen />, {
      path: '/auth/login-as-customer/:id?',
      initialPath: '/auth/login-as-customer/42',
    });
    expect(await screen.findByText('Only admins and agents can do this.')).toBeTruthy();
    expect(useUserStore.getState().user?.data.id).toBe(3);
  });

  test('without an id or without a token it explains what is missing', () => {
    renderRoute(<LoginAsCustomerScreen />, {
      path: '/auth/login-as-customer/:id?',
      initialPath: '/auth/login-as-customer',
    });
    expect(screen.getByText('Log in as an admin or agent first.')).toBeTruthy();
  });
});
