import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { PhoneLoginForm } from './phone-login-form';
import { VerifiedPhoneRegisterForm } from './verified-phone-register-form';

const user = {
  id: 9,
  name: 'Ravi Kumar',
  email: null,
  phone: '+919812345678',
  avatar: null,
  role: 'customer',
  auth_token: 'token-9',
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function failure(code: string, status: number, headers?: Record<string, string>) {
  return { status, headers, body: { success: false, error: { code, message: 'x' } } };
}

describe('log in with a phone code', () => {
  beforeEach(() => useUserStore.setState({ user: null, addresses: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('[R3.03] the phone gets a code, a pasted code signs in and keeps the login result', async () => {
    const { fetchMock, calls } = mockApi({
      'generate-otp-for-login': () => ({ body: { success: true } }),
      'login-with-otp': () => ({ body: { success: true, data: user, addresses: [] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<PhoneLoginForm />, { path: '/login' });

    fill('Phone', ' +919812345678 ');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to +919812345678.')).toBeTruthy();
    const field = screen.getByLabelText('6-digit code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    // The resend waits; the countdown is on the button.
    expect(
      (screen.getByRole('button', { name: /Send a new code in \d+ s/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    fireEvent.paste(field, { clipboardData: { getData: () => 'Your code is 123 456.' } });
    expect((field as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)).toEqual({
      call: 'login-with-otp',
      payload: { phone: '+919812345678', otp: '123456' },
    });
    expect(useUserStore.getState().user?.data.name).toBe('Ravi Kumar');
  });

  test('[H8.05] a refused send says how long to wait, from retry-after', async () => {
    const { fetchMock } = mockApi({
      'generate-otp-for-login': () => failure('auth.rate_limited', 429, { 'retry-after': '37' }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<PhoneLoginForm />, { path: '/login' });
    fill('Phone', '+919812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts, try again in 37 seconds.',
    );
    expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  test('a wrong code says so and the resend opens after its wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = mockApi({
      'generate-otp-for-login': () => ({ body: { success: true } }),
      'login-with-otp': () => failure('otp.invalid', 400),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<PhoneLoginForm />, { path: '/login' });
    fill('Phone', '+919812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    fill('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(
      (screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  test('a new phone goes to registration with its checked code, which creates the account', async () => {
    const { fetchMock, calls } = mockApi({
      'generate-otp-for-login': () => ({ body: { success: true } }),
      'login-with-otp': (payload) =>
        (payload as { name?: string }).name
          ? { body: { success: true, data: { ...user, name: 'Meera' }, addresses: [] } }
          : failure('auth.account_not_found', 404),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<PhoneLoginForm />, {
      path: '/login',
      routes: [
        {
          path: '/register',
          Component: function Register() {
            return <VerifiedPhoneRegisterForm phone="+919812345678" otp="123456" />;
          },
        },
      ],
    });
    fill('Phone', '+919812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('6-digit code');
    fill('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(router.state.location.state).toEqual({ verifiedPhone: '+919812345678', otp: '123456' });
    expect((await screen.findByRole('status')).textContent).toBe(
      '+919812345678 is verified. Add your name to finish.',
    );
    fill('Full name', 'Meera');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)).toEqual({
      call: 'login-with-otp',
      payload: { phone: '+919812345678', otp: '123456', name: 'Meera', email: null },
    });
    expect(useUserStore.getState().user?.data.name).toBe('Meera');
  });

  test('WebOTP fills and submits the code when the browser has it, and is aborted on leaving', async () => {
    let signal: AbortSignal | undefined;
    const get = vi.fn((options: { signal: AbortSignal }) => {
      signal = options.signal;
      return Promise.resolve({ code: '777888' });
    });
    vi.stubGlobal('OTPCredential', class {});
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
    const { fetchMock, calls } = mockApi({
      'generate-otp-for-login': () => ({ body: { success: true } }),
      'login-with-otp': () => ({ body: { success: true, data: user, addresses: [] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<PhoneLoginForm />, { path: '/login' });
    fill('Phone', '+919812345678');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ otp: { transport: ['sms'] } }) as unknown,
    );
    expect(calls.at(-1)).toEqual({
      call: 'login-with-otp',
      payload: { phone: '+919812345678', otp: '777888' },
    });
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });
});
