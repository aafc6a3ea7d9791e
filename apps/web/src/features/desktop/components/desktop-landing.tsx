import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LanguagePicker } from '../../../components/language-picker';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLanguageStore } from '../../../lib/i18n/language-store';
import { useSetting } from '../../../lib/settings/settings-store';
import { useDesktopLoadCounter } from '../hooks/use-desktop-load-counter';
import { usePreviewUnlock } from '../hooks/use-preview-unlock';
import { getPreviewPath } from '../lib/preview-path';
import { isShownSetting } from '../lib/desktop-settings';
import { AchievementTiles } from './achievement-tiles';
import { DesktopFooter } from './desktop-footer';
import { PhonePreview } from './phone-preview';
import '../lib/desktop-strings';

/** The optional 'try it on phone' strip (setting `desktopShowTryOnPhone`). */
function TryOnPhoneBanner() {
  const { t } = useTranslation();
  const isOn = useSetting('desktopShowTryOnPhone') === 'true';
  const text = useSetting('desktopTryOnPhoneText');
  if (!isOn || !isShownSetting(text)) return null;
  const siteUrl = window.location.origin;

  return (
    <aside className="bg-primary-strong px-8 py-2.5 text-center text-sm text-white">
      <span className="font-semibold">{t('desktopTryOnPhoneText')}</span>{' '}
      <span className="opacity-90">{t('desktopTryOnPhoneLink')}</span>{' '}
      <a href={siteUrl} className="font-bold underline underline-offset-4">
        {window.location.host}
      </a>
    </aside>
  );
}

/**
 * The desktop landing page at `/` on wide screens (SPEC §1, §4): brand, heading, the 'use app'
 * button that unlocks a live phone preview of the site (opened at once when `?open=` names an item
 * or restaurant), the achievement tiles, the language picker, the footer. Settings are already
 * fetched on every start by SettingsGate, whether or not a store colour is stored.
 */
export function DesktopLanding() {
  const { t } = useTranslation();
  // The framed app reads the language once, on load: a switch here reloads the frame.
  const preferredLanguage = useLanguageStore((state) => state.userPreferedLanguage);
  const [searchParams] = useSearchParams();
  const openPath = getPreviewPath(searchParams.get('open'));
  const storeLogo = useSetting('storeLogo');
  const storeName = useSetting('storeName');
  const { isUnlocked, isSettled, onUseApp } = usePreviewUnlock();
  useDesktopLoadCounter();

  useEffect(() => {
    // An item or restaurant link opened on a desktop: show it in the phone straight away.
    if (openPath) onUseApp();
  }, [openPath, onUseApp]);

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-primary-soft via-white to-white">
      <TryOnPhoneBanner />
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-8 py-5">
        {storeLogo ? (
          <img src={storeLogo} alt={storeName} width={160} height={40} className="h-10 w-auto" />
        ) : (
          <span className="text-2xl font-extrabold text-primary-strong">{storeName}</span>
        )}
        <LanguagePicker />
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-8 pt-4 pb-12 lg:grid-cols-[minmax(0,1fr)_auto]">
        <section className="max-w-xl">
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight text-ink xl:text-5xl">
            {t('desktopHeading', storeName)}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted">{t('desktopSubHeading', '')}</p>
          <Button className="mt-8 min-h-14 px-8 text-base" onClick={onUseApp}>
            {t('desktopUseAppButton', 'Use app')}
          </Button>
          <div className="mt-10">
            <AchievementTiles />
          </div>
        </section>
        <div className="flex justify-center">
          <PhonePreview
            path={openPath ?? '/'}
            isUnlocked={isUnlocked}
            isSettled={isSettled}
            reloadKey={preferredLanguage ?? 'default'}
          />
        </div>
      </main>

      <DesktopFooter />
    </div>
  );
}
