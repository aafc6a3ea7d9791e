import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LanguageSync } from '../features/i18n/components/language-sync';
import { SettingsGate } from '../features/settings/components/settings-gate';
import { useSetting } from '../features/settings/stores/settings-store';

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

function RootContent() {
  useDocumentTitle();
  return <Outlet />;
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  return (
    <SettingsGate>
      <LanguageSync />
      <RootContent />
    </SettingsGate>
  );
}
