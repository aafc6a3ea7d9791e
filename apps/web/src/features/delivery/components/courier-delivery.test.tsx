import type { DeliveryOrder } from '@app/shared/delivery/delivery.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeCourierDeliveryOrder } from '../../../testing/courier-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useDeliveryUserStore } from '../stores/delivery-user-store';
import { DeliveryOrderScreen } from './delivery-order-screen';
import { DeliveryOrdersScreen } from './delivery-orders-screen';

const profile = {
  id: 31,
  name: 'Ravi',
  phone: null,
  is_online: true,
  max_orders: 2,
  active_orders: 1,
  stores: [],
};

const emptyLists = { new_orders: [], accepted_orders: [], picked_up_orders: [] };

function failure(status: number, code: string, headers?: Record<string, string>) {
  return { status, body: { success: false, error: { code, message: code } }, headers };
}

describe('rider: pickup and drop tasks', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    useDeliveryUserStore.getState().logIn({ ...profile, auth_token: 'rider-token' });
  });
  afterEach(() => {
    useDeliveryUserStore.getState().logOut();
    vi.unstubAllGlobals();
  });

  test('an offered task shows Pick & Drop, both stops with landmarks, the package, cash at drop and the earnings; accepting sends accept-to-deliver', async () => {
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: { success: true, data: { ...emptyLists, new_orders: [makeCourierDeliveryOrder()] } },
      }),
      'delivery/accept-to-deliver': () => ({
        body: { success: true, data: makeCourierDeliveryOrder({ status: 3 }) },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryOrdersScreen createEventSource={null} />, { path: '/delivery/orders' });

    const card = (await screen.findByText('Pick & Drop')).closest('li')!;
    const text = card.textContent ?? '';
    expect(text).toContain('Documents');
    expect(text).toContain('Pickup: No. 5, 12th Main, Indiranagar');
    expect(text).toContain('Landmark: Opposite the metro');
    expect(text).toContain('Drop: Flat 12B, 80 Feet Road, Koramangala');
    expect(text).toContain('Landmark: Near Forum Mall');
    expect(text).toContain('2 files · 0.5 kg');
    expect(text).toContain('4.3 km');
    expect(within(card).getByText('Collect ₹120 at drop')).toBeTruthy();
    expect(within(card).getByText('You earn ₹100')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Accept #SB-3001' }));
    await waitFor(() =>
      expect(calls.find((call) => call.call === 'delivery/accept-to-deliver')?.payload).toEqual({
        token: 'rider-token',
        user_id: 31,
        unique_order_id: 'SB-3001',
      }),
    );
  });

  test('the task screen walks arrive at pickup → pickup PIN → arrive at drop → drop PIN → delivered, and says so on a wrong PIN', async () => {
    let order: DeliveryOrder = makeCourierDeliveryOrder({ status: 3 });
    const withCourier = (changes: Partial<NonNullable<DeliveryOrder['courier']>>) => ({
      ...order.courier!,
      ...changes,
    });
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: { success: true, data: { ...emptyLists, accepted_orders: [order] } },
      }),
      'delivery/get-single-delivery-order': () => ({ body: { success: true, data: order } }),
      'delivery/arrived-at-stop': (payload) => {
        const stop = (payload as { stop: 'pickup' | 'drop' }).stop;
        order = {
          ...order,
          courier: withCourier(
            stop === 'pickup'
              ? { arrived_pickup_at: '2026-11-21T10:10:00Z' }
              : { arrived_drop_at: '2026-11-21T10:30:00Z' },
          ),
        };
        return { body: { success: true, data: order } };
      },
      'delivery/pickedup-order': (payload) => {
        if ((payload as { pickup_pin?: string }).pickup_pin !== '3917') {
          return failure(422, 'delivery.pickup_pin_invalid');
        }
        order = { ...order, status: 4 };
        return { body: { success: true, data: order } };
      },
      'delivery/deliver-order': (payload) => {
        if ((payload as { delivery_pin?: string }).delivery_pin !== '5528') {
          return failure(422, 'delivery.pin_invalid');
        }
        order = { ...order, status: 5 };
        return { body: { success: true, data: order } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });

    expect(await screen.findByRole('heading', { name: 'Going to pickup' })).toBeTruthy();
    expect(screen.getByText(/Ring the bell twice/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Asha' }).getAttribute('href')).toBe(
      'tel:+919000000007',
    );
    expect(screen.getByRole('link', { name: 'Call Vikram' }).getAttribute('href')).toBe(
      'tel:+919000000008',
    );
    expect(screen.getByRole('link', { name: 'Navigate to pickup' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9719,77.6412',
    );
    expect(screen.queryByLabelText("Sender's 4-digit pickup PIN")).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: "I've arrived at pickup" }));
    const pickupPin = await screen.findByLabelText("Sender's 4-digit pickup PIN");
    expect(screen.getByRole('heading', { name: 'At pickup' })).toBeTruthy();
    const pickedUp = screen.getByRole('button', { name: 'Picked up' }) as HTMLButtonElement;
    expect(pickedUp.disabled).toBe(true);

    fireEvent.change(pickupPin, { target: { value: '1111' } });
    fireEvent.click(pickedUp);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That pickup PIN is not right. Ask the sender again.',
    );
    fireEvent.change(pickupPin, { target: { value: '3917' } });
    fireEvent.click(pickedUp);

    fireEvent.click(await screen.findByRole('button', { name: "I've arrived at drop" }));
    expect(screen.getByRole('link', { name: 'Navigate to drop' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12.9352,77.6245',
    );
    const dropPin = await screen.findByLabelText("Recipient's 4-digit drop PIN");
    // At the drop, the action panel (over the page) leads with the recipient: Call and Navigate.
    const panel = within(screen.getByTestId('courier-next-action'));
    expect(panel.getByRole('link', { name: 'Call Vikram' }).getAttribute('href')).toBe(
      'tel:+919000000008',
    );
    expect(panel.getByRole('link', { name: 'Navigate to drop' })).toBeTruthy();
    expect(panel.queryByRole('link', { name: 'Call Asha' })).toBeNull();
    fireEvent.change(dropPin, { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That drop PIN is not right. Ask the recipient again.',
    );
    fireEvent.change(dropPin, { target: { value: '5528' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delivered' }));
    expect((await screen.findByRole('status')).textContent).toBe('Package delivered. Well done!');

    const sent = (name: string) =>
      calls.filter((call) => call.call === name).map((call) => call.payload);
    const auth = { token: 'rider-token', user_id: 31, unique_order_id: 'SB-3001' };
    expect(sent('delivery/arrived-at-stop')).toEqual([
      { ...auth, stop: 'pickup' },
      { ...auth, stop: 'drop' },
    ]);
    expect(sent('delivery/pickedup-order')).toEqual([
      { ...auth, pickup_pin: '1111' },
      { ...auth, pickup_pin: '3917' },
    ]);
    expect(sent('delivery/deliver-order')).toEqual([
      { ...auth, delivery_pin: '0000' },
      { ...auth, delivery_pin: '5528' },
    ]);
  });

  test("the task screen shows the sender's package photo as a thumbnail, and no image without one", async () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQ';
    let order = makeCourierDeliveryOrder({ status: 3 }, { package_photo: photo });
    const { fetchMock } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: { success: true, data: { ...emptyLists, accepted_orders: [order] } },
      }),
      'delivery/get-single-delivery-order': () => ({ body: { success: true, data: order } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });
    const thumb = await screen.findByRole('img', { name: "Sender's photo of the package" });
    expect(thumb.getAttribute('src')).toBe(photo);
    first.unmount();

    order = makeCourierDeliveryOrder({ status: 3 });
    renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });
    expect(await screen.findByText(/2 files/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: "Sender's photo of the package" })).toBeNull();
  });

  test('too many wrong PINs says how long to wait', async () => {
    const order = makeCourierDeliveryOrder(
      { status: 3 },
      { arrived_pickup_at: '2026-11-21T10:10:00Z' },
    );
    const { fetchMock } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: { success: true, data: { ...emptyLists, accepted_orders: [order] } },
      }),
      'delivery/get-single-delivery-order': () => ({ body: { success: true, data: order } }),
      'delivery/pickedup-order': () =>
        failure(429, 'delivery.pin_attempts', { 'retry-after': '45' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });
    fireEvent.change(await screen.findByLabelText("Sender's 4-digit pickup PIN"), {
      target: { value: '1234' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Picked up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong PINs. Try again in 45 seconds.',
    );
  });

  test('photo proof is offered at the drop only when the task allows it, and delivers with a JPEG data URL', async () => {
    const atDrop = (allows: boolean) =>
      makeCourierDeliveryOrder(
        { status: 4 },
        {
          arrived_pickup_at: '2026-11-21T10:10:00Z',
          arrived_drop_at: '2026-11-21T10:30:00Z',
          allows_photo_proof: allows,
        },
      );
    let order = atDrop(false);
    const { fetchMock, calls } = mockApi({
      'delivery/update-user-info': () => ({ body: { success: true, data: profile } }),
      'delivery/get-delivery-orders': () => ({
        body: { success: true, data: { ...emptyLists, picked_up_orders: [order] } },
      }),
      'delivery/get-single-delivery-order': () => ({ body: { success: true, data: order } }),
      'delivery/deliver-order': () => {
        order = { ...order, status: 5 };
        return { body: { success: true, data: order } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const first = renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });
    expect(await screen.findByLabelText("Recipient's 4-digit drop PIN")).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Recipient not available? Take a photo' }),
    ).toBeNull();
    first.unmount();

    order = atDrop(true);
    const jpeg = 'data:image/jpeg;base64,/9j/AAAA';
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close: () => undefined })),
    );
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockImplementation(() => jpeg);
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage: () => undefined }) as never);
    renderRoute(<DeliveryOrderScreen uniqueOrderId="SB-3001" />, {
      path: '/delivery/orders/SB-3001',
    });
    const take = await screen.findByRole('button', {
      name: 'Recipient not available? Take a photo',
    });
    const input = screen.getByTestId('proof-photo-input') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(take).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'parcel.jpg', { type: 'image/jpeg' })] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver with this photo' }));
    expect((await screen.findByRole('status')).textContent).toBe('Package delivered. Well done!');
    expect(calls.find((call) => call.call === 'delivery/deliver-order')?.payload).toEqual({
      token: 'rider-token',
      user_id: 31,
      unique_order_id: 'SB-3001',
      proof_photo: jpeg,
    });
    toDataURL.mockRestore();
    getContext.mockRestore();
  });
});
