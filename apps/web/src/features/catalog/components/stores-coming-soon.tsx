import type { ReactNode } from 'react';
import { ClockIcon, OfferIcon, PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../i18n/hooks/use-translation';

/** What the store list will bring, so the page promises something concrete rather than a blank. */
const HIGHLIGHTS: { key: string; fallback: string; icon: ReactNode }[] = [
  { key: 'homeHighlightFast', fallback: 'Fast delivery', icon: <ClockIcon /> },
  { key: 'homeHighlightTracking', fallback: 'Live order tracking', icon: <PinIcon /> },
  { key: 'homeHighlightOffers', fallback: 'Offers every day', icon: <OfferIcon /> },
];

/**
 * Home body until the store list lands: says plainly that stores for this address are on their way.
 */
export function StoresComingSoon({ areaName }: { areaName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stores-coming-soon-title" className="px-4 pt-2 pb-6">
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-primary-soft via-white to-white p-6 ring-1 ring-line">
        <div className="flex items-center gap-2 text-xs font-bold tracking-[0.12em] text-primary-strong uppercase">
          <ClockIcon className="size-4" />
          {t('comingSoonTitle')}
        </div>
        <h2
          id="stores-coming-soon-title"
          className="mt-3 text-[22px] leading-tight font-extrabold tracking-tight text-ink"
        >
          {t('homeStoresSoonTitle', 'Restaurants near {area} are getting ready').replace(
            '{area}',
            areaName,
          )}
        </h2>
        <p className="mt-2 text-[15px] leading-relaxed text-muted">
          {t(
            'homeStoresSoonMessage',
            'We are lining up the best kitchens and stores that deliver to your address. Check back soon to browse menus and order.',
          )}
        </p>
      </div>

      <ul className="mt-5 grid grid-cols-3 gap-3">
        {HIGHLIGHTS.map((item) => (
          <li
            key={item.key}
            className="flex flex-col items-center gap-2 rounded-2xl bg-canvas px-2 py-4 text-center"
          >
            <span className="grid size-10 place-items-center rounded-full bg-white text-primary shadow-sm [&>svg]:size-5">
              {item.icon}
            </span>
            <span className="text-[12px] leading-tight font-semibold text-ink">
              {t(item.key, item.fallback)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
