import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { apiPost } from '../lib/api-client';
import { clearSession, type ConsoleSession } from '../lib/session';
import { ConsoleNav } from './console-nav';
import { Button } from './ui';

/**
 * Every signed-in page: the header, the sections (a side column on a desktop, a scrolling row on a
 * tablet) and the page, loaded on demand.
 */
export function ConsoleShell({ session }: { session: ConsoleSession }) {
  const onLogOut = () => {
    // Revoke the token on the server too; the local log-out does not wait for it.
    apiPost('logout', { token: session.auth_token }).catch(() => undefined);
    clearSession();
  };
  return (
    // A column as tall as the window: the sections and the page fill what the header leaves, so a
    // short page does not scroll (a full-height side column under the header made every page
    // taller than the window by the header's height).
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex items-center gap-4 border-b border-line px-4 py-2">
        <p className="font-bold">
          Swiftbite <span className="hidden sm:inline">console</span>
        </p>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <span className="hidden text-muted sm:inline">
            {session.name}
            {session.role === 'admin' ? ' · admin' : ' · store owner'}
          </span>
          <Button onClick={onLogOut}>Log out</Button>
        </div>
      </header>
      <div className="flex-1 lg:flex">
        <aside className="border-b border-line px-2 py-1 lg:w-52 lg:shrink-0 lg:border-b-0 lg:border-r lg:py-0">
          {/* The border runs the page's height; the sections stay in view while it scrolls. */}
          <div className="lg:sticky lg:top-0 lg:max-h-dvh lg:overflow-y-auto lg:py-3">
            <ConsoleNav session={session} />
          </div>
        </aside>
        <div id="console-main" className="min-w-0 flex-1">
          <Suspense
            fallback={
              <p role="status" className="p-4 text-sm text-muted">
                Loading…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
