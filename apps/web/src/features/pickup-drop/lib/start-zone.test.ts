import { describe, expect, it } from 'vitest';
import { startZone } from './start-zone';

const bengaluru = { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 };
const mysuru = { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 };
const zones = [bengaluru, mysuru];

describe('the zone the pin map starts in', () => {
  it('is the zone holding the saved location', () => {
    expect(startZone(zones, { latitude: 12.3052, longitude: 76.6552 })).toBe(mysuru);
    expect(startZone(zones, { latitude: 12.9352, longitude: 77.6245 })).toBe(bengaluru);
  });

  it('is the first zone when the saved location is in none, or there is none', () => {
    expect(startZone(zones, { latitude: 28.6139, longitude: 77.209 })).toBe(bengaluru);
    expect(startZone([mysuru, bengaluru], null)).toBe(mysuru);
  });

  it('is the nearest centre when zones overlap, and null before the settings arrive', () => {
    const wide = { ...bengaluru, name: 'Karnataka south', radiusKm: 200 };
    expect(startZone([wide, mysuru], { latitude: 12.3, longitude: 76.64 })).toBe(mysuru);
    expect(startZone(undefined, null)).toBeNull();
    expect(startZone([], null)).toBeNull();
  });
});
