// @vitest-environment happy-dom
import { ANDROID_WEB_VIEW_UA_MARKER } from '@app/shared/common/platform';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as platform from '../../../lib/platform';
import { reloadToHome } from '../../../lib/platform';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useLocationStore } from '../../../lib/location/location-store';
import { SearchLocationScreen } from './search-location-screen';

vi.mock('../../../lib/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  reloadToHome: vi.fn(),
}));

const popular = [
  { id: 1, name: 'Indiranagar', latitude: 12.9719, longitude: 77.6412 },
  { id: 2, name: 'Koramangala', latitude: 12.9352, longitude: 77.6245 },
];

function installApi() {
  const api = mockApi({
    'popular-geo-locations': () => ({ body: { success: true, data: popular } }),
    'coordinate-to-address': () => ({
      body: {
        success: true,
        data: '100 Feet Road, Indiranagar, Bengaluru',
        place: { city: 'Bengaluru', state: 'Karnataka' },
      },
    }),
    'search-locations': () => ({ body: { success: true, data: [] } }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

function installGeolocation(lat: number, lng: number) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({ coords: { latitude: lat, longitude: lng }, timestamp: 0 } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

describe('/search-location', () => {
  const originalUserAgent = navigator.userAgent;

  beforeEach(() => {
    localStorage.clear();
    vi.mocked(reloadToHome).mockClear();
    useSettingsStore.setState({ settings: { useGpsMessage: 'GPS is the most accurate' } });
    useLocationStore.setState({
      userSetAddress: null,
      geoLocation: null,
      userAlreadySelectedLocation: null,
      geoPlace: null,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, 'userAgent', { value: originalUserAgent, configurable: true });
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });

  it('[R2.12] shows the current-location block with the GPS hint from settings', async () => {
    installApi();
    renderRoute(<SearchLocationScreen />, { path: '/search-location' });
    const button = await screen.findByRole('button', { name: 'Use current location' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('GPS is the most accurate')).toBeTruthy();
  });

  it('[R4.02] choosing a popular location saves a business location, marks it chosen and reloads', async () => {
    installApi();
    renderRoute(<SearchLocationScreen />, { path: '/search-location' });
    fireEvent.click(await screen.findByRole('button', { name: 'Indiranagar' }));

    await waitFor(() => expect(reloadToHome).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('userSetAddress') ?? 'null')).toEqual({
      lat: 12.9719,
      lng: 77.6412,
      address: 'Indiranagar',
      house: null,
      tag: null,
      businessLocation: true,
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(localStorage.getItem('userAlreadySelectedLocation')).toBe('true');
  });

  it('[R4.03][R3.05] a successful current-location lookup saves geoLocation and opens /my-location', async () => {
    installApi();
    installGeolocation(12.97, 77.64);
    const { router } = renderRoute(<SearchLocationScreen />, { path: '/search-location' });

    fireEvent.click(await screen.findByRole('button', { name: 'Use current location' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-location'));
    expect(JSON.parse(localStorage.getItem('geoLocation') ?? 'null')).toEqual({
      formatted_address: '100 Feet Road, Indiranagar, Bengaluru',
      geometry: { location: { lat: 12.97, lng: 77.64 } },
    });
    expect(localStorage.getItem('userSetAddress')).toBeNull();
    expect(reloadToHome).not.toHaveBeenCalled();
  });

  it('[R4.04] in the Android web view with no location chosen yet, picks the current location on load', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: `Mozilla/5.0 (Linux; Android 14; wv) ${ANDROID_WEB_VIEW_UA_MARKER}`,
      configurable: true,
    });
    installApi();
    const getCurrentPosition = installGeolocation(12.97, 77.64);
    renderRoute(<SearchLocationScreen />, { path: '/search-location' });

    await waitFor(() => expect(reloadToHome).toHaveBeenCalledTimes(1));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('userSetAddress') ?? 'null')).toMatchObject({
      lat: 12.97,
      lng: 77.64,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      businessLocation: true,
    });
    expect(localStorage.getItem('userAlreadySelectedLocation')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Getting your location');
  });

  it('[R4.04] in the Android web view after a location was chosen, nothing happens on load', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: `Mozilla/5.0 ${ANDROID_WEB_VIEW_UA_MARKER}`,
      configurable: true,
    });
    useLocationStore.setState({ userAlreadySelectedLocation: 'true' });
    installApi();
    const getCurrentPosition = installGeolocation(12.97, 77.64);
    renderRoute(<SearchLocationScreen />, { path: '/search-location' });

    await screen.findByRole('button', { name: 'Indiranagar' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(reloadToHome).not.toHaveBeenCalled();
  });
});
