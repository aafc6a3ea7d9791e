import {
  getSearchWords,
  SEARCH_WORD_FADE_MS,
  SEARCH_WORD_INTERVAL_MS,
} from '@app/shared/catalog/catalog.models';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * 'Search for "…"' linking to /explore; the word rotates through the words of the local hour every
 * 3 s with a 500 ms fade (SPEC §4, §5). With reduced motion the first word stays.
 */
export function SearchPrompt({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const [words] = useState(() => getSearchWords(now().getHours()));
  const [index, setIndex] = useState(0);
  const [isVisible, setIsVisible] = useState(true);

  useEffect(() => {
    if (words.length < 2 || prefersReducedMotion()) return;
    let fadeTimer: number | undefined;
    const interval = window.setInterval(() => {
      setIsVisible(false);
      fadeTimer = window.setTimeout(() => {
        setIndex((current) => (current + 1) % words.length);
        setIsVisible(true);
      }, SEARCH_WORD_FADE_MS);
    }, SEARCH_WORD_INTERVAL_MS);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(fadeTimer);
    };
  }, [words]);

  const word = words[index] ?? '';
  return (
    <Link
      to="/explore"
      className="mt-3 flex min-h-12 items-center gap-3 rounded-xl border border-line bg-white px-4 text-[15px] text-muted shadow-[0_2px_8px_rgb(40_44_63/0.06)] hover:border-muted/40"
    >
      <span className="flex-1 truncate">
        {t('searchFor')}{' '}
        <span
          data-testid="search-word"
          className="transition-opacity duration-500 ease-in-out"
          style={{ opacity: isVisible ? 1 : 0 }}
        >
          &quot;{word}&quot;
        </span>
      </span>
      <SearchIcon className="size-5 text-ink" />
    </Link>
  );
}
