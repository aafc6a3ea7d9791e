import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSinglePage } from '../api/get-single-page';
import '../../../lib/i18n/screen-strings';

/** `/pages/{slug}`: a static page; its HTML is sanitised on the server. */
export function PageScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const query = useSinglePage(slug);
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-10">
      <PageTopBar title={query.data?.name ?? t('pageInformation')} backLabel={t('back')} />
      {query.isPending ? (
        <SkeletonRegion label={t('appLoading')} className="flex flex-col gap-3 px-5 py-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4 w-2/3" />
        </SkeletonRegion>
      ) : query.isError ? (
        <div className="px-6 py-12 text-center">
          <h2 className="text-xl font-extrabold text-ink">{t('notFoundTitle')}</h2>
          <p className="mt-2 text-muted">{t('notFoundMessage')}</p>
        </div>
      ) : (
        <main
          data-testid="page-body"
          className="px-5 py-5 text-[15px] leading-relaxed text-ink [&_a]:font-semibold [&_a]:text-primary-strong [&_a]:underline [&_h1]:mb-3 [&_h1]:text-2xl [&_h1]:font-extrabold [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-extrabold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc"
          // Sanitised by the API where saved and again where served (apps/api/src/lib/sanitize-html.ts,
          // e2e/xss-canary.spec.ts); the CSP (no inline script) is the browser's second line.
          dangerouslySetInnerHTML={{ __html: query.data.body }}
        />
      )}
    </div>
  );
}
