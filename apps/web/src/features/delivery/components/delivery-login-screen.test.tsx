import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { DeliveryLoginScreen } from './delivery-login-screen';

describe('rider log-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('[H8.05] a 429 says "try again in N seconds" from retry-after, not "check your connection"', async () => {
    const { fetchMock } = mockApi({
      'delivery/login': () => ({
        status: 429,
        headers: { 'retry-after': '27' },
        body: { success: false, error: { code: 'auth.rate_limited', message: 'x' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<DeliveryLoginScreen />, { path: '/delivery/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rider@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /log in/i }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts, try again in 27 seconds.');
    expect(alert.textContent).not.toContain('connection');
  });
});
