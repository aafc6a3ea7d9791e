import { useEffect, useState, type ReactNode } from 'react';
import { CloseIcon, IosShareIcon } from '../../../components/ui/icons';
import { clearEarlyInstallOffer, peekEarlyInstallOffer } from '../../../lib/early-install-offer';
import { isAndroidWebView } from '../../../lib/platform';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';
import type { BeforeInstallPromptEvent } from '../lib/install-platform';
import '../lib/chrome-strings';

/**
 * Holds the browser's offer (main.tsx keeps one made before this listened) for the install bar;
 * nothing inside the product's Android app, which is installed already.
 */
export function AndroidInstallOffer() {
  const [isAppWebView] = useState(isAndroidWebView);
  return isAppWebView ? null : <AndroidInstallOfferInBrowser />;
}

function AndroidInstallOfferInBrowser() {
  const isEnabled = useSetting('showPwaInstallPromptFooter') === 'true';
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(
    () => peekEarlyInstallOffer() as BeforeInstallPromptEvent | null,
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
    // An offer made after the first render but before this listened was kept by main.tsx.
    const early = peekEarlyInstallOffer() as BeforeInstallPromptEvent | null;
    if (early) queueMicrotask(() => setOffer((current) => current ?? early));
    return () => {
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!isEnabled || !offer) return null;
  return (
    <AndroidInstallBar
      offer={offer}
      onClose={() => {
        clearEarlyInstallOffer();
        setOffer(null);
      }}
    />
  );
}

/**
 * The Android install bar (SPEC §4, R4.18): the browser's own offer behind an install button.
 */
function AndroidInstallBar({
  offer,
  onClose,
}: {
  offer: BeforeInstallPromptEvent;
  onClose: () => void;
}) {
  const { t } = useTranslation();

  const onInstall = async () => {
    onClose();
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
    <InstallCard
      title={t('installAppTitle')}
      dismissLabel={t('installAppDismiss')}
      onDismiss={onClose}
      action={
        <button
          type="button"
          onClick={() => void onInstall()}
          className="min-h-11 shrink-0 rounded-xl bg-primary-strong px-4 text-sm font-bold text-white"
        >
          {t('installAppButton')}
        </button>
      }
    >
      <p className="text-xs text-muted">{t('installAppMessage')}</p>
    </InstallCard>
  );
}

/** The iOS hint to use Share → Add to Home Screen (SPEC §4, R4.18); `InstallPrompts` times it. */
export function IosInstallHint({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <InstallCard
      title={t('iosInstallTitle')}
      dismissLabel={t('iosInstallDismiss')}
      onDismiss={onDismiss}
    >
      <p className="mt-0.5 text-xs leading-relaxed text-muted">
        {t('iosInstallShareStep')}{' '}
        <IosShareIcon className="inline size-4 align-text-bottom text-[#007aff]" />{' '}
        {t('iosInstallAddStep')}
      </p>
    </InstallCard>
  );
}

/** The install bar's and the hint's card: the logo, a title and text, an action, a close button. */
function InstallCard({
  title,
  dismissLabel,
  onDismiss,
  action,
  children,
}: {
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-bar"
    >
      <img src="/images/logo.svg" alt="" className="size-10 shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-extrabold text-ink">{title}</p>
        {children}
      </div>
      {action}
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className="-mr-2 grid size-10 shrink-0 place-items-center rounded-full text-muted hover:bg-canvas"
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}
