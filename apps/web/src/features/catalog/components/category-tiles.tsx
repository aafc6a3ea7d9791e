import { splitIntoTwoRows } from '@app/shared/catalog/catalog.models';
import type { CategorySlide } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSettings } from '../../../lib/settings/settings-store';
import { useCatalogStore } from '../../../lib/catalog/catalog-store';

/** Whether home shows the category tiles at all (SPEC §2: enabled and positioned 'main'). */
export function isCategorySliderShown(settings: Record<string, string>): boolean {
  return (
    settings.enRestaurantCategorySlider === 'true' &&
    settings.restaurantCategorySliderPosition === 'main'
  );
}

/**
 * Every box here has a fixed height (tile 116 px: 72 px image, two 15 px label lines), so the
 * skeleton below takes exactly the room of the tiles that replace it: no layout shift.
 */
const TILE_CLASS = 'flex h-[116px] flex-col items-center gap-1.5 p-1';
const HEADING_CLASS = 'h-6 px-4 text-[17px] leading-6 font-extrabold tracking-tight text-ink';
const ROWS_CLASS = 'no-scrollbar mt-3 overflow-x-auto px-3';
const GRID_CLASS = 'mt-3 grid grid-cols-4 gap-x-1 gap-y-3 px-3';

function TileSkeleton({ size }: { size: 'row' | 'grid' }) {
  return (
    <span className={`${TILE_CLASS} ${size === 'row' ? 'w-[84px] shrink-0' : ''}`}>
      <Skeleton className="size-[72px] shrink-0 rounded-full" />
      <Skeleton className="h-3 w-14" />
    </span>
  );
}

/** The tiles' placeholder: heading, then two rows (or a two-row grid) of the tiles' exact size. */
function CategoryTilesSkeleton({ isSlide }: { isSlide: boolean }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('appLoading')} className="py-3">
      <span className="block px-4">
        <Skeleton className="h-6 w-44" />
      </span>
      {isSlide ? (
        <span className="mt-3 block overflow-hidden px-3">
          {[0, 1].map((row) => (
            <span key={row} className={`flex w-max gap-1 ${row > 0 ? 'mt-2' : ''}`}>
              {Array.from({ length: 5 }, (_, index) => (
                <TileSkeleton key={index} size="row" />
              ))}
            </span>
          ))}
        </span>
      ) : (
        <span className={GRID_CLASS}>
          {Array.from({ length: 8 }, (_, index) => (
            <TileSkeleton key={index} size="grid" />
          ))}
        </span>
      )}
    </SkeletonRegion>
  );
}

function Tile({ slide, size }: { slide: CategorySlide; size: 'row' | 'grid' }) {
  const setCategoryIds = useCatalogStore((state) => state.setCategoryIds);
  return (
    <Link
      to="/categories/stores"
      onClick={() => setCategoryIds(slide.categories_ids)}
      className={`${TILE_CLASS} rounded-2xl text-center ${size === 'row' ? 'w-[84px] shrink-0' : ''}`}
    >
      <img
        src={slide.image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        decoding="async"
        className="size-[72px] rounded-full bg-canvas object-cover"
      />
      <span className="line-clamp-2 h-[30px] text-[12px] leading-[15px] font-semibold text-ink">
        {slide.name}
      </span>
    </Link>
  );
}

/**
 * Category tiles (SPEC §2): STYLEONE has the heading "What's on your mind?" (customer-name setting
 * on) or 'Top Categories', and two scrolling rows for type SLIDE, else a grid; STYLETWO a grid.
 * A tile saves its category id list and opens /categories/stores.
 */
export function CategoryTiles({
  slides,
  isLoading,
}: {
  slides: CategorySlide[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const isStyleTwo = settings.homePageCategoryStyle === 'STYLETWO';
  const isSlide = !isStyleTwo && settings.homePageCategoryType === 'SLIDE';
  const heading = isStyleTwo
    ? t('topCategories')
    : settings.showCustomerNameHome === 'true'
      ? t('whatsOnYourMind')
      : t('topCategories');

  if (isLoading) return <CategoryTilesSkeleton isSlide={isSlide} />;
  if (!slides || slides.length === 0) return null;

  const [first, second] = splitIntoTwoRows(slides);
  return (
    <section aria-labelledby="category-tiles-title" className="py-3" data-testid="category-tiles">
      <h2 id="category-tiles-title" className={HEADING_CLASS}>
        {heading}
      </h2>
      {isSlide ? (
        <div className={ROWS_CLASS} data-layout="rows">
          <ul className="flex w-max gap-1">
            {first.map((slide) => (
              <li key={slide.id}>
                <Tile slide={slide} size="row" />
              </li>
            ))}
          </ul>
          {second.length > 0 ? (
            <ul className="mt-2 flex w-max gap-1">
              {second.map((slide) => (
                <li key={slide.id}>
                  <Tile slide={slide} size="row" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <ul className={GRID_CLASS} data-layout="grid">
          {slides.map((slide) => (
            <li key={slide.id}>
              <Tile slide={slide} size="grid" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
