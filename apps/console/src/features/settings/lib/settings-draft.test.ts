import { describe, expect, test } from 'vitest';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { changedValues, draftProblems } from './settings-draft';

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
});
