import type { TrackedCourier } from '@app/shared/courier/courier.schemas';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeTrackedCourier } from '../../../testing/courier-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { TRACK_POLL_MS } from '../api/track-courier';
import { RecipientTrackingScreen } from './recipient-tracking-screen';

function renderTrack(answer: () => { status?: number; body: unknown }) {
  const { fetchMock, calls } = mockApi({ 'pickup-and-drop/track': answer });
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(<RecipientTrackingScreen trackToken="trk_abcdefghijkl" />, {
    path: '/pickup-and-drop/track/trk_abcdefghijkl',
  });
  return calls;
}

describe('/pickup-and-drop/track/:token', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('shows who sends what, the step, the ETA, the drop PIN, the cash due, the rider with a call button and the map', async () => {
    const calls = renderTrack(() => ({ body: { success: true, data: makeTrackedCourier() } }));
    expect(await screen.findByRole('heading', { name: 'Going to pickup' })).toBeTruthy();
    expect(screen.getByText('Asha is sending you')).toBeTruthy();
    expect(screen.getByText('Documents · 2 files')).toBeTruthy();
    expect(screen.getByText(/About 18 min/)).toBeTruthy();
    const pin = screen.getByRole('note', { name: 'Drop PIN' });
    expect(pin.textContent).toContain('Give this PIN to the rider');
    expect(pin.textContent).toContain('5528');
    expect(screen.getByText('Pay ₹120 in cash to the rider')).toBeTruthy();
    expect(screen.getByText('Ravi is bringing it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call rider' }).getAttribute('href')).toBe(
      'tel:+919000000031',
    );
    expect(screen.getByTestId('tracking-map')).toBeTruthy();
    const steps = screen.getByRole('region', { name: 'Progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .find((item) => item.getAttribute('aria-current') === 'step')?.textContent,
    ).toMatch(/^Going to pickup/);
    expect(screen.getByText('Flat 12B, 80 Feet Road, Koramangala')).toBeTruthy();
    expect(calls[0]?.payload).toEqual({ track_token: 'trk_abcdefghijkl' });
    // No sign-in, no tab bar.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  test('before a rider has it: finding a rider, no rider line; asks again every 4 s and stops once delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let task: TrackedCourier = makeTrackedCourier({ status: 1, rider: null, rider_location: null });
    const calls = renderTrack(() => ({ body: { success: true, data: task } }));
    expect(await screen.findByRole('heading', { name: 'Finding a rider' })).toBeTruthy();
    expect(screen.queryByText(/is bringing it/)).toBeNull();
    expect(calls).toHaveLength(1);

    task = makeTrackedCourier({ status: 4, arrived_pickup_at: '2026-11-21T10:10:00Z' });
    await act(() => vi.advanceTimersByTimeAsync(TRACK_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Picked up' })).toBeTruthy();
    expect(calls).toHaveLength(2);

    task = makeTrackedCourier({ status: 5 });
    await act(() => vi.advanceTimersByTimeAsync(TRACK_POLL_MS));
    expect(
      await screen.findByRole('heading', { name: 'Delivered. Your package has arrived.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Drop PIN' })).toBeNull();
    expect(screen.queryByText(/in cash to the rider/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TRACK_POLL_MS * 3));
    expect(calls).toHaveLength(3);
  });

  test('an unknown token says the link is not valid', async () => {
    renderTrack(() => ({
      status: 404,
      body: { success: false, error: { code: 'pickup_drop.track_not_found', message: 'No' } },
    }));
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText('Ask the sender for a new tracking link.')).toBeTruthy();
  });
});
