import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders `element` at `path` inside a memory router and a fresh query client. */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    routes = [],
    initialPath = path,
  }: { path?: string; routes?: RouteObject[]; initialPath?: string } = {},
) {
  const router = createMemoryRouter(
    [{ path, element }, ...routes, { path: '*', element: <p>other page</p> }],
    { initialEntries: [initialPath] },
  );
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A `fetch` stand-in answering each call by name with `{ success: true, data }` or a given body. */
export function mockApi(
  handlers: Record<
    string,
    (payload: unknown) => { status?: number; body: unknown; headers?: Record<string, string> }
  >,
) {
  const calls: { call: string; payload: unknown }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const call = url.replace(/^.*\/public\/api\//, '');
    const payload = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ call, payload });
    const handler = handlers[call];
    if (!handler) {
      return new Response(
        JSON.stringify({ success: false, error: { code: 'route.not_found', message: 'No' } }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      );
    }
    const { status = 200, body, headers } = handler(payload);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { fetchMock, calls };
}
