import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSetting } from '../../../lib/settings/settings-store';
import { startAnalytics } from '../lib/analytics';

/**
 * A page view to Google Analytics and the Meta pixel on every navigation, the first included
 * (SPEC §2, R2.02), when their ids are set. Runs in the after-interactive layer, so the vendors'
 * scripts are requested only after the page has loaded.
 */
export function useAnalytics(): void {
  const googleAnalyticsId = useSetting('googleAnalyticsId');
  const facebookPixelId = useSetting('facebookPixelId');
  const location = useLocation();
  const tracker = useMemo(
    () => startAnalytics({ googleAnalyticsId, facebookPixelId }),
    [googleAnalyticsId, facebookPixelId],
  );

  useEffect(() => {
    if (!tracker) return;
    // After the route's own effects (document title) have run.
    const timer = window.setTimeout(() => {
      tracker.trackPageView({
        path: `${location.pathname}${location.search}`,
        location: window.location.href,
        title: document.title,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [tracker, location.key, location.pathname, location.search]);
}
