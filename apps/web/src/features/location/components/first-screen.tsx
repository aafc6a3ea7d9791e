import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PinIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLanguageStore } from '../../../lib/i18n/language-store';
import { useSetting } from '../../../lib/settings/settings-store';

const DEFAULT_HERO = '/images/first-screen-hero.svg';

// Fetched only when there is a choice of languages, so the home route's budget does not carry it.
const LanguagePicker = lazy(() =>
  import('../../../components/language-picker').then((module) => ({
    default: module.LanguagePicker,
  })),
);

/** The set-location splash shown on `/` while no address is saved (SPEC §1, §4). */
export function FirstScreen() {
  const { t } = useTranslation();
  const heroImage = useSetting('firstScreenHeroImage') || DEFAULT_HERO;
  const storeLogo = useSetting('storeLogo');
  const storeName = useSetting('storeName');
  const hasLanguageChoice = useLanguageStore((state) => (state.languages?.length ?? 0) > 1);

  return (
    <main className="mx-auto flex min-h-dvh-above-notice w-full max-w-md flex-col bg-white">
      <div className="relative overflow-hidden bg-primary-soft px-6 pt-6 pb-2">
        <div className="relative z-10 flex min-h-10 items-center justify-between gap-3">
          {storeLogo ? (
            <img src={storeLogo} alt={storeName} width={140} height={36} className="h-9 w-auto" />
          ) : (
            <span />
          )}
          {hasLanguageChoice ? (
            <Suspense fallback={null}>
              <LanguagePicker />
            </Suspense>
          ) : null}
        </div>
        <img
          src={heroImage}
          alt=""
          width={360}
          height={300}
          fetchPriority="high"
          className="relative mx-auto mt-2 aspect-[6/5] w-full max-w-[340px] object-contain"
        />
      </div>

      <div className="relative z-10 -mt-5 flex flex-1 flex-col rounded-t-3xl bg-white px-6 pt-8 pb-8">
        <h1 className="text-[26px] leading-tight font-extrabold tracking-tight text-ink">
          {t('firstScreenHeading')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted">{t('firstScreenSubHeading')}</p>

        <div className="mt-auto pt-10">
          <Link to="/search-location" className={buttonClassName('primary', 'w-full')}>
            <PinIcon className="size-5" />
            {t('firstScreenSetupLocation')}
          </Link>
          <p className="mt-5 text-center text-sm text-muted">
            {t('firstScreenLoginText')}{' '}
            <Link
              to="/login"
              className="font-bold text-primary-strong underline-offset-4 hover:underline"
            >
              {t('firstScreenLoginBtn')}
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
