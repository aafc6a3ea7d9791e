import { AppChromeRoot } from '../features/app-chrome/components/app-chrome-root';
import { PwaRoot } from '../features/pwa/components/pwa-root';

/**
 * The installable-app layer (service worker, offline page, forced update, GDPR, install prompts,
 * push, analytics): one chunk, fetched together once the page is interactive (RootLayout). Two
 * chunks fetched at the same moment cost more than one (a request each, and each gzipped apart).
 */
export function AfterInteractiveLayer() {
  return (
    <>
      <PwaRoot />
      <AppChromeRoot />
    </>
  );
}
