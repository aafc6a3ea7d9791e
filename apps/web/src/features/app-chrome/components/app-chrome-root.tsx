import { useAnalytics } from '../hooks/use-analytics';
import { useSeoMeta } from '../hooks/use-seo-meta';
import { GdprBanner } from './gdpr-banner';
import { InAppNotifications } from './in-app-notifications';
import { InstallPrompts } from './install-prompts';
import { PushPermission } from './push-permission';

/**
 * GDPR banner, install prompts, push-permission and in-app notification dialogs, analytics and
 * SEO meta: loaded after the page is interactive (RootLayout), so none of it costs first paint.
 * The dialogs are chunks of their own, fetched when one has something to show.
 */
export function AppChromeRoot() {
  useAnalytics();
  useSeoMeta();
  return (
    <>
      {/* Bars stack above the bottom tab bar (in a corner on wide screens, clear of the desktop
          page's tiles); fixed, so showing one shifts no content. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md flex-col gap-2 px-3 md:right-auto md:bottom-6 md:left-6 md:mx-0 md:w-[26rem] md:px-0">
        <InstallPrompts />
        <GdprBanner />
      </div>
      <PushPermission />
      <InAppNotifications />
    </>
  );
}
