// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../testing/catalog-fixtures';
import { logInTestCustomer } from '../../testing/customer-fixtures';
import { makeOrder } from '../../testing/order-fixture';
import { mockApi, renderRoute } from '../../testing/render';
import { useUserStore } from '../../lib/session/user-store';
import { RunningOrderBar } from './running-order-bar';

describe('running order bar', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState({ user: null, addresses: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('after a reload, get-running-order brings back the order under way as a link to its tracking page', async () => {
    logInTestCustomer();
    const order = makeOrder({ unique_order_id: 'OD-42' });
    const { fetchMock, calls } = mockApi({ 'get-running-order': ok({ running_order: order }) });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<RunningOrderBar />);
    const link = await screen.findByRole('link', { name: /Your order in progress/ });
    expect(link.getAttribute('href')).toBe('/running-order/OD-42');
    expect(link.textContent).toContain(order.restaurant.name);
    expect(calls.find((call) => call.call === 'get-running-order')?.payload).toEqual({
      token: 'token-7',
    });
  });

  it('shows nothing when no order is under way, and asks nothing of a guest', async () => {
    const { fetchMock, calls } = mockApi({ 'get-running-order': ok({ running_order: null }) });
    vi.stubGlobal('fetch', fetchMock);
    const guest = renderRoute(<RunningOrderBar />);
    expect(calls).toEqual([]);
    guest.unmount();
    logInTestCustomer();
    renderRoute(<RunningOrderBar />);
    await waitFor(() => expect(calls.map((call) => call.call)).toEqual(['get-running-order']));
    expect(screen.queryByTestId('running-order-bar')).toBeNull();
  });
});
