import { PageSpinner } from './spinner';

/** Loading placeholder kinds (SPEC §2, R2.22): a detail page, a card list, or any other page. */
export type LoadingKind = 'pickup' | 'task' | 'page';

/** The route `handle` field naming the placeholder shown while the route loads. */
export interface LoadingRouteHandle {
  loadingKind?: LoadingKind;
}

export function routeLoadingKind(handle: unknown): LoadingKind {
  if (typeof handle !== 'object' || handle === null || !('loadingKind' in handle)) return 'page';
  const kind = (handle as LoadingRouteHandle).loadingKind;
  return kind === 'pickup' || kind === 'task' ? kind : 'page';
}

/** Served from public/: an image request, not bundled JavaScript. */
export const LOADING_FOOD_IMAGE = '/images/loading-food.svg';

/**
 * The full-screen loading state: a plain spinner when the operator's flag (setting
 * showSimpleSpinner) says so, else an animated food image whose alt text is the operator's
 * 'please wait' text (setting pleaseWaitText). Callers read both: shared UI reads no settings.
 */
export function PageLoading({
  label,
  isSimpleSpinner = false,
  pleaseWaitText,
}: {
  /** What screen readers hear with the simple spinner. */
  label: string;
  isSimpleSpinner?: boolean;
  pleaseWaitText?: string;
}) {
  if (isSimpleSpinner || !pleaseWaitText) return <PageSpinner label={label} />;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-page"
      className="grid min-h-dvh place-items-center bg-white"
    >
      <img
        src={LOADING_FOOD_IMAGE}
        alt={pleaseWaitText}
        loading="lazy"
        decoding="async"
        width={96}
        height={96}
        className="size-24"
      />
    </div>
  );
}
