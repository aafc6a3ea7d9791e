import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeEventSources } from '../../../testing/fake-event-source';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useDeliveryUserStore } from '../stores/delivery-user-store';
import { DeliveryLoginScreen } from './delivery-login-screen';
import { DeliveryOrdersScreen } from './delivery-orders-screen';

const signalArrival = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/arrival-signal', () => ({ signalArrival }));

function makeOrder(overrides: Partial<DeliveryOrder> = {}): DeliveryOrder {
  return {
    id: 1,
    unique_order_id: 'SB-2001',
    kind: 'food',
    courier: null,
    status: 2,
    store: {
      id: 9,
      name: 'Napoli Woodfire Pizza',
      address: '12th Main, Indiranagar',
      phone: '+918000000009',
      latitude: 12.9719,
      longitude: 77.6412,
    },
    customer: {
      name: 'Asha',
      phone: '+919000000007',
      address: {
        address: '100 Feet Road',
        house: 'Flat 4',
        landmark: '',
        tag: 'Home',
        latitude: 12.98,
        longitude: 77.64,
      },
    },
    items: [
      {
        item_id: 1,
        name: 'Margherita',
        price: 39900,
        quantity: 2,
        addons: [],
        line_total: 79800,
        id: 101,
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
    ],
    distance_km: 1.4,
    payment_method: 'COD',
    cash_to_collect: 45000,
    total: 45000,
    delivery_fee: 3000,
    tip: 2000,
    comment: '',
    needs_delivery_pin: true,
    created_at: '2026-11-21T10:00:00Z',
    events: [],
    ...overrides,
  };
}

const profile = {
  id: 31,
  name: 'Ravi',
  phone: null,
  is_online: true,
  max_orders: 2,
  active_orders: 0,
  stores: [{ id: 9, name: 'Napoli Woodfire Pizza' }],
};

describe('/delivery/orders', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    useDeliveryUserStore.getState().logIn({ ...profile, auth_token: 'rider-token' });
    signalArrival.mockClear();
  });
  afterEach(() => {
    useDeliveryUserStore.getState().logOut();
    vi.unstubAllGlobals();
  });

  test('a new order arrives on the rider stream with a beep; accepting one another partner took says so and refreshes', async () => {
    let lists = { new_orders: [] as DeliveryOrder[], accepted_orders: [], picked_up_orders: [] };
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({ body: { success: true, data: lists } }),
      'delivery/accept-to-deliver': () => ({
        status: 409,
        body: {
          success: false,
          error: { code: 'delivery.already_taken', message: 'Taken' },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { sources, factory } = fakeEventSources();
    renderRoute(<DeliveryOrdersScreen createEventSource={factory} />, { path: '/delivery/orders' });

    expect(await screen.findByText(/No new orders right now/)).toBeTruthy();
    expect(sources[0]?.url).toBe('/public/api/stream/rider?token=rider-token');
    sources[0]!.open();

    lists = { ...lists, new_orders: [makeOrder()] };
    sources[0]!.emit('new_order', { unique_order_id: 'SB-2001' });
    expect(await screen.findByText('Napoli Woodfire Pizza')).toBeTruthy();
    expect(signalArrival).toHaveBeenCalledTimes(1);
    expect(screen.getByText('₹450')).toBeTruthy();

    const listCalls = () => calls.filter((call) => call.call === 'delivery/get-delivery-orders');
    const before = listCalls().length;
    lists = { ...lists, new_orders: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Accept #SB-2001' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Another partner took this order');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('Napoli Woodfire Pizza')).toBeNull());
    expect(calls.find((call) => call.call === 'delivery/accept-to-deliver')?.payload).toEqual({
      token: 'rider-token',
      user_id: 31,
      unique_order_id: 'SB-2001',
    });
  });

  test("[H8.16] the stream's state on connecting shows an offer made while the list was loading, without another call", async () => {
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: {
          success: true,
          data: { new_orders: [], accepted_orders: [], picked_up_orders: [] },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { sources, factory } = fakeEventSources();
    renderRoute(<DeliveryOrdersScreen createEventSource={factory} />, { path: '/delivery/orders' });

    expect(await screen.findByText(/No new orders right now/)).toBeTruthy();
    const listCalls = () => calls.filter((call) => call.call === 'delivery/get-delivery-orders');
    const before = listCalls().length;
    sources[0]!.open();
    sources[0]!.emit('state', { new_orders: 'not a list' });
    sources[0]!.emit('state', {
      new_orders: [makeOrder()],
      accepted_orders: [],
      picked_up_orders: [],
    });
    expect(await screen.findByText('Napoli Woodfire Pizza')).toBeTruthy();
    expect(listCalls().length).toBe(before);
  });

  test('a rider waiting for approval sees why instead of orders, cannot switch on, and the refused orders call is not tried again', async () => {
    const refused = {
      status: 403,
      body: {
        success: false,
        error: { code: 'delivery.rider_pending', message: 'Waiting for approval' },
      },
    };
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({
        body: { success: true, data: { ...profile, is_online: false, approval: 'pending' } },
      }),
      'delivery/get-delivery-orders': () => refused,
      'delivery/toggle-status': () => refused,
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryOrdersScreen createEventSource={null} />, { path: '/delivery/orders' });

    const notice = await screen.findByTestId('rider-approval');
    expect(notice.textContent).toMatch(/waiting for approval/);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    const toggle = await screen.findByRole('switch', { name: 'Available for orders' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(true));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    // The orders list is asked for beside the profile (no wait on a rider's every start); once
    // refused with 403 it is not retried, and with the profile known it is not asked again.
    await new Promise((resolve) => setTimeout(resolve, 1300)); // past a retry's 1 s delay
    const ordersCalls = calls.filter((entry) => entry.call === 'delivery/get-delivery-orders');
    expect(ordersCalls.length).toBeLessThanOrEqual(1);
  });

  test('going offline calls toggle-status and hides new orders', async () => {
    let isOnline = true;
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({
        body: { success: true, data: { ...profile, is_online: isOnline } },
      }),
      'delivery/get-delivery-orders': () => ({
        body: {
          success: true,
          data: { new_orders: [makeOrder()], accepted_orders: [], picked_up_orders: [] },
        },
      }),
      'delivery/toggle-status': (payload) => {
        isOnline = (payload as { is_online: boolean }).is_online;
        return { body: { success: true, data: { is_online: isOnline } } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryOrdersScreen createEventSource={null} />, { path: '/delivery/orders' });

    const toggle = await screen.findByRole('switch', { name: 'Available for orders' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(await screen.findByText('Napoli Woodfire Pizza')).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText('Go online to receive orders')).toBeTruthy();
    expect(screen.queryByText('Napoli Woodfire Pizza')).toBeNull();
    expect(calls.find((call) => call.call === 'delivery/toggle-status')?.payload).toEqual({
      token: 'rider-token',
      user_id: 31,
      is_online: false,
    });
  });

  test('with an order in hand and online, positions are posted at most every 4 s', async () => {
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: {
          success: true,
          data: {
            new_orders: [],
            accepted_orders: [makeOrder({ status: 3 })],
            picked_up_orders: [],
          },
        },
      }),
      'delivery/set-delivery-guy-gps-location': () => ({
        body: { success: true, data: { at: '2026-11-21T10:00:00Z' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    let onPosition: PositionCallback | null = null;
    const clearWatch = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        watchPosition: (success: PositionCallback) => {
          onPosition = success;
          return 5;
        },
        clearWatch,
      },
    });
    const at = (latitude: number) =>
      ({
        coords: { latitude, longitude: 77.64, heading: null, accuracy: 5 },
        timestamp: Date.now(),
      }) as unknown as GeolocationPosition;

    const { unmount } = renderRoute(<DeliveryOrdersScreen createEventSource={null} />, {
      path: '/delivery/orders',
    });
    await waitFor(() => expect(onPosition).not.toBeNull());
    onPosition!(at(12.97));
    onPosition!(at(12.971));
    onPosition!(at(12.972));
    const posts = calls.filter((call) => call.call === 'delivery/set-delivery-guy-gps-location');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.payload).toEqual({
      token: 'rider-token',
      user_id: 31,
      latitude: 12.97,
      longitude: 77.64,
      heading: null,
    });
    expect(await screen.findByText('Sharing your location with the customer')).toBeTruthy();
    unmount();
    expect(clearWatch).toHaveBeenCalledWith(5);
  });
});

describe('/delivery/login', () => {
  afterEach(() => {
    useDeliveryUserStore.getState().logOut();
    vi.unstubAllGlobals();
  });

  test('an account that is not a rider is told so', async () => {
    const { fetchMock } = mockApi({
      'delivery/login': () => ({
        status: 403,
        body: { success: false, error: { code: 'auth.forbidden', message: 'Forbidden' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryLoginScreen />, { path: '/delivery/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'customer@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demopassword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is not a delivery partner',
    );
    expect(localStorage.getItem('delivery_user')).toBeNull();
  });

  test('a rider lands on the orders list with the session stored', async () => {
    const { fetchMock } = mockApi({
      'delivery/login': () => ({
        body: { success: true, data: { ...profile, auth_token: 'rider-token' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<DeliveryLoginScreen />, { path: '/delivery/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rider@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demopassword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery/orders'));
    expect(useDeliveryUserStore.getState().deliveryUser?.data.auth_token).toBe('rider-token');
  });
});
