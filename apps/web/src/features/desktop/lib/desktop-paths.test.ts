import { describe, expect, it } from 'vitest';
import { getDesktopRedirect } from './desktop-paths';
import { getPreviewPath } from './preview-path';

describe('where a wide screen goes', () => {
  it('[R1.06] stays at the root, where the landing page shows', () => {
    expect(getDesktopRedirect('/')).toBeNull();
  });

  it('[R1.06] is sent to the root from any other screen', () => {
    expect(getDesktopRedirect('/my-account')).toBe('/');
    expect(getDesktopRedirect('/cart')).toBe('/');
    expect(getDesktopRedirect('/stores')).toBe('/');
    expect(getDesktopRedirect('/stores/a/b/c')).toBe('/');
  });

  it('[R1.08] carries a restaurant or item path, so the landing opens its preview there', () => {
    expect(getDesktopRedirect('/stores/napoli-woodfire-pizza')).toBe(
      '/?open=%2Fstores%2Fnapoli-woodfire-pizza',
    );
    expect(getDesktopRedirect('/stores/napoli-woodfire-pizza/12')).toBe(
      '/?open=%2Fstores%2Fnapoli-woodfire-pizza%2F12',
    );
  });

  it('keeps the rider app, payment returns and the agent hand-off reachable', () => {
    for (const path of [
      '/delivery',
      '/delivery/login',
      '/delivery/orders/abc',
      '/payu-verify/tx-1',
      '/grocery-payu-verify/tx-1',
      '/auth/login-as-customer/7',
      '/pickup-and-drop/track/trk_abcdefghijkl',
    ]) {
      expect(getDesktopRedirect(path), path).toBeNull();
    }
    expect(getDesktopRedirect('/deliveryman')).toBe('/');
    // The recipient's link opens on a laptop too; the booking pages still show the landing.
    expect(getDesktopRedirect('/pickup-and-drop')).toBe('/');
    expect(getDesktopRedirect('/pickup-and-drop/track')).toBe('/');
  });
});

describe('the preview path named by ?open=', () => {
  it('accepts a restaurant or an item path', () => {
    expect(getPreviewPath('/stores/napoli-woodfire-pizza')).toBe('/stores/napoli-woodfire-pizza');
    expect(getPreviewPath('/stores/napoli-woodfire-pizza/12')).toBe(
      '/stores/napoli-woodfire-pizza/12',
    );
  });

  it('refuses anything that is not a same-origin restaurant or item path', () => {
    for (const open of [
      null,
      '',
      '/',
      '/cart',
      '//evil.example/stores/x',
      'https://evil.example/stores/x',
      'javascript:alert(1)',
      '/stores/x/../../cart',
      '/stores/x/1/2',
      '/stores/\\evil.example',
    ]) {
      expect(getPreviewPath(open), String(open)).toBeNull();
    }
  });
});
