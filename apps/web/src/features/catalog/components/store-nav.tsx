import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeftIcon, SearchIcon, ShareIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../i18n/hooks/use-translation';
import '../../i18n/lib/screen-strings';

/** SPEC §2/§9: the store name and ETA appear in the bar after 55 px of scroll. */
export const STORE_HEADER_SCROLL_THRESHOLD = 55;

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

async function shareLink(title: string): Promise<void> {
  const url = window.location.href;
  try {
    if (typeof navigator.share === 'function') await navigator.share({ title, url });
    else await navigator.clipboard?.writeText(url);
  } catch (error) {
    // A dismissed share sheet rejects; nothing to tell the user (SPEC §8).
    console.info('share not completed', error);
  }
}

/** The store variant of the top bar (SPEC §2): back, name and 'ETA {n} mins' on scroll, search, share. */
export function StoreNav({
  title,
  etaMinutes,
  onSearch,
}: {
  title: string;
  etaMinutes: number | undefined;
  onSearch?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isScrolled = useScrolledPast(STORE_HEADER_SCROLL_THRESHOLD);
  const iconButton =
    'grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-canvas';
  return (
    <nav
      aria-label={t('storeNavigation')}
      data-scrolled={isScrolled ? 'true' : 'false'}
      className={`sticky top-0 z-30 flex h-14 items-center gap-1 bg-white px-2 transition-shadow ${isScrolled ? 'shadow-[0_2px_8px_rgb(40_44_63/0.1)]' : ''}`}
    >
      <button
        type="button"
        className={iconButton}
        aria-label={t('back')}
        onClick={() => {
          if (window.history.state && window.history.state.idx > 0) void navigate(-1);
          else void navigate('/');
        }}
      >
        <ArrowLeftIcon />
      </button>
      <div
        className={`min-w-0 flex-1 transition-opacity duration-200 ${isScrolled ? 'opacity-100' : 'opacity-0'}`}
        aria-hidden={!isScrolled}
        data-testid="store-nav-title"
      >
        <p className="truncate text-[15px] font-extrabold text-ink">{title}</p>
        {etaMinutes !== undefined ? (
          <p className="text-[12px] text-muted">
            {t('etaMins').replace('{n}', String(etaMinutes))}
          </p>
        ) : null}
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
      ) : null}
      <button
        type="button"
        className={iconButton}
        aria-label={t('share')}
        onClick={() => void shareLink(title)}
      >
        <ShareIcon />
      </button>
    </nav>
  );
}
