import { afterEach, describe, expect, test, vi } from 'vitest';
import { subscribeAndSave } from './push';

describe('subscribeAndSave', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  test('two calls at once (Allow and the granted-permission refresh) subscribe and save once', async () => {
    let subscribes = 0;
    const subscription = {
      toJSON: () => ({ endpoint: 'https://push.example.test/1', keys: { p256dh: 'p', auth: 'a' } }),
    };
    const registration = {
      pushManager: {
        getSubscription: async () => null,
        subscribe: async () => {
          subscribes += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return subscription;
        },
      },
    };
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve(registration) } });
    const save = vi.fn(async () => {});
    const input = { vapidPublicKey: 'BAAA', save };
    const results = await Promise.all([subscribeAndSave(input), subscribeAndSave(input)]);
    expect(results).toEqual(['saved', 'saved']);
    expect(subscribes).toBe(1);
    expect(save).toHaveBeenCalledTimes(1);
    // Once settled, a later call runs again (and finds the same subscription saved).
    expect(await subscribeAndSave(input)).toBe('unchanged');
    expect(subscribes).toBe(2);
  });
});
