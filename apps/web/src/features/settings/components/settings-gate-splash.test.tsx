// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_BACKUP_REMOVAL_MS, SPLASH_ID } from '../../../components/ui/splash';
import { createTestQueryClient, mockApi } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { SettingsGate } from './settings-gate';

describe('settings gate and the splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    // A returning visitor: the app renders from stored settings while the refresh runs.
    useSettingsStore.setState({ settings: { storeName: 'Swiftbite' } });
    const splash = document.createElement('div');
    splash.id = SPLASH_ID;
    document.body.append(splash);
  });
  afterEach(() => {
    cleanup();
    document.getElementById(SPLASH_ID)?.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[R4.14] removes the splash again 1 s after settings arrive, not before', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'get-settings': () => ({ body: { success: true, data: { storeName: 'Swiftbite' } } }),
      }).fetchMock,
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <SettingsGate>
          <p>app content</p>
        </SettingsGate>
      </QueryClientProvider>,
    );
    // Let the settings request resolve (fake timers still drive React Query's scheduling).
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(SPLASH_BACKUP_REMOVAL_MS - 10));
    expect(document.getElementById(SPLASH_ID)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(document.getElementById(SPLASH_ID)).toBeNull();
  });
});
