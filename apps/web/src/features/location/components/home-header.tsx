import { formatAddressLine, formatAddressTag } from '@app/shared/location/location.models';
import type { SavedAddress } from '@app/shared/location/location.schemas';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ArrowLeftIcon,
  ChevronDownIcon,
  OfferIcon,
  PinIcon,
  UserIcon,
} from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';

/**
 * The header of the mobile home (SPEC §2): where we deliver to, offers and account; `children`
 * (greeting, search prompt) render under the top row.
 */
export function HomeHeader({ address, children }: { address: SavedAddress; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isBackHidden = useSetting('hideHeaderBackButton') === 'true';
  const tag = formatAddressTag(address.tag);
  const line = formatAddressLine({
    address: address.address,
    house: address.house ?? null,
    businessLocation: address.businessLocation ?? false,
  });

  return (
    <header className="bg-white px-4 pt-3 pb-3">
      <div className="flex items-center gap-2">
        {isBackHidden ? null : (
          <button
            type="button"
            onClick={() => void navigate(-1)}
            aria-label={t('back')}
            className="-ml-2 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-canvas"
          >
            <ArrowLeftIcon />
          </button>
        )}

        <Link
          to="/search-location"
          className="group flex min-w-0 flex-1 items-start gap-2 rounded-xl py-1 pr-2"
          aria-describedby="home-address-hint"
        >
          <PinIcon className="mt-0.5 size-6 shrink-0 text-primary" />
          <span className="min-w-0">
            <span className="flex items-center gap-1 text-lg leading-tight font-extrabold text-ink">
              <span data-testid="address-tag">{tag}</span>
              <ChevronDownIcon className="size-4 text-primary" strokeWidth={2.6} />
            </span>
            <span
              data-testid="address-line"
              className="mt-0.5 block truncate text-[13px] leading-snug text-muted"
            >
              {line}
            </span>
          </span>
          <span id="home-address-hint" className="sr-only">
            {t('changeLocation')}
          </span>
        </Link>

        <Link
          to="/offers"
          className="flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink hover:bg-canvas"
        >
          <OfferIcon className="size-5 text-primary" />
          {t('offers')}
        </Link>

        <Link
          to="/my-account"
          aria-label={t('myAccount')}
          className="grid size-10 shrink-0 place-items-center rounded-full bg-canvas text-ink hover:bg-line"
        >
          <UserIcon className="size-5" />
        </Link>
      </div>

      {children}
    </header>
  );
}
