// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocationStore } from '../../lib/location/location-store';
import { useSettingsStore } from '../../lib/settings/settings-store';
import { emptySlides, ok } from '../../testing/catalog-fixtures';
import { mockApi, renderRoute } from '../../testing/render';
import { loadHomeScreen } from '../home-screens';
import { Component as Home } from './home';

const settings = {
  firstScreenHeading: 'Hungry? You are in the right place',
  firstScreenSubHeading: 'Order from the best restaurants',
  firstScreenSetupLocation: 'Set up your location',
  firstScreenLoginText: 'Have an account?',
  firstScreenLoginBtn: 'Login',
  hideHeaderBackButton: 'true',
  footerStyleType: 'FLOAT',
};

describe('home route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  beforeEach(async () => {
    // Both screens are loaded before render, as the route's import starts them.
    await Promise.all([loadHomeScreen('first'), loadHomeScreen('feed')]);
    // The home feed under the header loads its lists; these tests are about the header.
    const { fetchMock } = mockApi({
      'get-delivery-restaurants': ok([]),
      'promo-slider': ok(emptySlides),
      'get-restaurant-category-slides': ok([]),
    });
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    useSettingsStore.setState({ settings });
    useLocationStore.setState({ userSetAddress: null, geoLocation: null, geoPlace: null });
  });

  it('[R1.01][R4.01] without a saved address shows the first screen with texts from settings', () => {
    renderRoute(<Home />);
    expect(screen.getByRole('heading', { name: settings.firstScreenHeading })).toBeTruthy();
    expect(screen.getByText(settings.firstScreenSubHeading)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: settings.firstScreenSetupLocation }).getAttribute('href'),
    ).toBe('/search-location');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('[R5.01] a corrupted saved address is removed from storage and the first screen shows', async () => {
    localStorage.setItem('userSetAddress', '{"lat":"x","address":""}');
    await useLocationStore.persist.rehydrate();
    renderRoute(<Home />);

    expect(localStorage.getItem('userSetAddress')).toBeNull();
    expect(screen.getByRole('heading', { name: settings.firstScreenHeading })).toBeTruthy();
  });

  it('[R2.05][R2.07][R2.06][R2.08] with a saved address shows the header: tag, address line, offers and account', async () => {
    localStorage.setItem(
      'userSetAddress',
      JSON.stringify({
        lat: 12.97,
        lng: 77.64,
        address: '100 Feet Road, Indiranagar, Bengaluru',
        house: 'Flat 4B, Lotus Residency, 12th Main',
        tag: 'work',
        businessLocation: false,
      }),
    );
    await useLocationStore.persist.rehydrate();
    renderRoute(<Home />);

    expect(screen.getByTestId('address-tag').textContent).toBe('Work');
    expect(screen.getByTestId('address-line').textContent).toBe('Flat 4B, Lotus Residency, ...');
    expect(screen.getByRole('link', { name: /Work/ }).getAttribute('href')).toBe(
      '/search-location',
    );
    expect(screen.getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/offers');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe(
      '/my-account',
    );
    // hideHeaderBackButton is 'true'
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('[R2.06] shows the back button when hideHeaderBackButton is not true', () => {
    useSettingsStore.setState({ settings: { ...settings, hideHeaderBackButton: 'false' } });
    useLocationStore.setState({
      userSetAddress: { lat: 1, lng: 2, address: 'MG Road', businessLocation: true },
    });
    renderRoute(<Home />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByTestId('address-tag').textContent).toBe('Other');
  });
});
