// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/render';
import { SETTINGS_VERSION_KEY, CACHE_VERSION_KEY } from '../lib/forced-update';
import { ForcedUpdate, RECHECK_INTERVAL_MS } from './forced-update';

describe('forced update of an open app', () => {
  let served = { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' };
  const fetchMock = vi.fn(async () => Response.json(served));
  const versionCalls = () =>
    fetchMock.mock.calls.filter((call) => String((call as unknown[])[0]).includes('version.json'))
      .length;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(SETTINGS_VERSION_KEY, '1');
    localStorage.setItem(CACHE_VERSION_KEY, '1');
    served = { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' };
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('checks the version again when it returns to view, at most once a minute, and takes a new settings version', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const onChecked = vi.fn();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ForcedUpdate onChecked={onChecked} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(onChecked).toHaveBeenCalledWith('unchanged'));
    expect(versionCalls()).toBe(1);

    // The console saved a setting.
    served = { forceNewSettingsVersion: '2', forceCacheClearVersion: '1' };
    now.mockReturnValue(start + 5_000);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(versionCalls()).toBe(1);

    now.mockReturnValue(start + RECHECK_INTERVAL_MS + 1);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(localStorage.getItem(SETTINGS_VERSION_KEY)).toBe('2'));
    expect(versionCalls()).toBe(2);
    expect(onChecked).toHaveBeenCalledTimes(1);
  });
});
