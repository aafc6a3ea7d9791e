// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_WEB_VIEW_UA_MARKER } from '@app/shared/common/platform';
import { mockApi } from '../../testing/render';
import { POSITION_TIMEOUT_MS, useCurrentLocation } from './use-current-location';

type PositionCallbacks = {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
};

function installGeolocation() {
  const requests: PositionCallbacks[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn(
      (
        success: PositionCallback,
        error?: PositionErrorCallback | null,
        options?: PositionOptions,
      ) => {
        requests.push({ success, error, options });
      },
    ),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return requests;
}

function position(lat: number, lng: number): GeolocationPosition {
  return {
    coords: { latitude: lat, longitude: lng },
    timestamp: Date.now(),
  } as GeolocationPosition;
}

const deniedError = { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;
const DENIED_MESSAGE = 'Location access was not granted.';

describe('current location flow', () => {
  const originalUserAgent = navigator.userAgent;

  // happy-dom has no alert(): stand one in.
  const alertMock = vi.fn();

  beforeEach(() => {
    alertMock.mockReset();
    vi.stubGlobal('alert', alertMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, 'userAgent', { value: originalUserAgent, configurable: true });
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it('[R5.02] asks for the position with a 5000 ms time-out and shows loading meanwhile', () => {
    const requests = installGeolocation();
    const { result } = renderHook(() =>
      useCurrentLocation({
        onResolved: () => ({ keepOverlay: false }),
        deniedMessage: DENIED_MESSAGE,
      }),
    );
    act(() => result.current.locate());
    expect(result.current.isLocating).toBe(true);
    expect(requests[0]?.options).toEqual({ timeout: POSITION_TIMEOUT_MS });
    expect(POSITION_TIMEOUT_MS).toBe(5000);
  });

  it('[R4.03] turns the position into a geoLocation through the reverse lookup, then hides loading', async () => {
    const requests = installGeolocation();
    const api = mockApi({
      'coordinate-to-address': () => ({
        body: {
          success: true,
          data: 'Indiranagar, Bengaluru',
          place: { city: 'Bengaluru', state: 'Karnataka' },
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const onResolved = vi.fn(() => ({ keepOverlay: false }));
    const { result } = renderHook(() =>
      useCurrentLocation({ onResolved, deniedMessage: DENIED_MESSAGE }),
    );

    act(() => result.current.locate());
    act(() => requests[0]?.success(position(12.97, 77.64)));

    await waitFor(() => expect(result.current.isLocating).toBe(false));
    expect(api.calls).toEqual([
      { call: 'coordinate-to-address', payload: { lat: 12.97, lng: 77.64 } },
    ]);
    expect(onResolved).toHaveBeenCalledWith({
      geoLocation: {
        formatted_address: 'Indiranagar, Bengaluru',
        geometry: { location: { lat: 12.97, lng: 77.64 } },
      },
      place: { city: 'Bengaluru', state: 'Karnataka' },
    });
  });

  it('[R8.03][R4.05] on position failure hides loading, alerts the GPS message and logs the error', () => {
    const requests = installGeolocation();
    const { result } = renderHook(() =>
      useCurrentLocation({
        onResolved: () => ({ keepOverlay: false }),
        deniedMessage: DENIED_MESSAGE,
      }),
    );
    act(() => result.current.locate());
    act(() => requests[0]?.error?.(deniedError));

    expect(result.current.isLocating).toBe(false);
    expect(alertMock).toHaveBeenCalledWith(DENIED_MESSAGE);
    expect(console.error).toHaveBeenCalledWith(deniedError);
  });

  it('[R8.03][R9.03] inside the Android web view a position failure shows no alert', () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: `Mozilla/5.0 (Linux; Android 14) ${ANDROID_WEB_VIEW_UA_MARKER}/1.0`,
      configurable: true,
    });
    const requests = installGeolocation();
    const { result } = renderHook(() =>
      useCurrentLocation({
        onResolved: () => ({ keepOverlay: false }),
        deniedMessage: DENIED_MESSAGE,
      }),
    );
    act(() => result.current.locate());
    act(() => requests[0]?.error?.(deniedError));

    expect(result.current.isLocating).toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(deniedError);
  });

  it('[R8.03] without a geolocation API loading just stops, with no alert', () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    const { result } = renderHook(() =>
      useCurrentLocation({
        onResolved: () => ({ keepOverlay: false }),
        deniedMessage: DENIED_MESSAGE,
      }),
    );
    act(() => result.current.locate());
    expect(result.current.isLocating).toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('[R8.04] on reverse lookup failure logs a warning with the response data and keeps loading', async () => {
    const requests = installGeolocation();
    const failure = {
      success: false,
      error: { code: 'location.lookup_failed', message: 'Geocoder down' },
    };
    vi.stubGlobal(
      'fetch',
      mockApi({ 'coordinate-to-address': () => ({ status: 502, body: failure }) }).fetchMock,
    );
    const onResolved = vi.fn(() => ({ keepOverlay: false }));
    const { result } = renderHook(() =>
      useCurrentLocation({ onResolved, deniedMessage: DENIED_MESSAGE }),
    );

    act(() => result.current.locate());
    act(() => requests[0]?.success(position(12.97, 77.64)));

    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(failure));
    expect(result.current.isLocating).toBe(true);
    expect(onResolved).not.toHaveBeenCalled();

    // The overlay's Cancel is the way out.
    act(() => result.current.cancel());
    expect(result.current.isLocating).toBe(false);
  });
});
