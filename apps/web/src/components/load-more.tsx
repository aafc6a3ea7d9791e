import { Button } from './ui/button';

/** The page-at-a-time part of an infinite query that a "load more" button drives. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a paged list while more pages are left; says `loadingLabel` while one loads. */
export function LoadMore({
  query,
  label,
  loadingLabel,
  className = 'w-full',
  wrapperClassName,
}: {
  query: NextPageQuery;
  label: string;
  loadingLabel: string;
  className?: string;
  /** A wrapper around the button, when the list wants one (padding). */
  wrapperClassName?: string;
}) {
  if (!query.hasNextPage) return null;
  const button = (
    <Button
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
  return wrapperClassName ? <div className={wrapperClassName}>{button}</div> : button;
}
