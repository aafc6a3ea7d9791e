import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeCourierOrder } from '../../../testing/courier-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { MyOrdersScreen } from './my-orders-screen';
import { RunningOrderScreen } from './running-order-screen';

const rider = { name: 'Ravi', phone: '+919000000031' };

function renderOrder(order: ReturnType<typeof makeCourierOrder>) {
  const { fetchMock, calls } = mockApi({
    'get-order-details': () => ({ body: { success: true, data: order } }),
    'delivery/get-delivery-guy-gps-location': () => ({
      body: {
        success: true,
        data: { latitude: 12.96, longitude: 77.635, heading: null, at: '2026-11-21T10:05:00Z' },
      },
    }),
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = renderRoute(
    <RunningOrderScreen uniqueOrderId="SB-3001" createEventSource={null} />,
    {
      path: '/running-order/SB-3001',
    },
  );
  return { ...view, calls };
}

describe('/running-order for a pickup and drop task', () => {
  beforeEach(() => {
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
  afterEach(() => vi.unstubAllGlobals());

  test.each([
    [{ status: 1 }, {}, 'Finding a rider'],
    [{ status: 3, rider }, {}, 'Going to pickup'],
    [{ status: 3, rider }, { arrived_pickup_at: '2026-11-21T10:10:00Z' }, 'At pickup'],
    [{ status: 4, rider }, { arrived_pickup_at: '2026-11-21T10:10:00Z' }, 'Picked up'],
    [
      { status: 4, rider },
      { arrived_pickup_at: '2026-11-21T10:10:00Z', arrived_drop_at: '2026-11-21T10:30:00Z' },
      'At drop',
    ],
    [{ status: 5, is_ratable: true }, {}, 'Delivered'],
  ] as const)(
    'status %o with %o reads "%s", the current courier step',
    async (order, task, label) => {
      renderOrder(makeCourierOrder(order, task));
      expect(await screen.findByRole('heading', { name: new RegExp(`${label}$`) })).toBeTruthy();
      const steps = screen.getByRole('region', { name: 'Progress' });
      const current = within(steps)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step');
      expect(current?.textContent).toMatch(new RegExp(`^${label}`));
      // No store here: the restaurant's steps and "rate the store" never show.
      expect(screen.queryByText('Preparing')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Rate order' })).toBeNull();
    },
  );

  test('before pickup: both PINs, the stops with contacts, the package, the fare and cancel while no rider has it', async () => {
    renderOrder(makeCourierOrder({ status: 1 }));
    const pickupPin = await screen.findByRole('note', { name: 'Pickup PIN' });
    expect(pickupPin.textContent).toContain('Give this PIN to the rider at pickup');
    expect(pickupPin.textContent).toContain('3917');
    const dropPin = screen.getByRole('note', { name: 'Drop PIN' });
    expect(dropPin.textContent).toContain('Share with the recipient');
    expect(dropPin.textContent).toContain('5528');
    expect(screen.getByRole('link', { name: 'Call Asha' }).getAttribute('href')).toBe(
      'tel:+919000000007',
    );
    expect(screen.getByRole('link', { name: 'Call Vikram' }).getAttribute('href')).toBe(
      'tel:+919000000008',
    );
    expect(screen.getByText('Landmark: Near Forum Mall')).toBeTruthy();
    expect(screen.getByText(/2 files · 0.5 kg/)).toBeTruthy();

    const fare = within(screen.getByRole('region', { name: 'Fare' }));
    expect(fare.getByText('Base fare').nextSibling?.textContent).toBe('₹40');
    expect(fare.getByText('Distance (4.3 km)').nextSibling?.textContent).toBe('₹30');
    expect(fare.getByText('Weight').nextSibling?.textContent).toBe('₹10');
    expect(fare.getByText('Night').nextSibling?.textContent).toBe('₹8');
    expect(fare.getByText('Total').nextSibling?.textContent).toBe('₹92.40');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  test('a sender paying cash reads "Cash at pickup", not "Cash on delivery"', async () => {
    renderOrder(makeCourierOrder({ status: 1, payment_method: 'COD', payment_status: 'unpaid' }));
    expect(await screen.findByText('Cash at pickup')).toBeTruthy();
    expect(screen.queryByText('Cash on delivery')).toBeNull();
  });

  test('a recipient paying cash reads "Cash at drop"', async () => {
    renderOrder(
      makeCourierOrder(
        { status: 1, payment_method: 'COD', payment_status: 'unpaid' },
        { payer: 'recipient' },
      ),
    );
    expect(await screen.findByText('Cash at drop')).toBeTruthy();
  });

  test('after pickup the pickup PIN is gone, the drop PIN stays, no cancel; the rider can be called', async () => {
    renderOrder(makeCourierOrder({ status: 4, rider }));
    expect(await screen.findByRole('note', { name: 'Drop PIN' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Pickup PIN' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect((await screen.findByRole('link', { name: /Call rider/ })).getAttribute('href')).toBe(
      'tel:+919000000031',
    );
  });

  test("the sender's package photo shows as a thumbnail with alt text; none without one", async () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQ';
    const first = renderOrder(makeCourierOrder({ status: 1 }, { package_photo: photo }));
    const thumb = await screen.findByRole('img', { name: "Sender's photo of the package" });
    expect(thumb.getAttribute('src')).toBe(photo);
    first.unmount();
    renderOrder(makeCourierOrder({ status: 1 }));
    expect(await screen.findByRole('note', { name: 'Drop PIN' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: "Sender's photo of the package" })).toBeNull();
  });

  test('"Share tracking link" shares the recipient\'s page, or copies it', async () => {
    const shareMock = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareMock });
    renderOrder(makeCourierOrder({ status: 3, rider }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share tracking link' }));
    await waitFor(() => expect(shareMock).toHaveBeenCalledTimes(1));
    expect(shareMock.mock.calls[0]).toEqual([
      expect.objectContaining({
        url: `${window.location.origin}/pickup-and-drop/track/trk_abcdefghijkl`,
      }),
    ]);
  });

  test('without the Web Share API the link is copied and that is said', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderOrder(makeCourierOrder({ status: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share tracking link' }));
    expect(await screen.findByText('Tracking link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/pickup-and-drop/track/trk_abcdefghijkl`,
    );
  });

  test('my orders lists a task as "Pick & Drop · <type>" with its drop address, no store, no reorder', async () => {
    const { fetchMock } = mockApi({
      'get-orders': () => ({
        body: {
          success: true,
          data: { orders: [makeCourierOrder({ status: 3, rider })], has_more: false },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<MyOrdersScreen />, { path: '/my-orders' });
    const title = await screen.findByRole('link', { name: 'Pick & Drop · Documents' });
    const card = title.closest('li')!;
    expect(card.textContent).toContain('Drop: Flat 12B, 80 Feet Road, Koramangala');
    expect(card.textContent).not.toContain('Pick & Drop ·  ');
    expect(within(card).queryByRole('button', { name: /Reorder/ })).toBeNull();
  });
});
