// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableIframePageLoading":true}}
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useLanguageStore } from '../../../lib/i18n/language-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { DesktopGate } from './desktop-gate';

/** A controllable `matchMedia`: `setWide()` flips the width and tells the listeners. */
function stubScreen({ isWide }: { isWide: boolean }) {
  const listeners = new Set<() => void>();
  let matches = isWide;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(min-width: 769px)' && matches;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    setWide(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderGate(initialPath: string) {
  return renderRoute(
    <DesktopGate>
      <p>mobile app</p>
    </DesktopGate>,
    { path: '*', initialPath },
  );
}

describe('desktop gate', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: { storeName: 'Swiftbite', hideDesktopView: 'false' } });
    useLanguageStore.setState({
      languages: null,
      userPreferedLanguage: null,
      activeLanguage: null,
    });
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[R1.06] a screen of 768 px or less gets the mobile app on every route', () => {
    stubScreen({ isWide: false });
    const { router } = renderGate('/my-account');
    expect(screen.getByText('mobile app')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
  });

  it('[R1.06][R2.03] a wide screen at the root shows the desktop landing page instead', async () => {
    stubScreen({ isWide: true });
    renderGate('/');
    expect(await screen.findByRole('button', { name: 'Use app' })).toBeTruthy();
    expect(screen.queryByText('mobile app')).toBeNull();
  });

  it('[R1.06] a wide screen elsewhere is redirected to the root, replacing the history entry', async () => {
    stubScreen({ isWide: true });
    const { router } = renderGate('/my-account');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('mobile app')).toBeNull();
  });

  it('[R1.08] a wide screen on a restaurant is redirected with the path to open in the preview', async () => {
    stubScreen({ isWide: true });
    const { router } = renderGate('/stores/napoli-woodfire-pizza');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?open=%2Fstores%2Fnapoli-woodfire-pizza');
  });

  it('[R1.06] hide-desktop-view "true" keeps the mobile app on a wide screen', () => {
    stubScreen({ isWide: true });
    useSettingsStore.setState({ settings: { hideDesktopView: 'true' } });
    const { router } = renderGate('/my-account');
    expect(screen.getByText('mobile app')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-account');
  });

  it('the rider app stays reachable on a wide screen', () => {
    stubScreen({ isWide: true });
    renderGate('/delivery/orders');
    expect(screen.getByText('mobile app')).toBeTruthy();
  });

  it('inside a frame (the landing preview) the app is always the mobile app', () => {
    stubScreen({ isWide: true });
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    renderGate('/');
    expect(screen.getByText('mobile app')).toBeTruthy();
  });

  it('[R1.06] follows the width as the window is resized', async () => {
    const media = stubScreen({ isWide: false });
    renderGate('/');
    expect(screen.getByText('mobile app')).toBeTruthy();
    media.setWide(true);
    expect(await screen.findByRole('button', { name: 'Use app' })).toBeTruthy();
    media.setWide(false);
    expect(screen.getByText('mobile app')).toBeTruthy();
  });
});
