import { Link } from 'react-router';
import { PageTopBar } from '../../components/ui/page-top-bar';
import { LoginForm } from '../../features/accounts/components/login-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSetting } from '../../lib/settings/settings-store';
import '../../lib/i18n/account-strings';

/** `/login`: email and password (SPEC §2 authentication). */
export function Component() {
  const { t } = useTranslation();
  const storeName = useSetting('storeName');
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageLogin')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="text-2xl font-extrabold tracking-tight text-ink">{t('loginHeading')}</p>
        <p className="mt-1 mb-6 text-[15px] text-muted">
          {t('loginSubheading').replace('{store}', storeName || 'us')}
        </p>
        <LoginForm />
        <div className="mt-6 flex flex-col items-center gap-3 text-sm">
          <Link to="/login/forgot-password" className="font-bold text-primary-strong">
            {t('loginForgotPassword')}
          </Link>
          <p className="text-muted">
            {t('loginNoAccount')}{' '}
            <Link to="/register" className="font-bold text-primary-strong">
              {t('pageCreateAnAccount')}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}
