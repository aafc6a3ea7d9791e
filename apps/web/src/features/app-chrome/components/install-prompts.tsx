import { useEffect, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { isAndroidWebView } from '../../../lib/platform';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useSetting } from '../../settings/stores/settings-store';
import {
  dismissIosHint,
  IOS_INSTALL_HINT_DELAY_MS,
  isAndroidUserAgent,
  isIosHintDismissed,
  isIosUserAgent,
  isStandalone,
  type BeforeInstallPromptEvent,
} from '../lib/install-platform';
import '../lib/chrome-strings';
import { takeEarlyInstallOffer } from '../../../lib/early-install-offer';

/**
 * Install offers (SPEC §4, R4.18): on Android the browser's own offer behind an install button
 * (setting `showPwaInstallPromptFooter`), on iOS a hint to use Share → Add to Home Screen after
 * 2.5 s. Neither in the product's Android app, nor once installed.
 */
export function InstallPrompts() {
  const [platform] = useState(() => {
    if (isAndroidWebView() || isStandalone()) return null;
    const userAgent = navigator.userAgent;
    if (isAndroidUserAgent(userAgent)) return 'android';
    if (isIosUserAgent(userAgent)) return 'ios';
    return null;
  });
  if (platform === 'android') return <AndroidInstallBar />;
  if (platform === 'ios') return <IosInstallHint />;
  return null;
}

function AndroidInstallBar() {
  const { t } = useTranslation();
  const isEnabled = useSetting('showPwaInstallPromptFooter') === 'true';
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(
    () => takeEarlyInstallOffer() as BeforeInstallPromptEvent | null,
  );

  useEffect(() => {
    const onBeforeInstallPrompt = (event: Event) => {
      // Keep the browser's offer for our own button instead of its mini-infobar.
      event.preventDefault();
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!isEnabled || !offer) return null;

  const onInstall = async () => {
    setOffer(null);
    try {
      await offer.prompt();
      const choice = await offer.userChoice;
      // SPEC §8: install outcomes are logged only.
      console.info(`install prompt: ${choice.outcome}`);
    } catch (error) {
      console.info('install prompt failed', error);
    }
  };

  return (
    <section
      aria-label={t('installAppTitle')}
      className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-bar"
    >
      <img src="/images/logo.svg" alt="" className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-extrabold text-ink">{t('installAppTitle')}</p>
        <p className="text-xs text-muted">{t('installAppMessage')}</p>
      </div>
      <button
        type="button"
        onClick={() => void onInstall()}
        className="min-h-11 shrink-0 rounded-xl bg-primary-strong px-4 text-sm font-bold text-white"
      >
        {t('installAppButton')}
      </button>
      <button
        type="button"
        onClick={() => setOffer(null)}
        aria-label={t('installAppDismiss')}
        className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-canvas"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}

function IosInstallHint() {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (isIosHintDismissed()) return;
    const timer = window.setTimeout(() => setIsVisible(true), IOS_INSTALL_HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isVisible) return null;

  return (
    <section
      aria-label={t('iosInstallTitle')}
      className="pointer-events-auto flex items-start gap-3 rounded-2xl bg-white px-4 py-3 shadow-bar"
    >
      <img src="/images/logo.svg" alt="" className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-extrabold text-ink">{t('iosInstallTitle')}</p>
        <p className="mt-0.5 text-xs leading-relaxed text-muted">
          {t('iosInstallShareStep')} <IosShareIcon /> {t('iosInstallAddStep')}
        </p>
      </div>
      <button
        type="button"
        onClick={() => {
          dismissIosHint();
          setIsVisible(false);
        }}
        aria-label={t('iosInstallDismiss')}
        className="-mt-1 -mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-canvas"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}

/** Safari's Share symbol (a box with an arrow out of it), which the hint asks to tap. */
function IosShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={16}
      height={16}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="inline size-4 align-text-bottom text-[#007aff]"
    >
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}
