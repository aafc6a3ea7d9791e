import type { Order } from '@app/shared/orders/orders.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeEventSources } from '../../../testing/fake-event-source';
import { makeOrder as makeFixtureOrder } from '../../../testing/order-fixture';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import type { MapMarker } from '../../../components/tracking/tracking-map';
import { RunningOrderScreen } from './running-order-screen';

// Leaflet needs a real layout engine; the map's markers are what this test is about.
vi.mock('../../../components/tracking/tracking-map', () => ({
  TrackingMap: ({ markers, label }: { markers: MapMarker[]; label: string }) => (
    <ul aria-label={label}>
      {markers.map((marker) => (
        <li
          key={marker.id}
        >{`${marker.kind} ${marker.latitude.toFixed(4)},${marker.longitude.toFixed(4)}`}</li>
      ))}
    </ul>
  ),
}));

const event = (from: number | null, to: number, at: string) => ({
  from_status: from,
  to_status: to,
  actor: 'store',
  reason: '',
  at,
});

/** A delivery order a rider has (status 3), its store and home 3.3 km apart, paid in cash. */
function makeOrder(overrides: Partial<Order> = {}): Order {
  const base = makeFixtureOrder();
  return makeFixtureOrder({
    status: 3,
    restaurant: { ...base.restaurant, latitude: 12.9719, longitude: 77.6412 },
    address: base.address && { ...base.address, latitude: 13.0019, longitude: 77.6412 },
    distance_km: 3.3,
    bill: { ...base.bill, wallet_used: 0, payable: 45000 },
    events: [
      event(null, 1, '2026-11-21T10:00:00Z'),
      event(1, 2, '2026-11-21T10:01:00Z'),
      event(2, 3, '2026-11-21T10:05:00Z'),
    ],
    ...overrides,
  });
}

describe('/running-order live updates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-21T10:10:00Z'));
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
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
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('polls every 10 s while the stream is down, stops when it is live, and applies its events', async () => {
    let current = makeOrder();
    const { fetchMock, calls } = mockApi({
      'get-order-details': () => ({ body: { success: true, data: current } }),
      'delivery/get-delivery-guy-gps-location': () => ({ body: { success: true, data: null } }),
      'get-restaurant-info/napoli': () => ({
        body: { success: true, data: { prep_time: 20 } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { sources, factory } = fakeEventSources();
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" createEventSource={factory} />, {
      path: '/running-order/SB-1001',
    });
    const detailCalls = () => calls.filter((call) => call.call === 'get-order-details').length;

    expect(await screen.findByRole('heading', { name: /Delivery partner assigned/ })).toBeTruthy();
    expect(sources[0]?.url).toBe('/public/api/stream/order/SB-1001?token=token-7');
    // Prep started 10:01, 20 min: 11 min left at 10:10; then 3.34 km at 20 km/h = 10 min.
    expect(await screen.findByText('Arriving in about 22 min')).toBeTruthy();
    expect(screen.getByText('store 12.9719,77.6412')).toBeTruthy();
    expect(screen.getByText('destination 13.0019,77.6412')).toBeTruthy();

    // Down (not yet open): the page polls.
    expect(detailCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(detailCalls()).toBe(2);

    // Live: no more polling.
    act(() => sources[0]!.open());
    expect(await screen.findByText('Live')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(detailCalls()).toBe(2);

    // A rider position moves the marker and the ETA.
    act(() =>
      sources[0]!.emit('rider_location', {
        unique_order_id: 'SB-1001',
        latitude: 12.9719,
        longitude: 77.6412,
        heading: null,
        at: '2026-11-21T10:10:40Z',
      }),
    );
    expect(await screen.findByText('rider 12.9719,77.6412')).toBeTruthy();

    // Picked up: the status changes at once, the PIN shows big, the ETA is rider → customer.
    current = makeOrder({
      status: 4,
      events: [...makeOrder().events, event(3, 4, '2026-11-21T10:11:00Z')],
    });
    act(() =>
      sources[0]!.emit('order_status', {
        unique_order_id: 'SB-1001',
        status: 4,
        event: event(3, 4, '2026-11-21T10:11:00Z'),
      }),
    );
    expect(await screen.findByRole('heading', { name: /On the way/ })).toBeTruthy();
    expect(screen.getByText('Give this PIN to the delivery partner')).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    act(() =>
      sources[0]!.emit('rider_location', {
        unique_order_id: 'SB-1001',
        latitude: 12.9869,
        longitude: 77.6412,
        heading: 0,
        at: '2026-11-21T10:12:00Z',
      }),
    );
    expect(await screen.findByText('rider 12.9869,77.6412')).toBeTruthy();
    expect(await screen.findByText('Arriving in about 6 min')).toBeTruthy();
    await waitFor(() => expect(detailCalls()).toBe(3)); // the status event refetches once

    // Dropped: polling resumes.
    act(() => sources[0]!.fail());
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(detailCalls()).toBe(4);
  });
});
