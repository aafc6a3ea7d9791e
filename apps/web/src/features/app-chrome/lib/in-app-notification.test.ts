import { describe, expect, test } from 'vitest';
import { readInAppNotification, resolveClickAction } from './in-app-notification';

describe('in-app notifications', () => {
  test('[R1.04] reads the notification the service worker posts and ignores other messages', () => {
    expect(
      readInAppNotification({
        type: 'in-app-notification',
        notification: {
          title: 'On its way',
          message: 'Ravi picked it up',
          click_action: '/my-orders',
        },
      }),
    ).toEqual({
      title: 'On its way',
      message: 'Ravi picked it up',
      image: null,
      click_action: '/my-orders',
    });
    expect(readInAppNotification({ type: 'SKIP_WAITING' })).toBeNull();
    expect(readInAppNotification('hello')).toBeNull();
    expect(
      readInAppNotification({ type: 'in-app-notification', notification: { title: ' ' } }),
    ).toBeNull();
  });

  test('click actions on this site navigate inside the app; others open; scripts never run', () => {
    const origin = 'https://shop.example';
    expect(resolveClickAction('/running-order/AB12?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/running-order/AB12?x=1',
    });
    expect(resolveClickAction('https://shop.example/offers', origin)).toEqual({
      kind: 'internal',
      path: '/offers',
    });
    expect(resolveClickAction('https://elsewhere.example/a', origin)).toEqual({
      kind: 'external',
      href: 'https://elsewhere.example/a',
    });
    expect(resolveClickAction('javascript:alert(1)', origin)).toBeNull();
    expect(resolveClickAction(null, origin)).toBeNull();
  });
});
