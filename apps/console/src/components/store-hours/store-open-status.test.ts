import { describe, expect, test } from 'vitest';
import { storeOpenStatus } from './store-open-status';

describe("a store's open status on the owner's board", () => {
  test('switched on but outside its hours is closed, with the time it opens', () => {
    expect(storeOpenStatus(true, { is_open: false, status_text: 'Opens at 09:00' })).toEqual({
      isOpen: false,
      label: 'Opens at 09:00',
      description:
        'Switched on, but closed now (Opens at 09:00): customers cannot order until then.',
    });
  });
  test('switched on and inside its hours is open; switched off is closed whatever the hours', () => {
    expect(storeOpenStatus(true, { is_open: true, status_text: null }).label).toBe('Open');
    expect(storeOpenStatus(false, { is_open: true, status_text: null })).toMatchObject({
      isOpen: false,
      label: 'Switched off',
    });
  });
  test('before the hours have loaded (or when they cannot be read) it says only that it is on', () => {
    expect(storeOpenStatus(true, undefined)).toMatchObject({ isOpen: true, label: 'On' });
  });
});
