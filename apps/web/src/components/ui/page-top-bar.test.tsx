// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteHandlesContext } from '../../lib/route-handles';
import { renderRoute } from '../../testing/render';
import { NAV_BUTTON_DELAY_MS } from './back-button';
import { PageTopBar } from './page-top-bar';

const targets = [
  { path: '/my-orders', element: <p>orders page</p> },
  { path: '/my-account', element: <p>account page</p> },
  { path: '/', element: <p>home page</p> },
  { path: '/previous', element: <p>previous page</p> },
];

function pressBack() {
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
}

describe('page top bar (nav bar)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['home', '/', 'home page'],
    ['orders', '/my-orders', 'orders page'],
    ['accounts', '/my-account', 'account page'],
  ] as const)(
    '[R2.23] with backTo %s the back button goes to %s',
    async (backTo, pathname, text) => {
      const { router } = renderRoute(
        <PageTopBar title="Wallet" backLabel="Back" backTo={backTo} />,
        { path: '/page', routes: targets, initialPath: '/page' },
      );
      pressBack();
      await act(() => vi.advanceTimersByTimeAsync(NAV_BUTTON_DELAY_MS));
      expect(router.state.location.pathname).toBe(pathname);
      expect(screen.getByText(text)).toBeTruthy();
    },
  );

  it('[R2.23][R9.02] history back goes to the previous page, only after 200 ms', async () => {
    const { router } = renderRoute(<PageTopBar title="Offers" backLabel="Back" />, {
      path: '/page',
      routes: targets,
      initialPath: '/previous',
    });
    await act(() => router.navigate('/page'));
    pressBack();
    await act(() => vi.advanceTimersByTimeAsync(NAV_BUTTON_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/page');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('[R2.23] history back on a page opened directly goes home', async () => {
    const { router } = renderRoute(<PageTopBar title="Offers" backLabel="Back" />, {
      path: '/page',
      routes: targets,
    });
    pressBack();
    await act(() => vi.advanceTimersByTimeAsync(NAV_BUTTON_DELAY_MS));
    expect(router.state.location.pathname).toBe('/');
  });

  it('[R2.23] without a prop the route handle flag decides; a double press navigates once', async () => {
    const { router } = renderRoute(<p>other</p>, {
      path: '/unused',
      initialPath: '/previous',
      routes: [
        ...targets,
        {
          path: '/my-wallet',
          // What the app's router provides: the matched routes' handles.
          element: (
            <RouteHandlesContext value={[undefined, { backTo: 'accounts' }]}>
              <PageTopBar title="Wallet" backLabel="Back" />
            </RouteHandlesContext>
          ),
        },
      ],
    });
    await act(() => router.navigate('/my-wallet'));
    expect(screen.getByRole('button', { name: 'Back' }).dataset.backTo).toBe('accounts');
    pressBack();
    pressBack();
    await act(() => vi.advanceTimersByTimeAsync(NAV_BUTTON_DELAY_MS * 2));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/my-wallet');
  });

  it('[R2.23] shows the optional logo before the title heading', () => {
    const { container } = renderRoute(
      <PageTopBar title="Checkout" backLabel="Back" logoSrc="/images/logo.svg" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(container.querySelector('header img')?.getAttribute('src')).toBe('/images/logo.svg');
  });

  it('has no logo when none is given', () => {
    const { container } = renderRoute(<PageTopBar title="Checkout" backLabel="Back" />);
    expect(container.querySelector('header img')).toBeNull();
  });
});
