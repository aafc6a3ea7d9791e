import { useEffect, useRef, useState, type SVGProps } from 'react';
import { Link } from 'react-router';
import { BackButton, type BackTarget } from '../../../components/ui/back-button';
import { HomeIcon, SearchIcon, ShareIcon } from '../../../components/ui/icons';
import { useRipple } from '../../../components/ui/ripple';
import { share } from '../../../lib/share';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/screen-strings';
import '../../../lib/i18n/nav-strings';

/** SPEC §2/§9: the store name and ETA appear in the bar after 55 px of scroll. */
export const STORE_HEADER_SCROLL_THRESHOLD = 55;

/** How long the "link copied" note stays up. */
const SHARE_NOTE_MS = 3000;

export function useScrolledPast(threshold: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return isPast;
}

function DeliveryBikeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <circle cx="5.5" cy="17" r="3" />
      <circle cx="18.5" cy="17" r="3" />
      <path d="M8.5 17h6l3-6h-4l-2 3H8l-1.5-3H4" />
      <path d="M14 6h3l1.5 5" />
    </svg>
  );
}

const iconButton =
  'relative grid size-10 shrink-0 place-items-center overflow-hidden rounded-full text-ink hover:bg-canvas';

/**
 * The store variant of the nav bar (SPEC §2, R2.25): back; the title over the subtitle (or the
 * item count) and 'ETA {n} mins' with an optional delivery bike; search, home and share. On the
 * store page the title block appears once the page scrolls past 55 px, where the store header
 * (which shows the same name and time) has gone under the bar.
 */
export function StoreNav({
  title,
  etaMinutes,
  subtitle,
  itemCount,
  showDeliveryBike = true,
  revealOnScroll = true,
  backTo,
  onSearch,
}: {
  title: string;
  etaMinutes: number | undefined;
  subtitle?: string;
  itemCount?: number;
  showDeliveryBike?: boolean;
  /** False keeps the title block visible from the start (pages without a store header). */
  revealOnScroll?: boolean;
  backTo?: BackTarget;
  /** Without it the search button opens /explore. */
  onSearch?: () => void;
}) {
  const { t } = useTranslation();
  const isScrolled = useScrolledPast(STORE_HEADER_SCROLL_THRESHOLD);
  const isTitleShown = !revealOnScroll || isScrolled;
  const { ripple, startRipple } = useRipple();
  const [note, setNote] = useState<string | null>(null);
  const noteTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(noteTimer.current), []);

  const countText =
    itemCount === undefined
      ? null
      : itemCount === 1
        ? t('navItemCountOne')
        : t('navItemCount').replace('{n}', String(itemCount));
  const secondLine = subtitle || countText;

  const onShare = async () => {
    const outcome = await share({
      title,
      text: subtitle || title,
      url: window.location.href,
    });
    const message =
      outcome === 'copied' ? t('navLinkCopied') : outcome === 'failed' ? t('navShareFailed') : null;
    if (!message) return;
    setNote(message);
    window.clearTimeout(noteTimer.current);
    noteTimer.current = window.setTimeout(() => setNote(null), SHARE_NOTE_MS);
  };

  return (
    <nav
      aria-label={t('storeNavigation')}
      data-scrolled={isScrolled ? 'true' : 'false'}
      className={`sticky top-0 z-30 flex h-14 items-center gap-1 bg-white px-2 transition-shadow ${isScrolled ? 'shadow-[0_2px_8px_rgb(40_44_63/0.1)]' : ''}`}
    >
      <BackButton label={t('back')} backTo={backTo} />
      <div
        className={`min-w-0 flex-1 transition-opacity duration-200 ${isTitleShown ? 'opacity-100' : 'opacity-0'}`}
        aria-hidden={!isTitleShown}
        data-testid="store-nav-title"
      >
        <p className="truncate text-[15px] leading-tight font-extrabold text-ink">{title}</p>
        <p className="flex min-w-0 items-center gap-1 text-[12px] leading-tight text-muted">
          {secondLine ? <span className="truncate">{secondLine}</span> : null}
          {secondLine && etaMinutes !== undefined ? <span aria-hidden="true">·</span> : null}
          {etaMinutes !== undefined ? (
            <span className="flex shrink-0 items-center gap-1" data-testid="store-nav-eta">
              {showDeliveryBike ? (
                <DeliveryBikeIcon className="size-4 text-ink" data-testid="delivery-bike" />
              ) : null}
              {t('etaMins').replace('{n}', String(etaMinutes))}
            </span>
          ) : null}
        </p>
      </div>
      {onSearch ? (
        <button
          type="button"
          className={iconButton}
          aria-label={t('searchMenu')}
          onClick={onSearch}
        >
          <SearchIcon />
        </button>
      ) : (
        <Link to="/explore" className={iconButton} aria-label={t('pageSearch')}>
          <SearchIcon />
        </Link>
      )}
      <Link to="/" className={iconButton} aria-label={t('navGoHome')}>
        <HomeIcon />
      </Link>
      <button
        type="button"
        className={iconButton}
        aria-label={t('share')}
        onClick={(event) => {
          startRipple(event);
          void onShare();
        }}
      >
        <ShareIcon />
        {ripple}
      </button>
      {note ? (
        <p
          role="status"
          className="fixed inset-x-4 bottom-[calc(6rem+var(--bottom-notice-height,0px))] z-50 mx-auto max-w-sm rounded-xl bg-ink px-4 py-3 text-center text-sm font-semibold text-white shadow-lg"
        >
          {note}
        </p>
      ) : null}
    </nav>
  );
}
