import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consolePost, KEEP_ALIVE_AFTER_MS } from './console-api';
import { noteOperatorInput } from './operator-activity';
import { readSession, saveSession, SESSION_KEY } from './session';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('console calls', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ id: 4, name: 'Owner', role: 'store_owner', auth_token: 'secret', stores: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts to /public/api/console/<call> with the token in the body and resolves with data', async () => {
    const fetchMock = respond(200, { success: true, data: [{ id: 1 }] });
    await expect(consolePost('get-store-items', { store_id: 7 })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/public/api/console/get-store-items');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'secret', store_id: 7 });
  });

  it('keeps the session in its own key, apart from the customer app', () => {
    expect(localStorage.getItem(SESSION_KEY)).toContain('secret');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('rejects with the server message of the error shape', async () => {
    respond(409, {
      success: false,
      error: { code: 'orders.invalid_transition', message: 'This order was already accepted.' },
    });
    await expect(consolePost('accept-order', { unique_order_id: 'X' })).rejects.toMatchObject({
      code: 'orders.invalid_transition',
      message: 'This order was already accepted.',
    });
    expect(readSession()).not.toBeNull();
  });

  it('when the token is refused, the session ends', async () => {
    respond(401, {
      success: false,
      error: { code: 'auth.unauthenticated', message: 'Please log in again.' },
    });
    await expect(consolePost('get-stores')).rejects.toMatchObject({ status: 401 });
    expect(readSession()).toBeNull();
  });

  it('an operator typing for a long time without calls tells the server, once, that they are here', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    try {
      const fetchMock = respond(200, { success: true, data: [] });
      await consolePost('get-stores'); // a counted call now
      fetchMock.mockClear();
      // Typing a minute later: too soon for a keep-alive.
      vi.setSystemTime(start + 60_000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(fetchMock).not.toHaveBeenCalled();
      // Still typing past the keep-alive age: one counted call, not marked background.
      vi.setSystemTime(start + KEEP_ALIVE_AFTER_MS + 1_000);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/public/api/console/get-stores');
      expect(new Headers(init?.headers).get('x-console-background')).toBeNull();
      // Nobody at the keyboard: a poll is background and keeps nothing alive.
      fetchMock.mockClear();
      vi.setSystemTime(start + 3 * KEEP_ALIVE_AFTER_MS);
      await consolePost('admin/dashboard');
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-console-background')).toBe(
        '1',
      );
    } finally {
      noteOperatorInput();
      vi.useRealTimers();
    }
  });
});
