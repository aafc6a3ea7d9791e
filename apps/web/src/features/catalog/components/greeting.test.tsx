// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { Greeting } from './greeting';

// 19:30 in India (greetings follow Indian time, whatever the machine's zone).
const EVENING = () => new Date('2026-11-21T14:00:00Z');

describe('home greeting', () => {
  beforeEach(() => {
    localStorage.clear();
    useSettingsStore.setState({ settings: { showWelcomeMessage: 'true' } });
  });
  afterEach(() => {
    useUserStore.setState({ user: null, addresses: null });
  });

  it('[R1.03] a logged-in customer is welcomed by first name; a guest gets a login link', () => {
    useUserStore.getState().logIn({
      user: {
        id: 7,
        name: 'Asha Rao',
        email: 'asha@example.test',
        phone: null,
        avatar: null,
        role: 'customer',
        auth_token: 'token',
      },
      addresses: [],
    });
    const { unmount } = renderRoute(<Greeting now={EVENING} />);
    expect(screen.getByTestId('greeting').textContent).toBe('Good evening, Asha');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    unmount();

    useUserStore.getState().logOut();
    renderRoute(<Greeting now={EVENING} />);
    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
