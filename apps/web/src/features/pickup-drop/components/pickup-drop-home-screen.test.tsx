import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { makeCourierOrder, testDrop, testPickup, testSettings } from '../pickup-drop-fixtures';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { PickupDropHomeScreen } from './pickup-drop-home-screen';

function renderHome(handlers: Parameters<typeof mockApi>[0] = {}, now?: () => Date) {
  const api = mockApi({
    'pickup-and-drop-settings': () => ({ body: { success: true, data: testSettings } }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoute(<PickupDropHomeScreen now={now} />, {
    path: '/pickup-and-drop',
    routes: [{ path: '/pickup-and-drop/details', element: <p>details page</p> }],
  });
  return { ...view, api };
}

describe('PickupDropHomeScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    usePickupDropDraft.getState().clear();
    useUserStore.getState().logOut();
  });
  afterEach(() => vi.unstubAllGlobals());

  test('choosing a type, a description, a weight band and both stops builds the draft and continues', async () => {
    renderHome();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Documents/ }));
    fireEvent.change(screen.getByLabelText('Describe the item'), {
      target: { value: 'Signed lease, 2 files' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '5–10 kg' }));
    expect((screen.getByRole('radio', { name: 'Up to 5 kg' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect((screen.getByRole('radio', { name: '5–10 kg' }) as HTMLInputElement).checked).toBe(true);
    // Stops are set on their own pages; here they arrive in the draft.
    expect(screen.getByRole('link', { name: /Add pickup location/ }).getAttribute('href')).toBe(
      '/pickup-and-drop/location-search/pickup',
    );
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    usePickupDropDraft.getState().setStop('pickup', testPickup);
    usePickupDropDraft.getState().setStop('drop', testDrop);

    await waitFor(() => expect((continueButton as HTMLButtonElement).disabled).toBe(false));
    expect(usePickupDropDraft.getState()).toMatchObject({
      taskType: 'documents',
      description: 'Signed lease, 2 files',
      weightKg: 10,
    });
    fireEvent.click(continueButton);
    expect(await screen.findByText('details page')).toBeTruthy();
  });

  // The fixtures' service hours are 08:00–22:00, platform time (IST, UTC+05:30).
  test('outside the service hours it says "Closed now" with the opening time; the draft can still be made', async () => {
    renderHome({}, () => new Date('2025-11-26T20:30:00Z')); // 02:00 IST
    const closed = await screen.findByText('Closed now · opens 08:00');
    const status = closed.closest('[role="status"]')!;
    expect(status.textContent).toContain('Service hours 08:00–22:00');
    fireEvent.click(await screen.findByRole('radio', { name: /Documents/ }));
    expect(usePickupDropDraft.getState().taskType).toBe('documents');
  });

  test('within the service hours there is no "Closed now"', async () => {
    renderHome({}, () => new Date('2025-11-26T06:30:00Z')); // 12:00 IST
    expect(await screen.findByText('Service hours 08:00–22:00')).toBeTruthy();
    expect(screen.queryByText(/Closed now/)).toBeNull();
  });

  test('when the operator has switched the service off, it says so and offers no form', async () => {
    renderHome({
      'pickup-and-drop-settings': () => ({
        body: { success: true, data: { ...testSettings, is_enabled: false } },
      }),
    });
    expect(await screen.findByText('Pickup and drop is paused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  test('a signed-in customer sends a past task again: both stops and the parcel are prefilled', async () => {
    logInTestCustomer();
    const { api } = renderHome({
      'get-orders': () => ({
        body: {
          success: true,
          data: {
            orders: [makeCourierOrder({}, { description: 'House keys', task_type: 'keys' })],
            has_more: false,
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: House keys' }));
    expect(await screen.findByText('details page')).toBeTruthy();
    expect(usePickupDropDraft.getState()).toMatchObject({
      taskType: 'keys',
      description: 'House keys',
      weightKg: 10,
      pickup: testPickup,
      drop: testDrop,
    });
    expect(api.calls.find((call) => call.call === 'get-orders')?.payload).toMatchObject({
      kind: 'courier',
      page: 1,
    });
  });
});
