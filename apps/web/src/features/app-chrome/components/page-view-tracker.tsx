import { useAnalytics } from '../hooks/use-analytics';

/**
 * Google Analytics and the Meta pixel (hooks/use-analytics.ts): a chunk of its own, which
 * `AppChromeRoot` fetches and renders only while one of their ids is set.
 */
export function PageViewTracker() {
  useAnalytics();
  return null;
}
