import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { getSetting, useSetting } from '../../../lib/settings/settings-store';
import { readableTextOn } from '../lib/readable-text-colour';
import { acceptGdpr, isInsideFrame, readGdprAccepted } from '../lib/gdpr';
import '../lib/chrome-strings';

/** SPEC §9 "GDPR popup colour fix": the delay before the button takes the store colour. */
export const GDPR_COLOUR_FIX_DELAY_MS = 100;

/**
 * The cookie/GDPR banner (SPEC §4, R4.11): shown while `showGdpr` is 'true' and `gdprAccepted` is
 * not; confirming stores 'true'. Fixed above the tab bar, so showing it shifts no layout. Rendered
 * by the root layout on every page, the desktop landing page included, but never inside the
 * landing page's preview frame, whose outer page already shows it.
 */
export function GdprBanner() {
  const showGdpr = useSetting('showGdpr');
  const [isAccepted, setIsAccepted] = useState(readGdprAccepted);
  const [isFramed] = useState(isInsideFrame);
  if (showGdpr !== 'true' || isAccepted || isFramed) return null;
  return (
    <GdprBannerView
      onConfirm={() => {
        acceptGdpr();
        setIsAccepted(true);
      }}
    />
  );
}

function GdprBannerView({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The colour fix: the button is first drawn with the theme class, whose colour variable may not
  // hold the store colour yet (the landing page's outer document never sets it, and settings can
  // arrive after the first paint). 100 ms after mounting, the store colour is applied inline, as
  // the original app did, with a text colour that keeps contrast on it; the browser ignores a
  // value that is not a colour.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const storeColor = getSetting('storeColor').trim();
      if (storeColor && buttonRef.current) {
        buttonRef.current.style.backgroundColor = storeColor;
        buttonRef.current.style.color = readableTextOn(storeColor);
        buttonRef.current.dataset.colourFixed = 'true';
      }
    }, GDPR_COLOUR_FIX_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div
      role="region"
      aria-label={t('gdprRegionLabel')}
      className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-white shadow-bar"
    >
      <p className="min-w-0 flex-1 text-[13px] leading-snug">{t('gdprMessage')}</p>
      <button
        ref={buttonRef}
        type="button"
        onClick={onConfirm}
        className="min-h-11 shrink-0 rounded-xl bg-primary-strong px-4 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('gdprConfirmButton')}
      </button>
    </div>
  );
}
