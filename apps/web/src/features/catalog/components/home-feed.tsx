import { isCustomHtmlVisible } from '@app/shared/catalog/catalog.models';
import type { Position, PromoSlides } from '@app/shared/catalog/catalog.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useAuthToken } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSettings } from '../../../lib/settings/settings-store';
import { usePromoSlider } from '../api/get-promo-slider';
import { useRestaurantCategorySlides } from '../api/get-restaurant-category-slides';
import { useHomeStoreList } from '../hooks/use-home-store-list';
import { CategoryTiles, isCategorySliderShown } from './category-tiles';
import { NoAreaScreen } from './no-area-screen';
import { PromoSlider } from './promo-slider';
import { SlideRows } from './slide-rows';
import { StoreListSkeleton } from '../../../components/catalog/store-list-skeleton';

/** The store cards and the rest of the list: below the fold, fetched as the visitor heads there. */
const HomeStoreListBody = lazy(() =>
  import('./home-store-list').then((module) => ({ default: module.HomeStoreListBody })),
);

/**
 * Whether any slide points at a store serving this point. Plain image slides (model '3', links
 * like /offers) come back everywhere, so they say nothing about the area.
 */
function hasStoreSlide(slides: PromoSlides | undefined): boolean {
  if (!slides) return false;
  return Object.values(slides).some((sliders) =>
    sliders.some((slider) => slider.slides.some((slide) => slide.data.restaurant !== null)),
  );
}

function BannerImage({ src, alt, testId }: { src: string; alt: string; testId: string }) {
  return (
    <Link to="/offers" className="mx-4 my-2 block overflow-hidden rounded-2xl" data-testid={testId}>
      <img
        src={src}
        alt={alt}
        width={720}
        height={240}
        loading="lazy"
        decoding="async"
        className="aspect-[3/1] w-full bg-canvas object-cover"
      />
    </Link>
  );
}

function HomeContent({
  position,
  header,
  onReset,
}: {
  position: Position;
  header: ReactNode;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const isCategoryShown = isCategorySliderShown(settings);
  const promo = usePromoSlider(position);
  const categories = useRestaurantCategorySlides(position, { enabled: isCategoryShown });
  const storeList = useHomeStoreList(position);
  const isLoggedIn = Boolean(useAuthToken());
  const storeSectionRef = useRef<HTMLElement>(null);
  const isStoreListNear = useNearViewport(storeSectionRef);

  const isNoArea = storeList.isSettledEmpty && promo.isSuccess && !hasStoreSlide(promo.data);
  if (isNoArea) {
    return <NoAreaScreen onBackToHome={onReset} />;
  }

  // The slider (its own small carousel, issue 13) is part of home's chunk: no second request
  // and no fallback swapped for the slider once its chunk arrives.
  const slider = (
    <PromoSlider key="slider" sliders={promo.data?.mainSlides} isLoading={promo.isPending} />
  );
  const tiles = isCategoryShown ? (
    <CategoryTiles key="tiles" slides={categories.data} isLoading={categories.isPending} />
  ) : null;
  const isSliderFirst = settings.showPromoSliderTop !== 'false';
  const customMessage = settings.customHomeMessage;

  return (
    <>
      {header}
      <main>
        {settings.bottomHeaderImage ? (
          <BannerImage
            src={settings.bottomHeaderImage}
            alt={t('offers')}
            testId="bottom-header-image"
          />
        ) : null}
        {isSliderFirst ? [slider, tiles] : [tiles, slider]}
        {settings.offersBannerImage ? (
          <BannerImage src={settings.offersBannerImage} alt={t('offers')} testId="offers-banner" />
        ) : null}
        {isCustomHtmlVisible(customMessage) ? (
          <div
            data-testid="custom-home-message"
            className="prose-sm mx-4 my-2 rounded-2xl bg-primary-soft px-4 py-3 text-[14px] text-ink [&_a]:font-bold [&_a]:underline"
            // Sanitised by the API where saved and again where served (apps/api/src/lib/sanitize-html.ts,
            // e2e/xss-canary.spec.ts); the CSP (no inline script) is the browser's second line.
            dangerouslySetInnerHTML={{ __html: customMessage ?? '' }}
          />
        ) : null}
        <SlideRows
          title={t('newArrivals')}
          sliders={promo.data?.newArrivals}
          isLoading={promo.isPending}
          twoRows
          testId="new-arrivals"
        />
        <SlideRows
          title={t('moreToExplore')}
          sliders={promo.data?.otherSlides}
          isLoading={promo.isPending}
          testId="other-slides"
        />
        <SlideRows
          title={t('getItQuickly')}
          sliders={promo.data?.getItSlides}
          isLoading={promo.isPending}
          testId="get-it-slides"
        />
        <SlideRows
          title={t('topPicksForPickup')}
          sliders={promo.data?.topPickupSlides}
          isLoading={promo.isPending}
          testId="top-pickup-slides"
        />

        <section ref={storeSectionRef} aria-labelledby="store-list-title" className="pt-4 pb-2">
          <h2
            id="store-list-title"
            className="px-4 pb-3 text-[19px] font-extrabold tracking-tight text-ink"
          >
            {t('restaurantsNearYou')}
          </h2>
          {isStoreListNear ? (
            <Suspense fallback={<StoreListSkeleton />}>
              <HomeStoreListBody list={storeList} isLoggedIn={isLoggedIn} />
            </Suspense>
          ) : (
            <StoreListSkeleton />
          )}
        </section>

        {settings.footerImage ? (
          <img
            src={settings.footerImage}
            alt=""
            width={720}
            height={360}
            loading="lazy"
            decoding="async"
            className="mt-4 aspect-[2/1] w-full object-cover"
            data-testid="footer-image"
          />
        ) : null}
      </main>
    </>
  );
}

/** The mobile home under the header (SPEC §2), or the no-area screen instead of all of it. */
export function HomeFeed({ position, header }: { position: Position; header: ReactNode }) {
  const queryClient = useQueryClient();
  // 'Back to Home' starts home over: fresh queries and a fresh empty-list retry.
  const [round, setRound] = useState(0);
  const onReset = () => {
    void queryClient.resetQueries();
    setRound((current) => current + 1);
  };
  return <HomeContent key={round} position={position} header={header} onReset={onReset} />;
}
