import { splitIntoTwoRows } from '@app/shared/catalog/catalog.models';
import type { PromoSlider } from '@app/shared/catalog/catalog.schemas';
import { SlideLink } from './slide-link';

/**
 * A titled horizontal strip of slides: the new arrivals in two rows (first 4, next 4, then
 * alternating, SPEC §5), the other sliders in one.
 */
export function SlideRows({
  title,
  sliders,
  twoRows = false,
  testId,
}: {
  title: string;
  sliders: PromoSlider[] | undefined;
  twoRows?: boolean;
  testId?: string;
}) {
  const slides = (sliders ?? []).flatMap((slider) => slider.slides);
  if (slides.length === 0) return null;
  const rows = twoRows ? splitIntoTwoRows(slides).filter((row) => row.length > 0) : [slides];
  const headingId = `${testId ?? 'slides'}-title`;
  return (
    <section aria-labelledby={headingId} className="py-3" data-testid={testId}>
      <h2 id={headingId} className="px-4 text-[17px] font-extrabold tracking-tight text-ink">
        {title}
      </h2>
      <div className="no-scrollbar mt-3 overflow-x-auto px-4">
        {rows.map((row, rowIndex) => (
          <ul key={rowIndex} className={`flex w-max gap-3 ${rowIndex > 0 ? 'mt-3' : ''}`}>
            {row.map((slide, index) => (
              <li key={`${slide.data.id}-${index}`} className="w-[140px]">
                <SlideLink slide={slide} className="block">
                  <img
                    src={slide.data.image}
                    alt=""
                    width={140}
                    height={105}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-[140px] rounded-xl bg-canvas object-cover"
                  />
                  <span className="mt-1.5 block truncate text-[13px] font-semibold text-ink">
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
