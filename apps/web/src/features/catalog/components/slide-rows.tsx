import { splitIntoTwoRows } from '@app/shared/catalog/catalog.models';
import type { PromoSlider } from '@app/shared/catalog/catalog.schemas';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SlideLink } from './slide-link';

/**
 * Fixed heights (heading 24 px; a slide is a 140x105 image and a 20 px name line) so the skeleton
 * below is exactly as tall as the strip that replaces it.
 */
const HEADING_CLASS = 'h-6 px-4 text-[17px] leading-6 font-extrabold tracking-tight text-ink';
const SLIDE_CLASS = 'w-[140px] shrink-0';
const IMAGE_CLASS = 'aspect-[4/3] h-[105px] w-[140px] rounded-xl bg-canvas';
const NAME_CLASS = 'mt-1.5 block h-5 truncate text-[13px] leading-5 font-semibold text-ink';

/** The placeholder of a strip while the slides load: one row, or two for the new arrivals. */
function SlideRowsSkeleton({ twoRows }: { twoRows: boolean }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('loadingOffers')} className="py-3">
      <span className="block px-4">
        <Skeleton className="h-6 w-40" />
      </span>
      <span className="mt-3 block overflow-hidden px-4">
        {(twoRows ? [0, 1] : [0]).map((row) => (
          <span key={row} className={`flex w-max gap-3 ${row > 0 ? 'mt-3' : ''}`}>
            {Array.from({ length: 3 }, (_, index) => (
              <span key={index} className={SLIDE_CLASS}>
                <Skeleton className={IMAGE_CLASS} />
                <span className={NAME_CLASS}>
                  <Skeleton className="h-3 w-24" />
                </span>
              </span>
            ))}
          </span>
        ))}
      </span>
    </SkeletonRegion>
  );
}

/**
 * A titled horizontal strip of slides: the new arrivals in two rows (first 4, next 4, then
 * alternating, SPEC §5), the other sliders in one. A skeleton of the same size while loading.
 */
export function SlideRows({
  title,
  sliders,
  isLoading = false,
  twoRows = false,
  testId,
}: {
  title: string;
  sliders: PromoSlider[] | undefined;
  isLoading?: boolean;
  twoRows?: boolean;
  testId?: string;
}) {
  if (isLoading) return <SlideRowsSkeleton twoRows={twoRows} />;
  const slides = (sliders ?? []).flatMap((slider) => slider.slides);
  if (slides.length === 0) return null;
  const rows = twoRows ? splitIntoTwoRows(slides).filter((row) => row.length > 0) : [slides];
  const headingId = `${testId ?? 'slides'}-title`;
  return (
    <section aria-labelledby={headingId} className="py-3" data-testid={testId}>
      <h2 id={headingId} className={HEADING_CLASS}>
        {title}
      </h2>
      <div className="no-scrollbar mt-3 overflow-x-auto px-4">
        {rows.map((row, rowIndex) => (
          <ul key={rowIndex} className={`flex w-max gap-3 ${rowIndex > 0 ? 'mt-3' : ''}`}>
            {row.map((slide, index) => (
              <li key={`${slide.data.id}-${index}`} className={SLIDE_CLASS}>
                <SlideLink slide={slide} className="block">
                  <img
                    src={slide.data.image}
                    alt=""
                    width={140}
                    height={105}
                    loading="lazy"
                    decoding="async"
                    className={`${IMAGE_CLASS} object-cover`}
                  />
                  <span className={NAME_CLASS}>
                    {slide.data.name || slide.data.restaurant?.name}
                  </span>
                </SlideLink>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
