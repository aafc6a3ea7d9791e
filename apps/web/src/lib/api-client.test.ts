// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPost } from './api-client';

function respond(status: number, body: string) {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to /public/api/<call> and resolves with the success body', async () => {
    const fetchMock = respond(200, JSON.stringify({ success: true, data: [1, 2] }));
    await expect(apiPost('popular-geo-locations')).resolves.toEqual({
      success: true,
      data: [1, 2],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/public/api/popular-geo-locations',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
  });

  it('turns the error shape into an ApiError with code, status, issues and the body', async () => {
    const body = {
      success: false,
      error: {
        code: 'validation.invalid_body',
        message: 'lat is required',
        issues: [{ path: 'lat', message: 'Required' }],
      },
    };
    respond(400, JSON.stringify(body));
    const error = await apiPost('coordinate-to-address', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation.invalid_body',
      status: 400,
      message: 'lat is required',
      issues: [{ path: 'lat', message: 'Required' }],
      body,
    });
  });

  it('gives an http.<status> code when the body is not the error shape', async () => {
    respond(502, '<html>Bad gateway</html>');
    await expect(apiPost('get-settings')).rejects.toMatchObject({ code: 'http.502', status: 502 });
  });

  it('gives network.unreachable with status 0 when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiPost('get-settings')).rejects.toMatchObject({
      code: 'network.unreachable',
      status: 0,
    });
  });
});
