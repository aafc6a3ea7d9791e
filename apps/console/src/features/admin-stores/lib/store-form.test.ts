import { describe, expect, test } from 'vitest';
import { emptyForm, fieldsOf, slugOf } from './store-form';

describe('store form', () => {
  const base = {
    ...emptyForm(),
    name: 'Café Nine',
    slug: 'cafe-nine',
    latitude: '12.9',
    longitude: '77.6',
  };

  test('turns typed text into the save call: minor units, basis points, hours, zone', () => {
    const result = fieldsOf({
      ...base,
      min_order: '99.50',
      commission_percent: '12.5',
      always_open: false,
      hours: { ...base.hours, '1': '11:00-15:00, 18:00-23:30' },
      zone_polygon: [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    });
    expect('fields' in result && result.fields).toMatchObject({
      min_order_minor: 9950,
      commission_bps: 1250,
      opening_hours: {
        '1': [
          ['11:00', '15:00'],
          ['18:00', '23:30'],
        ],
      },
      zone_polygon: [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    });
  });

  test('names the first problem: a two-point zone, bad hours, a bad slug', () => {
    expect(
      fieldsOf({
        ...base,
        zone_polygon: [
          [1, 2],
          [3, 4],
        ],
      }),
    ).toEqual({
      problem: 'A zone needs at least 3 points (or clear it).',
    });
    expect(
      fieldsOf({ ...base, always_open: false, hours: { ...base.hours, '2': '9-5' } }),
    ).toMatchObject({
      problem: expect.stringContaining('Tuesday'),
    });
    expect(fieldsOf({ ...base, slug: 'Bad Slug' })).toMatchObject({
      problem: expect.stringContaining('slug'),
    });
  });

  test('a slug from a name', () => {
    expect(slugOf('  Café Nine & Co. ')).toBe('cafe-nine-co');
  });
});
