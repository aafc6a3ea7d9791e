// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, mockApi } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { SettingsGate } from './settings-gate';

function renderGate() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SettingsGate>
        <p>app content</p>
      </SettingsGate>
    </QueryClientProvider>,
  );
}

describe('settings gate', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: null });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('[R1.13] on a first visit waits for settings, then stores them raw under `settings`', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'get-settings': () => ({ body: { success: true, data: { storeColor: '#123456' } } }),
      }).fetchMock,
    );
    renderGate();
    expect(screen.getByRole('status').textContent).toContain('Loading');

    await screen.findByText('app content');
    expect(localStorage.getItem('settings')).toBe('{"storeColor":"#123456"}');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#123456');
  });

  it('paints the cart bar and page headers with their settings; a bad colour is not injected', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'get-settings': () => ({
          body: {
            success: true,
            data: {
              cartColorBg: '#60b246',
              headerBgColor: '#1a73e8',
              headerTextColor: 'url(https://evil.test/x)',
            },
          },
        }),
      }).fetchMock,
    );
    renderGate();
    await screen.findByText('app content');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-cart-bar')).toBe('#60b246');
    // White on this green would be 2.8:1, so the bar's text is ink.
    expect(style.getPropertyValue('--color-cart-bar-text')).toBe('#282c3f');
    expect(style.getPropertyValue('--color-header-bg')).toBe('#1a73e8');
    expect(style.getPropertyValue('--color-header-text')).toBe('');
  });

  it('on a first visit that fails shows an error with Retry, which loads the app', async () => {
    let isUp = false;
    vi.stubGlobal(
      'fetch',
      mockApi({
        'get-settings': () =>
          isUp
            ? { body: { success: true, data: { storeName: 'Swiftbite' } } }
            : {
                status: 503,
                body: { success: false, error: { code: 'server.unavailable', message: 'Down' } },
              },
      }).fetchMock,
    );
    renderGate();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    isUp = true;
    fireEvent.click(retry);
    await screen.findByText('app content');
  });

  it('[R1.13] with stored settings renders at once and refreshes them in the background', async () => {
    useSettingsStore.setState({ settings: { storeName: 'Old name' } });
    const api = mockApi({
      'get-settings': () => ({ body: { success: true, data: { storeName: 'New name' } } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderGate();

    expect(screen.getByText('app content')).toBeTruthy();
    await vi.waitFor(() =>
      expect(useSettingsStore.getState().settings).toEqual({ storeName: 'New name' }),
    );
    expect(api.calls.map((call) => call.call)).toEqual(['get-settings']);
  });

  it('[R8.01] a failed background refresh is only logged: no message, the stored settings stay', async () => {
    const errors = vi.mocked(console.error);
    useSettingsStore.setState({ settings: { storeName: 'Stored name' } });
    const api = mockApi({
      'get-settings': () => ({ status: 500, body: { success: false, code: 'internal' } }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderGate();

    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByText('app content')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(useSettingsStore.getState().settings).toEqual({ storeName: 'Stored name' });
  });
});
