import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSetting } from '../../../lib/settings/settings-store';
import { getDesktopRedirect } from '../lib/desktop-paths';

// Its own chunk: phones never download the landing page.
const DesktopLanding = lazy(() =>
  import('./desktop-landing').then((module) => ({ default: module.DesktopLanding })),
);

/** Wider than the 768 px mobile cut-off (SPEC §9). */
const WIDE_QUERY = '(min-width: 769px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Inside a frame (the landing's phone preview) the app is always the mobile app. */
function isWideTopWindow(): boolean {
  return window.self === window.top && window.matchMedia(WIDE_QUERY).matches;
}

/**
 * Wider than 768 px: the desktop landing page at `/` and a redirect to `/` elsewhere (SPEC §1),
 * unless hide-desktop-view is 'true'. Narrow screens get the app unchanged.
 */
export function DesktopGate({ children }: { children: ReactNode }) {
  const isWide = useSyncExternalStore(subscribe, isWideTopWindow, () => false);
  const hideDesktopView = useSetting('hideDesktopView');
  const { pathname } = useLocation();

  if (!isWide || hideDesktopView === 'true') return children;
  if (pathname === '/') {
    return (
      <Suspense fallback={null}>
        <DesktopLanding />
      </Suspense>
    );
  }
  const redirect = getDesktopRedirect(pathname);
  return redirect === null ? children : <Navigate to={redirect} replace />;
}
