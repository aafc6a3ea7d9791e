import { splitIntoTwoRows } from '@app/shared/catalog/catalog.models';
import type { CategorySlide } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useSettings } from '../../settings/stores/settings-store';
import { useCatalogStore } from '../stores/catalog-store';

/** Whether home shows the category tiles at all (SPEC §2: enabled and positioned 'main'). */
export function isCategorySliderShown(settings: Record<string, string>): boolean {
  return (
    settings.enRestaurantCategorySlider === 'true' &&
    settings.restaurantCategorySliderPosition === 'main'
  );
}

function Tile({ slide, size }: { slide: CategorySlide; size: 'row' | 'grid' }) {
  const setCategoryIds = useCatalogStore((state) => state.setCategoryIds);
  return (
    <Link
      to="/categories/stores"
      onClick={() => setCategoryIds(slide.categories_ids)}
      className={`flex flex-col items-center gap-1.5 rounded-2xl p-1 text-center ${size === 'row' ? 'w-[84px] shrink-0' : ''}`}
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
      <span className="line-clamp-2 text-[12px] leading-tight font-semibold text-ink">
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

  if (isLoading) {
    return (
      <SkeletonRegion label={t('appLoading')} className="flex gap-4 overflow-hidden px-4 py-4">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="size-[72px] shrink-0 rounded-full" />
        ))}
      </SkeletonRegion>
    );
  }
  if (!slides || slides.length === 0) return null;

  const [first, second] = splitIntoTwoRows(slides);
  return (
    <section aria-labelledby="category-tiles-title" className="py-3" data-testid="category-tiles">
      <h2
        id="category-tiles-title"
        className="px-4 text-[17px] font-extrabold tracking-tight text-ink"
      >
        {heading}
      </h2>
      {isSlide ? (
        <div className="no-scrollbar mt-3 overflow-x-auto px-3" data-layout="rows">
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
        <ul className="mt-3 grid grid-cols-4 gap-x-1 gap-y-3 px-3" data-layout="grid">
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
