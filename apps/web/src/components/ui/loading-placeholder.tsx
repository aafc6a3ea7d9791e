import { PageLoading } from './page-loading';
import type { LoadingKind } from './page-loading';
import { Skeleton, SkeletonRegion } from './skeleton';

function BarSkeleton() {
  return (
    <div className="flex h-14 items-center gap-3 border-b border-line px-3">
      <Skeleton className="size-8 rounded-full" />
      <Skeleton className="h-4 w-40" />
    </div>
  );
}

function DetailSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion
      label={label}
      className="mx-auto min-h-dvh w-full max-w-md bg-white"
      testId="loading-pickup"
    >
      <BarSkeleton />
      <div className="space-y-4 p-4">
        <Skeleton className="h-44 w-full rounded-2xl" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <div className="space-y-2 pt-2">
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-2/3" />
        </div>
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    </SkeletonRegion>
  );
}

function CardListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonRegion
      label={label}
      className="mx-auto min-h-dvh w-full max-w-md bg-white"
      testId="loading-task"
    >
      <BarSkeleton />
      <ul className="space-y-3 p-4">
        {[0, 1, 2, 3].map((card) => (
          <li key={card} className="flex gap-3 rounded-2xl border border-line p-3">
            <Skeleton className="size-16 shrink-0 rounded-xl" />
            <div className="flex-1 space-y-2 py-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/**
 * The loading placeholder of a page kind (SPEC §2, R2.22): 'pickup' pages are a detail, 'task'
 * pages a list of cards; any other page gets the full-screen spinner. The full-screen variant is a plain spinner when the
 * operator's flag (setting showSimpleSpinner) says so, else an animated food image whose alt text
 * is the operator's 'please wait' text (setting pleaseWaitText); the caller reads both, since
 * shared UI does not read settings.
 */
export function LoadingPlaceholder({
  kind = 'page',
  label,
  isSimpleSpinner = false,
  pleaseWaitText,
}: {
  kind?: LoadingKind;
  /** What screen readers hear for the skeletons and the simple spinner. */
  label: string;
  isSimpleSpinner?: boolean;
  pleaseWaitText?: string;
}) {
  if (kind === 'pickup') return <DetailSkeleton label={label} />;
  if (kind === 'task') return <CardListSkeleton label={label} />;
  return (
    <PageLoading label={label} isSimpleSpinner={isSimpleSpinner} pleaseWaitText={pleaseWaitText} />
  );
}
