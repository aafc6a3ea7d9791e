import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { LoginForm } from './login-form';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('log-in form', () => {
  afterEach(() => vi.unstubAllGlobals());

  test.each([
    ['auth.invalid_credentials', 401, 'That email and password do not match. Please try again.'],
    ['request.invalid', 400, 'Enter a valid email and your password.'],
  ])('the server’s %s is shown as a clear message', async (code, status, text) => {
    const { fetchMock } = mockApi({
      login: () => ({ status, body: { success: false, error: { code, message: 'x' } } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginForm />, { path: '/login' });
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fill('Email', 'ravi@example.test');
    fill('Password', 'wrong');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  test('[H8.05] a refusal says how long to wait, from retry-after', async () => {
    const { fetchMock } = mockApi({
      login: () => ({
        status: 429,
        headers: { 'retry-after': '42' },
        body: { success: false, error: { code: 'auth.rate_limited', message: 'x' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<LoginForm />, { path: '/login' });
    fill('Email', 'ravi@example.test');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts, try again in 42 seconds.',
    );
  });
});
