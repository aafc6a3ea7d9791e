import { useRef } from 'react';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useSetting } from '../../../lib/settings/settings-store';
import { useBottomNoticeInset } from '../hooks/use-bottom-notice-inset';
import { useChunkWhen } from '../hooks/use-chunk-when';
import { useSeoMeta } from '../hooks/use-seo-meta';
import { GdprBanner } from './gdpr-banner';
import { InAppNotifications } from './in-app-notifications';
import { InstallPrompts } from './install-prompts';

/** Push is for signed-in customers only (their subscription is saved to their account). */
const loadPushPermission = () => import('./push-permission');
const loadPageViewTracker = () => import('./page-view-tracker');

/** Whether Google Analytics or the Meta pixel has an id (empty ids are off). */
function useIsAnalyticsOn(): boolean {
  const googleAnalyticsId = useSetting('googleAnalyticsId');
  const facebookPixelId = useSetting('facebookPixelId');
  return Boolean(googleAnalyticsId.trim() || facebookPixelId.trim());
}

/**
 * GDPR banner, install prompts, push-permission and in-app notification dialogs, analytics and
 * SEO meta: loaded after the page is interactive (RootLayout), so none of it costs first paint.
 * The dialogs, the install bar, analytics and push are chunks of their own, fetched when they
 * have something to do.
 */
export function AppChromeRoot() {
  const analytics = useChunkWhen(useIsAnalyticsOn(), loadPageViewTracker);
  useSeoMeta();
  const noticesRef = useRef<HTMLDivElement>(null);
  useBottomNoticeInset(noticesRef);
  const push = useChunkWhen(useLoggedInUser() !== null, loadPushPermission);
  return (
    <>
      {/* H8.10: the notices sit at the very bottom (in a corner on wide screens, clear of the
          desktop page's tiles); their height is published so fixed bars and primary buttons ride
          above them and the page pads by it: a notice never covers a page's primary action. */}
      <div
        ref={noticesRef}
        data-testid="bottom-notices"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-40 mx-auto flex max-w-md flex-col gap-2 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] empty:hidden md:right-auto md:bottom-6 md:left-6 md:mx-0 md:w-[26rem] md:px-0 md:pb-0"
      >
        <InstallPrompts />
        <GdprBanner />
      </div>
      {push ? <push.PushPermission /> : null}
      {analytics ? <analytics.PageViewTracker /> : null}
      <InAppNotifications />
    </>
  );
}
