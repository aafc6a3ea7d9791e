import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useUserStore } from '../../../lib/session/user-store';
import { GOOGLE_IDENTITY_SCRIPT } from '../hooks/use-google-identity';
import { GoogleSignIn } from './google-sign-in';

const user = {
  id: 5,
  name: 'Gina',
  email: 'gina@example.test',
  phone: '+919811112222',
  avatar: null,
  role: 'customer',
  auth_token: 'token-5',
};

/** An ID token as Google's callback hands it (the payload is all the app reads). */
const CREDENTIAL = `e30.${btoa(JSON.stringify({ email: 'gina@example.test', name: 'Gina' }))}.sig`;

let callback: ((response: { credential?: string }) => void) | undefined;
const identity = {
  initialize: vi.fn((config: { callback: typeof callback }) => {
    callback = config.callback;
  }),
  renderButton: vi.fn((parent: HTMLElement) => {
    parent.append(Object.assign(document.createElement('span'), { textContent: 'G' }));
  }),
  cancel: vi.fn(),
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Google's script has loaded (stubbed): the button is drawn, then the customer picks the account. */
async function pickGoogleAccount() {
  await waitFor(() => expect(identity.renderButton).toHaveBeenCalled());
  act(() => callback?.({ credential: CREDENTIAL }));
}

describe('Google sign-in', () => {
  beforeEach(() => {
    useUserStore.setState({ user: null, addresses: null });
    useSettingsStore.setState({
      settings: { googleClientId: 'client.apps.googleusercontent.com' },
    });
    identity.renderButton.mockClear();
    window.google = { accounts: { id: identity } };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.google;
  });

  test('without a client id there is no button and the Google script is not requested', () => {
    useSettingsStore.setState({ settings: {} });
    renderRoute(<GoogleSignIn />, { path: '/login' });
    expect(screen.queryByRole('region', { name: 'Continue with Google' })).toBeNull();
    expect(document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });

  test('when Google’s script cannot load, a quiet note offers to try again, and trying again draws the button', async () => {
    delete window.google;
    renderRoute(<GoogleSignIn />, { path: '/login' });
    const scripts = () =>
      [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter(
        (script) => script.src === GOOGLE_IDENTITY_SCRIPT,
      );
    await waitFor(() => expect(scripts().length).toBeGreaterThan(0));
    // happy-dom refuses to load scripts: the load fails, as with no network.
    expect(await screen.findByText('Google sign-in could not load.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    identity.renderButton.mockClear();
    // The network is back: this time Google's script is there.
    window.google = { accounts: { id: identity } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(identity.renderButton).toHaveBeenCalled());
    expect(screen.queryByText('Google sign-in could not load.')).toBeNull();
  });

  test('[R3.03] a Google account with a linked customer logs in', async () => {
    const { fetchMock, calls } = mockApi({
      'check-social-login': () => ({
        body: { success: true, exists: true, data: user, addresses: [] },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<GoogleSignIn />, { path: '/login' });
    expect(screen.getByRole('region', { name: 'Continue with Google' })).toBeTruthy();
    await pickGoogleAccount();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client.apps.googleusercontent.com' }),
    );
    expect(calls.at(-1)).toEqual({
      call: 'check-social-login',
      payload: { email: 'gina@example.test', accessToken: CREDENTIAL, provider: 'google' },
    });
    expect(useUserStore.getState().user?.data.name).toBe('Gina');
  });

  test('an email account not linked yet asks its password before Google is added', async () => {
    const { fetchMock, calls } = mockApi({
      'check-social-login': (payload) =>
        (payload as { password?: string }).password === 'right-password'
          ? { body: { success: true, exists: true, data: user, addresses: [] } }
          : {
              status: 409,
              body: { success: false, error: { code: 'auth.social_link_required', message: 'x' } },
            },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<GoogleSignIn />, { path: '/login' });
    await pickGoogleAccount();

    expect(
      await screen.findByText(
        'gina@example.test already has an account. Enter its password to add Google sign-in to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
    fill('Password', 'right-password');
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)?.payload).toMatchObject({ password: 'right-password' });
  });

  test('[R3.03] an account without a password links Google with a code sent to its phone', async () => {
    const { fetchMock, calls } = mockApi({
      'check-social-login': (payload) => {
        const body = payload as { otp?: string; sendCode?: boolean };
        if (body.otp === '123456') {
          return { body: { success: true, exists: true, data: user, addresses: [] } };
        }
        const code = body.sendCode ? 'auth.social_link_code_sent' : 'auth.social_link_required';
        return { status: 409, body: { success: false, error: { code, message: 'x' } } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<GoogleSignIn />, { path: '/login' });
    await pickGoogleAccount();

    fireEvent.click(await screen.findByRole('button', { name: 'Send a code to my phone instead' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to the phone on this account. Enter it to add Google sign-in.',
      ),
    ).toBeTruthy();
    expect(calls.at(-1)?.payload).toMatchObject({ sendCode: true });
    expect(screen.queryByRole('alert')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Link and log in' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fill('6-digit code', '123456');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)?.payload).toMatchObject({ otp: '123456' });
    expect(calls.at(-1)?.payload).not.toHaveProperty('password');
  });

  test('a new Google account asks the phone and registers', async () => {
    const { fetchMock, calls } = mockApi({
      'check-social-login': () => ({ body: { success: true, exists: false } }),
      'register-with-social': () => ({ body: { success: true, data: user, addresses: [] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<GoogleSignIn />, { path: '/register' });
    await pickGoogleAccount();
    await screen.findByLabelText('Phone');
    fill('Phone', '+919811112222');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)).toEqual({
      call: 'register-with-social',
      payload: {
        name: 'Gina',
        email: 'gina@example.test',
        accessToken: CREDENTIAL,
        phone: '+919811112222',
        provider: 'google',
        otp: null,
      },
    });
  });

  test('a token the server refuses says Google sign-in did not work', async () => {
    const { fetchMock } = mockApi({
      'check-social-login': () => ({
        status: 401,
        body: { success: false, error: { code: 'auth.social_token_invalid', message: 'x' } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<GoogleSignIn />, { path: '/login' });
    await pickGoogleAccount();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Google sign-in did not work. Try again.',
    );
  });
});
