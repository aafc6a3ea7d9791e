import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRoute } from './login';

describe('console log-in', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('[H8.05] a 429 says "try again in N seconds" from retry-after', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: { code: 'auth.rate_limited', message: 'Too many attempts.' },
            }),
            { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '19' } },
          ),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <LoginRoute />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts, try again in 19 seconds.')).toBeTruthy();
  });
});
