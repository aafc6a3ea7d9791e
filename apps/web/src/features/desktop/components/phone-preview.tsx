import { useTranslation } from '../../../lib/i18n/use-translation';
import '../lib/desktop-strings';

/** The mobile app's own viewport inside the frame; drawn at 80 % so the page fits 800 px tall. */
const SCREEN_WIDTH = 375;
const SCREEN_HEIGHT = 740;
const SCALE = 0.8;

/**
 * The site itself in an inline frame, inside a drawn phone (SPEC §1). Until 'use app' it is blurred
 * behind an overlay and out of reach of the keyboard and pointer (`inert`); the frame's app sees
 * itself framed and stays the mobile app (desktop-gate.tsx).
 */
export function PhonePreview({
  path,
  isUnlocked,
  isSettled,
  reloadKey,
}: {
  path: string;
  isUnlocked: boolean;
  isSettled: boolean;
  /** Changing it reloads the frame, e.g. after a language switch the framed app cannot see. */
  reloadKey: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative shrink-0 rounded-[44px] bg-ink p-3 shadow-[0_30px_80px_-20px_rgb(40_44_63/0.55)] ring-1 ring-black/10">
      <div
        aria-hidden="true"
        className="absolute top-3 left-1/2 z-10 h-5 w-28 -translate-x-1/2 rounded-b-2xl bg-ink"
      />
      <div
        className="relative overflow-hidden rounded-[32px] bg-white"
        style={{ width: SCREEN_WIDTH * SCALE, height: SCREEN_HEIGHT * SCALE }}
        data-testid="phone-screen"
      >
        <div
          inert={!isUnlocked}
          className={`origin-top-left transition-[filter] duration-500 ${isUnlocked ? '' : 'blur-[6px]'}`}
          style={{ width: SCREEN_WIDTH, height: SCREEN_HEIGHT, transform: `scale(${SCALE})` }}
        >
          <iframe
            key={reloadKey}
            src={path}
            title={t('desktopPreviewTitle')}
            width={SCREEN_WIDTH}
            height={SCREEN_HEIGHT}
            className="block border-0"
          />
        </div>
        {isSettled ? null : (
          <div
            data-testid="phone-preview-overlay"
            className={`absolute inset-0 flex items-end justify-center bg-gradient-to-t from-ink/70 via-ink/20 to-transparent p-6 transition-opacity duration-500 ${isUnlocked ? 'pointer-events-none opacity-0' : 'opacity-100'}`}
          >
            <p className="rounded-full bg-white/95 px-4 py-2 text-center text-sm font-bold text-ink shadow">
              {t('desktopPreviewLocked')}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
