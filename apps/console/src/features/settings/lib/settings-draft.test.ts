import { describe, expect, test } from 'vitest';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { settingField } from '@app/shared/settings/settings-catalog';
import { changedValues, draftProblems, shownValue } from './settings-draft';

const stored: AdminSettings = {
  values: { storeColor: '#fc8019', storeName: 'Swiftbite', cartMaxLines: '30' },
  secrets: { stripeSecretKey: true, smtpPassword: false },
  versions: { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' },
};

describe('the settings draft', () => {
  test('sends only values that differ, trimmed; an empty secret is left alone, a cleared one emptied', () => {
    const changes = changedValues(stored, {
      values: {
        storeColor: ' #1a73e8 ',
        storeName: 'Swiftbite',
        stripeSecretKey: '',
        smtpPassword: 'new-pass',
      },
      clearedSecrets: ['stripeSecretKey'],
    });
    expect(changes).toEqual({
      storeColor: '#1a73e8',
      smtpPassword: 'new-pass',
      stripeSecretKey: '',
    });
  });

  test('names the problem of each value the server would refuse', () => {
    expect(draftProblems({ storeColor: 'red', cartMaxLines: '0', storeName: 'ok' })).toEqual({
      storeColor: expect.stringContaining('#'),
      cartMaxLines: 'must be at least 1',
    });
  });

  test('money settings: shown in rupees, sent in paise, refused in rupees', () => {
    const fee = settingField('grocerySmallCartFee')!;
    expect(shownValue(fee, '1500')).toBe('15');
    expect(shownValue(fee, '1550')).toBe('15.50');
    expect(shownValue(fee, '')).toBe('');
    expect(shownValue(settingField('cartMaxLines')!, '30')).toBe('30');
    const withFee = { ...stored, values: { ...stored.values, grocerySmallCartFee: '1500' } };
    expect(
      changedValues(withFee, { values: { grocerySmallCartFee: '15' }, clearedSecrets: [] }),
    ).toEqual({});
    expect(
      changedValues(withFee, { values: { grocerySmallCartFee: ' 7.5 ' }, clearedSecrets: [] }),
    ).toEqual({ grocerySmallCartFee: '750' });
    expect(
      draftProblems({ grocerySmallCartFee: 'ten', grocerySmallCartThreshold: '10000001' }),
    ).toEqual({
      grocerySmallCartFee: 'must be an amount in rupees, like 15 or 15.50',
      grocerySmallCartThreshold: 'must be at most ₹100000',
    });
  });
});
