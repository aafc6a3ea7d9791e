import { Link } from 'react-router';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { StarIcon } from '../../../components/ui/icons';
import { QueryLoading } from '../../../components/query-status';
import { LoadMore } from '../../../components/load-more';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useStoreReviews } from '../api/get-store-reviews';
import '../../../lib/i18n/screen-strings';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** `/reviews/{slug}`: average, distribution bars per star, and the reviews. */
export function ReviewsScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useStoreReviews(slug);
  // The summary comes with every page; the first one's is shown, the reviews of all pages listed.
  const data = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = data ? data.distribution.reduce((sum, count) => sum + count, 0) : 0;

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-10">
      <PageTopBar title={data?.restaurant.name ?? t('pageStoreReviews')} backLabel={t('back')} />
      {query.isPending ? (
        <QueryLoading className="px-4 py-4" rows={['h-28 rounded-2xl', 'mt-4 h-16', 'mt-3 h-16']} />
      ) : !data ? (
        <p role="alert" className="px-6 py-12 text-center text-muted">
          {t('errorMessage')}
        </p>
      ) : (
        <main className="px-4 pt-4">
          <section
            aria-labelledby="rating-summary"
            className="flex gap-5 rounded-2xl bg-canvas p-4"
          >
            <div className="flex flex-col items-center justify-center">
              <h2 id="rating-summary" className="sr-only">
                {t('ratingSummary')}
              </h2>
              <p className="flex items-center gap-1 text-[32px] leading-none font-extrabold text-ink">
                {data.avgRating === '0' ? '–' : data.avgRating}
                <StarIcon className="size-6 text-veg" />
              </p>
              <p className="mt-1 text-[12px] font-semibold text-muted">
                {t('ratingsCount').replace('{count}', String(data.ratings_count))}
              </p>
            </div>
            <ul className="flex flex-1 flex-col gap-1.5" aria-label={t('ratingDistribution')}>
              {[5, 4, 3, 2, 1].map((star) => {
                const count = data.distribution[star - 1] ?? 0;
                const percent = total > 0 ? Math.round((count / total) * 100) : 0;
                return (
                  <li
                    key={star}
                    className="flex items-center gap-2 text-[12px] font-semibold text-muted"
                  >
                    <span className="w-6 text-right">{star}★</span>
                    <span
                      role="meter"
                      aria-label={t('starsRatings').replace('{star}', String(star))}
                      aria-valuemin={0}
                      aria-valuemax={total}
                      aria-valuenow={count}
                      className="h-2 flex-1 overflow-hidden rounded-full bg-white"
                    >
                      <span
                        className="block h-full rounded-full bg-veg"
                        style={{ width: `${percent}%` }}
                      />
                    </span>
                    <span className="w-8">{count}</span>
                  </li>
                );
              })}
            </ul>
          </section>
          {reviews.length === 0 ? (
            <p role="status" className="py-10 text-center text-[15px] text-muted">
              {t('noReviews')}
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-line" aria-label={t('pageStoreReviews')}>
              {reviews.map((review) => (
                <li key={review.id} className="py-4">
                  <div className="flex items-center gap-2">
                    <span className="inline-flex items-center gap-0.5 rounded-md bg-veg px-1.5 py-0.5 text-[12px] font-bold text-white">
                      {review.rating}
                      <StarIcon className="size-3" />
                    </span>
                    <span className="text-[14px] font-bold text-ink">{review.user_name}</span>
                    <span className="ml-auto text-[12px] text-muted">
                      {formatDate(review.created_at)}
                    </span>
                  </div>
                  {review.review ? (
                    <p className="mt-2 text-[14px] leading-relaxed text-ink">{review.review}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <LoadMore
            query={query}
            label={t('showMoreReviews')}
            loadingLabel={t('loadingMoreReviews')}
            className="mt-2 w-full"
          />
          {query.isFetchNextPageError ? (
            <p role="alert" className="mt-2 text-center text-[14px] text-muted">
              {t('errorMessage')}
            </p>
          ) : null}
          <Link
            to={`/stores/${data.restaurant.slug}`}
            className="mt-4 block text-center text-sm font-bold text-primary-strong"
          >
            {t('viewFullMenu').replace('{store}', data.restaurant.name)}
          </Link>
        </main>
      )}
    </div>
  );
}
