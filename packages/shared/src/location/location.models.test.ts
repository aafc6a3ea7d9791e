import { describe, expect, test } from 'vitest';
import { formatAddressLine, formatAddressTag, isUsableSavedAddress } from './location.models';

describe('formatAddressLine', () => {
  test('[R2.07] a business location shows its address in full, however long', () => {
    const address = 'Mahatma Gandhi Road, Shanthala Nagar, Ashok Nagar, Bengaluru 560001';
    expect(formatAddressLine({ address, house: 'Flat 4B', businessLocation: true })).toBe(address);
  });

  test('[R2.07] otherwise the house text is shown when present', () => {
    expect(
      formatAddressLine({
        address: 'Indiranagar, Bengaluru',
        house: 'Flat 4B',
        businessLocation: false,
      }),
    ).toBe('Flat 4B');
  });

  test('[R2.07] without a house the address is shown', () => {
    expect(formatAddressLine({ address: 'Jayanagar, Bengaluru', house: null })).toBe(
      'Jayanagar, Bengaluru',
    );
    expect(formatAddressLine({ address: 'Jayanagar, Bengaluru', house: '   ' })).toBe(
      'Jayanagar, Bengaluru',
    );
  });

  test('[R2.07] text longer than 25 characters is cut to 25 followed by " ..."', () => {
    const address = '12th Main Road, HAL 2nd Stage, Indiranagar';
    expect(formatAddressLine({ address, businessLocation: false })).toBe(
      '12th Main Road, HAL 2nd S ...',
    );
    expect(formatAddressLine({ address, house: 'Tower C, Prestige Shantiniketan' })).toBe(
      'Tower C, Prestige Shantin ...',
    );
  });

  test('[R2.07] text of exactly 25 characters is not cut', () => {
    const address = 'a'.repeat(25);
    expect(formatAddressLine({ address })).toBe(address);
    expect(formatAddressLine({ address: `${address}b` })).toBe(`${address} ...`);
  });
});

describe('formatAddressTag', () => {
  test("[R2.05] the tag defaults to 'Other' and is shown capitalised", () => {
    expect(formatAddressTag(undefined)).toBe('Other');
    expect(formatAddressTag(null)).toBe('Other');
    expect(formatAddressTag('')).toBe('Other');
    expect(formatAddressTag('home')).toBe('Home');
    expect(formatAddressTag('work')).toBe('Work');
  });
});

describe('isUsableSavedAddress', () => {
  test('[R5.01] a missing or empty saved address is not usable', () => {
    expect(isUsableSavedAddress(null)).toBe(false);
    expect(isUsableSavedAddress(undefined)).toBe(false);
    expect(isUsableSavedAddress({})).toBe(false);
    expect(isUsableSavedAddress('Indiranagar')).toBe(false);
    expect(isUsableSavedAddress({ lat: 12.9, lng: 77.6, address: '' })).toBe(false);
    expect(isUsableSavedAddress({ lat: '12.9', lng: 77.6, address: 'x' })).toBe(false);
    expect(isUsableSavedAddress({ lat: Number.NaN, lng: 77.6, address: 'x' })).toBe(false);
  });

  test('[R3.04] a saved address with lat, lng and address is usable', () => {
    expect(
      isUsableSavedAddress({
        lat: 12.9719,
        lng: 77.6412,
        address: 'Indiranagar',
        house: null,
        tag: null,
        city: 'Bengaluru',
        state: 'Karnataka',
        businessLocation: true,
      }),
    ).toBe(true);
  });
});
