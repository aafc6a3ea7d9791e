import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { fillTestDraft, makeCourierOrder, testPrice, testSettings } from '../pickup-drop-fixtures';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { PickupDropCheckoutScreen } from './pickup-drop-checkout-screen';
import { PickupDropHomeScreen } from './pickup-drop-home-screen';

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

function stubCanvas() {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4000, height: 3000, close: () => undefined })),
  );
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(JPEG);
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage: () => undefined }) as never);
  return () => {
    toDataURL.mockRestore();
    getContext.mockRestore();
  };
}

function handlers() {
  return mockApi({
    'pickup-and-drop-settings': () => ({ body: { success: true, data: testSettings } }),
    'get-payment-gateways': () => ({
      body: {
        success: true,
        data: [{ code: 'COD', name: 'Cash on delivery', public_key: null }],
      },
    }),
    'pickup-and-drop/checkout-quote': () => ({
      body: {
        success: true,
        data: {
          price: testPrice,
          distance_km: 5.2,
          distance_kind: 'straight_line',
          eta_minutes: 26,
          bill: {
            subtotal: 0,
            addons: 0,
            store_charge: 0,
            small_cart_fee: 0,
            delivery_fee: 12000,
            tax: 600,
            coupon_discount: 0,
            tip: 0,
            total: 12600,
            wallet_used: 0,
            payable: 12600,
          },
          wallet_balance: 0,
          coupon: null,
          coupon_error: null,
        },
      },
    }),
    'pickup-and-drop-place-order': () => ({
      body: { success: true, data: makeCourierOrder({ unique_order_id: 'PD-2001' }) },
    }),
  });
}

async function attachPhoto() {
  const input = (await screen.findByTestId('package-photo-input')) as HTMLInputElement;
  expect(input.type).toBe('file');
  expect(input.accept).toBe('image/*');
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'parcel.jpg', { type: 'image/jpeg' })] },
  });
  return screen.findByRole('img', { name: 'Your photo of the item' });
}

/** The sender's optional photo of the item: attached on the home page, sent with the task. */
describe('package photo', () => {
  let restoreCanvas: () => void;
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().logOut();
    logInTestCustomer();
    fillTestDraft();
    restoreCanvas = stubCanvas();
  });
  afterEach(() => {
    restoreCanvas();
    vi.unstubAllGlobals();
  });

  test('attaching a photo shows a preview, keeps it in the draft, and the quote and booking carry task.photo', async () => {
    const api = handlers();
    vi.stubGlobal('fetch', api.fetchMock);
    const home = renderRoute(<PickupDropHomeScreen />, { path: '/pickup-and-drop' });
    expect(await screen.findByRole('button', { name: 'Add a photo' })).toBeTruthy();
    const preview = await attachPhoto();
    expect(preview.getAttribute('src')).toBe(JPEG);
    expect(usePickupDropDraft.getState().photo).toBe(JPEG);
    expect(localStorage.getItem('pickup_drop_draft')).toContain(JPEG);
    expect(screen.queryByRole('button', { name: 'Add a photo' })).toBeNull();
    home.unmount();

    renderRoute(<PickupDropCheckoutScreen />, {
      path: '/pickup-and-drop/checkout',
      routes: [{ path: '/running-order/:id', element: <p>running order page</p> }],
    });
    const book = await screen.findByRole('button', { name: /Book pickup/ });
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(book);
    expect(await screen.findByText('running order page')).toBeTruthy();
    const quote = api.calls.find((call) => call.call === 'pickup-and-drop/checkout-quote');
    expect((quote?.payload as { task: { photo?: string } }).task.photo).toBe(JPEG);
    const place = api.calls.find((call) => call.call === 'pickup-and-drop-place-order');
    expect((place?.payload as { task: { photo?: string } }).task.photo).toBe(JPEG);
    // Booked: the draft, photo included, is gone.
    expect(usePickupDropDraft.getState().photo).toBeNull();
  });

  test('removing the photo drops the preview and the task carries no photo', async () => {
    const api = handlers();
    vi.stubGlobal('fetch', api.fetchMock);
    const home = renderRoute(<PickupDropHomeScreen />, { path: '/pickup-and-drop' });
    await attachPhoto();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Your photo of the item' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a photo' })).toBeTruthy();
    expect(usePickupDropDraft.getState().photo).toBeNull();
    expect(localStorage.getItem('pickup_drop_draft')).not.toContain(JPEG);
    home.unmount();

    renderRoute(<PickupDropCheckoutScreen />, { path: '/pickup-and-drop/checkout' });
    await screen.findByRole('button', { name: /Book pickup/ });
    await waitFor(() =>
      expect(api.calls.some((call) => call.call === 'pickup-and-drop/checkout-quote')).toBe(true),
    );
    const quote = api.calls.find((call) => call.call === 'pickup-and-drop/checkout-quote');
    expect(quote?.payload).toMatchObject({ task: { description: '2 files' } });
    expect((quote?.payload as { task: object }).task).not.toHaveProperty('photo');
  });

  test('a photo that cannot be read says so and leaves the draft without one', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new Error('not an image');
      }),
    );
    const api = handlers();
    vi.stubGlobal('fetch', api.fetchMock);
    renderRoute(<PickupDropHomeScreen />, { path: '/pickup-and-drop' });
    const input = (await screen.findByTestId('package-photo-input')) as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That photo could not be read. Try another.',
    );
    expect(usePickupDropDraft.getState().photo).toBeNull();
  });
});
