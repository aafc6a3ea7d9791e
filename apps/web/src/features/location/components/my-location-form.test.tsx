// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useLocationStore } from '../../../lib/location/location-store';
import { composeHouseText, MyLocationForm } from './my-location-form';

describe('/my-location', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: {} });
    useLocationStore.setState({
      userSetAddress: null,
      userAlreadySelectedLocation: null,
      geoLocation: {
        formatted_address: '100 Feet Road, Indiranagar, Bengaluru',
        geometry: { location: { lat: 12.97, lng: 77.64 } },
      },
      geoPlace: { city: 'Bengaluru', state: 'Karnataka' },
    });
  });

  it('[R4.03][R3.04] saves house, landmark and tag as a non-business address, then goes home', () => {
    const { router } = renderRoute(<MyLocationForm />, { path: '/my-location' });
    expect(screen.getByText('100 Feet Road, Indiranagar, Bengaluru')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('House / flat / floor'), {
      target: { value: 'Flat 4B' },
    });
    fireEvent.change(screen.getByLabelText('Landmark (optional)'), {
      target: { value: 'Near Metro' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Work' }));
    expect(screen.getByRole('radio', { name: 'Work' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(JSON.parse(localStorage.getItem('userSetAddress') ?? 'null')).toEqual({
      lat: 12.97,
      lng: 77.64,
      address: '100 Feet Road, Indiranagar, Bengaluru',
      house: 'Flat 4B, Near Metro',
      tag: 'work',
      city: 'Bengaluru',
      state: 'Karnataka',
      businessLocation: false,
    });
    expect(localStorage.getItem('userAlreadySelectedLocation')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
  });

  it('without a looked-up location explains and links back to /search-location', () => {
    useLocationStore.setState({ geoLocation: null });
    renderRoute(<MyLocationForm />, { path: '/my-location' });
    expect(screen.getByRole('link', { name: 'Choose a location' }).getAttribute('href')).toBe(
      '/search-location',
    );
  });

  it('composes house text from house and landmark, or null when both are empty', () => {
    expect(composeHouseText(' Flat 4B ', '')).toBe('Flat 4B');
    expect(composeHouseText('', 'Near Metro')).toBe('Near Metro');
    expect(composeHouseText('  ', ' ')).toBeNull();
  });
});
