// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { PwaRoot } from './pwa-root';

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
}

function renderRoot() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <p>
        <label>
          Search <input defaultValue="" />
        </label>
      </p>
      <PwaRoot />
    </QueryClientProvider>,
  );
}

describe('PWA root', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSettingsStore.setState({
      settings: {
        offlineTitleMessage: 'No signal here',
        offlineSubTitleMessage: 'We reconnect when you are back',
        updatingMessage: 'Refreshing the app',
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ forceNewSettingsVersion: '1', forceCacheClearVersion: '1' }),
      ),
    );
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[R4.16][R1.04] going offline shows the offline page with the operator texts, over the app, and online hides it', async () => {
    setOnline(true);
    renderRoot();
    const input = screen.getByRole('textbox', { name: 'Search' });
    await act(async () => {
      (input as HTMLInputElement).value = 'biryani';
    });
    expect(screen.queryByText('No signal here')).toBeNull();

    setOnline(false);
    await act(async () => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('heading', { name: 'No signal here' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('We reconnect when you are back');

    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('No signal here')).toBeNull();
    // The screen underneath was never unmounted: what was typed is still there.
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe(
      'biryani',
    );
  });

  it('[R4.16] a page that starts offline shows the offline page at once', () => {
    setOnline(false);
    renderRoot();
    expect(screen.getByRole('heading', { name: 'No signal here' })).toBeTruthy();
  });

  it('[R4.16] without operator texts the built-in English ones show', () => {
    useSettingsStore.setState({ settings: {} });
    setOnline(false);
    renderRoot();
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });

  it('[R4.10] a changed cache version shows the updating screen with the updatingMessage setting', async () => {
    setOnline(true);
    localStorage.setItem('forceNewSettingsVersion', '1');
    localStorage.setItem('forceCacheClearVersion', '0');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoot();
    expect(await screen.findByRole('heading', { name: 'Refreshing the app' })).toBeTruthy();
    expect(localStorage.getItem('forceCacheClearVersion')).toBe('1');
  });
});
