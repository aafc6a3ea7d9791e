import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';

const user = {
  id: 9,
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  phone: '+919812345678',
  avatar: null,
  role: 'customer',
  auth_token: 'token-9',
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('register', () => {
  beforeEach(() => useUserStore.setState({ user: null, addresses: null }));
  afterEach(() => vi.unstubAllGlobals());

  test('when the server asks for the phone code, a code step sends it with the details', async () => {
    const { fetchMock, calls } = mockApi({
      register: (payload) =>
        (payload as { otp?: string | null }).otp
          ? { body: { success: true, data: user, addresses: [] } }
          : {
              status: 400,
              body: { success: false, error: { code: 'otp.required', message: 'Code needed' } },
            },
      'generate-otp-for-register': () => ({ body: { success: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<RegisterForm />, { path: '/register' });

    fill('Full name', 'Ravi Kumar');
    fill('Email', 'ravi@example.test');
    fill('Phone', '+919812345678');
    fill('Password', 'long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('We sent a 6-digit code to +919812345678.')).toBeTruthy();
    expect(calls).toContainEqual({
      call: 'generate-otp-for-register',
      payload: { phone: '+919812345678' },
    });
    fill('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)).toEqual({
      call: 'register',
      payload: {
        name: 'Ravi Kumar',
        email: 'ravi@example.test',
        phone: '+919812345678',
        password: 'long-password',
        otp: '123456',
      },
    });
    expect(useUserStore.getState().user?.data.name).toBe('Ravi Kumar');
  });

  test('a taken email says so', async () => {
    const { fetchMock } = mockApi({
      register: () => ({
        status: 409,
        body: { success: false, error: { code: 'auth.email_taken', message: 'Taken' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<RegisterForm />, { path: '/register' });
    fill('Full name', 'Ravi Kumar');
    fill('Email', 'ravi@example.test');
    fill('Phone', '+919812345678');
    fill('Password', 'long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This email is already registered.',
    );
  });
});

describe('forgot password', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('email, then code, then a new password', async () => {
    const { fetchMock, calls } = mockApi({
      'send-password-reset-mail': () => ({ body: { success: true } }),
      'verify-password-reset-otp': () => ({ body: { success: true } }),
      'change-password': () => ({ body: { success: true } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ForgotPasswordForm />, { path: '/login/forgot-password' });

    fill('Email', 'ravi@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    fill('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await screen.findByLabelText('New password');
    fill('New password', 'another-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText('Password changed. Log in with it.')).toBeTruthy();
    expect(calls.map((call) => call.call)).toEqual([
      'send-password-reset-mail',
      'verify-password-reset-otp',
      'change-password',
    ]);
    expect(calls[2]?.payload).toEqual({
      email: 'ravi@example.test',
      code: '654321',
      password: 'another-password',
    });
  });

  test('a wrong code is refused and the password step stays hidden', async () => {
    const { fetchMock } = mockApi({
      'send-password-reset-mail': () => ({ body: { success: true } }),
      'verify-password-reset-otp': () => ({
        status: 400,
        body: { success: false, error: { code: 'otp.invalid', message: 'Wrong' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ForgotPasswordForm />, { path: '/login/forgot-password' });
    fill('Email', 'ravi@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    fill('6-digit code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code.');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});
