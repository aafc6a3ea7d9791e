import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../components/ui/button';
import { ChevronRightIcon, UserIcon } from '../components/ui/icons';
import { PageTopBar } from '../components/ui/page-top-bar';
import { StatusBadge } from '../components/ui/status-screen';
import type { UiStringKey } from '@app/shared/i18n/ui-strings';
import { LanguagePicker, useLanguageChoices } from '../components/language-picker';
import { useTranslation } from '../lib/i18n/use-translation';
import { DeleteAccount, ProfileEditor } from '../features/profile/components/profile-editor';
import { usePages } from '../features/pages/api/get-pages';
import { useLogOut } from '../features/accounts/hooks/use-log-out';
import { useLoggedInUser } from '../lib/session/user-store';
import '../lib/i18n/account-strings';
import '../lib/i18n/screen-strings';

/** Every account area (SPEC §2); the ones not built yet open their "coming soon" page. */
const ACCOUNT_AREAS: readonly { to: string; labelKey: UiStringKey }[] = [
  { to: '/my-addresses', labelKey: 'pageSavedAddresses' },
  { to: '/my-wallet', labelKey: 'pageWallet' },
  { to: '/my-orders', labelKey: 'pageYourOrders' },
  { to: '/my-favorite-stores', labelKey: 'pageFavouriteStores' },
  { to: '/alerts', labelKey: 'pageAlerts' },
];

function LinkRow({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-14 items-center justify-between gap-3 px-5 text-[15px] font-semibold text-ink hover:bg-canvas"
      >
        {label}
        <ChevronRightIcon aria-hidden="true" className="size-5 text-muted" />
      </Link>
    </li>
  );
}

function PageLinks() {
  const { t } = useTranslation();
  const pages = usePages();
  if (!pages.data || pages.data.length === 0) return null;
  return (
    <section aria-labelledby="account-pages" className="mt-4 border-y border-line bg-white">
      <h2
        id="account-pages"
        className="px-5 pt-4 pb-1 text-xs font-bold tracking-wider text-muted uppercase"
      >
        {t('pageInformation')}
      </h2>
      <ul className="divide-y divide-line">
        {pages.data.map((page) => (
          <LinkRow key={page.id} to={`/pages/${page.slug}`} label={page.name} />
        ))}
      </ul>
    </section>
  );
}

/** The "Language" row: the picker, only when there is more than one language (SPEC §1, §3). */
function LanguageRow({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const languages = useLanguageChoices();
  if (!languages) return null;
  return (
    <div
      className={`flex min-h-14 items-center justify-between gap-3 border-y border-line bg-white px-5 ${className}`}
    >
      <span aria-hidden="true" className="text-[15px] font-semibold text-ink">
        {t('languagePickerLabel', 'Language')}
      </span>
      <LanguagePicker />
    </div>
  );
}

/** `/my-account`: the customer's profile, links to every account area and log-out. */
export function AccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const logOut = useLogOut();

  if (!user) {
    return (
      <div className="mx-auto w-full max-w-md bg-white pb-28">
        <PageTopBar title={t('pageYourAccount')} backLabel={t('back')} />
        <main className="flex flex-col items-center px-8 py-12 text-center">
          <StatusBadge>
            <UserIcon />
          </StatusBadge>
          <h2 className="mt-6 text-xl font-extrabold text-ink">{t('accountLoginTitle')}</h2>
          <Link
            to="/login?next=/my-account"
            className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}
          >
            {t('loginLink')}
          </Link>
        </main>
        <LanguageRow className="mt-4 w-full" />
      </div>
    );
  }

  const onLogOut = () => {
    logOut();
    void navigate('/', { replace: true });
  };

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-28">
      <PageTopBar title={t('pageYourAccount')} backLabel={t('back')} />
      <main>
        <ProfileEditor user={user} />

        <nav aria-label={t('pageYourAccount')} className="mt-4 border-y border-line bg-white">
          <ul className="divide-y divide-line">
            {ACCOUNT_AREAS.map((area) => (
              <LinkRow key={area.to} to={area.to} label={t(area.labelKey)} />
            ))}
          </ul>
        </nav>

        <LanguageRow className="mt-4" />

        <PageLinks />

        <div className="px-5 pt-6">
          <Button variant="outline" className="w-full" onClick={onLogOut}>
            {t('accountLogOut')}
          </Button>
          <div className="mt-3">
            <DeleteAccount user={user} onDeleted={onLogOut} />
          </div>
        </div>
      </main>
    </div>
  );
}
