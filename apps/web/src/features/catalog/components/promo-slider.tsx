import type { PromoSlider as PromoSliderData } from '@app/shared/catalog/catalog.schemas';
import { useMemo } from 'react';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCarousel } from '../hooks/use-carousel';
import { SlideLink } from './slide-link';

/** SPEC §9: autoplay 5000 ms, min drag 20. Breakpoints are the slide widths in CSS below. */
export const PROMO_AUTOPLAY_MS = 5000;
export const PROMO_DRAG_THRESHOLD = 20;

/**
 * A promo carousel (SPEC §2): loops, autoplays every 5 s and pauses on hover; 3 slides from
 * 1024 px, 2 from 464 px, 1 below. The space of the first slide is reserved while it loads (the
 * skeleton has the slide's 2:1 shape), so nothing below it moves.
 */
export function PromoSlider({
  sliders,
  isLoading,
  label,
}: {
  sliders: PromoSliderData[] | undefined;
  isLoading: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const slides = useMemo(() => (sliders ?? []).flatMap((slider) => slider.slides), [sliders]);
  const { trackRef, offset, isDragging, handlers, showSlide } = useCarousel({
    slideCount: slides.length,
    autoplayMs: PROMO_AUTOPLAY_MS,
    dragThreshold: PROMO_DRAG_THRESHOLD,
  });

  if (isLoading) {
    return (
      <SkeletonRegion label={t('loadingOffers')} className="px-4 py-2">
        <Skeleton className="aspect-[2/1] w-full rounded-2xl" />
      </SkeletonRegion>
    );
  }
  if (slides.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label ?? t('promotions')}
      className="py-2"
      data-testid="promo-slider"
    >
      <div className="overflow-hidden px-4" {...handlers}>
        <div
          ref={trackRef}
          className={`-ml-3 flex touch-pan-y select-none ${isDragging ? '' : 'transition-transform duration-500 ease-out motion-reduce:transition-none'}`}
          style={{ transform: `translate3d(${-offset}px, 0, 0)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={`${slide.data.id}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-3 min-[464px]:basis-1/2 lg:basis-1/3"
              // A keyboard user tabbing to a slide's link brings that slide into view.
              onFocus={() => showSlide(index)}
            >
              <SlideLink slide={slide} className="block overflow-hidden rounded-2xl bg-canvas">
                <img
                  src={slide.data.image}
                  alt={slide.data.name}
                  width={720}
                  height={360}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                  className="aspect-[2/1] w-full object-cover"
                />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
