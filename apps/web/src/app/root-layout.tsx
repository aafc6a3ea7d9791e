import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DesktopGate } from '../features/desktop/components/desktop-gate';
import { LanguageSync } from '../lib/i18n/language-sync';
import { SettingsGate } from '../features/settings/components/settings-gate';
import { useSetting } from '../lib/settings/settings-store';
import { useAfterInteractive } from '../lib/use-after-interactive';

const AfterInteractiveLayer = lazy(() =>
  import('./after-interactive').then((module) => ({ default: module.AfterInteractiveLayer })),
);

/** Every navigation starts at the top of the page (SPEC §2), including back and forward. */
function useScrollToTopOnNavigation(): void {
  const location = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.key]);
}

function useDocumentTitle(): void {
  const seoTitle = useSetting('seoMetaTitle');
  const storeName = useSetting('storeName');
  const title = seoTitle || storeName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/**
 * The installable-app layer (service worker, offline page, forced update, GDPR, install prompts,
 * push, analytics): its own chunk, fetched once the page is interactive so it costs no first paint.
 */
function AfterInteractive() {
  const ready = useAfterInteractive();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AfterInteractiveLayer />
    </Suspense>
  );
}

function RootContent() {
  useDocumentTitle();
  return (
    <DesktopGate>
      <Outlet />
    </DesktopGate>
  );
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  return (
    <SettingsGate>
      <LanguageSync />
      <RootContent />
      <AfterInteractive />
    </SettingsGate>
  );
}
