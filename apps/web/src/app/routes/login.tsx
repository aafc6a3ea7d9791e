import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { PageTopBar } from '../../components/ui/page-top-bar';
import { GoogleSignIn } from '../../features/accounts/components/google-sign-in';
import { LoginForm } from '../../features/accounts/components/login-form';
import { PhoneLoginForm } from '../../features/accounts/components/phone-login-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSetting } from '../../lib/settings/settings-store';
import '../../lib/i18n/account-strings';

/** `/login`: email and password, a code sent to the phone, or Google (SPEC §2 authentication). */
export function Component() {
  const { t } = useTranslation();
  const storeName = useSetting('storeName');
  const [params] = useSearchParams();
  const isPhone = params.get('method') === 'phone';
  // The other method is a link (?method=phone) that keeps `next`; it replaces, so Back leaves /login.
  const other = new URLSearchParams(params);
  if (isPhone) other.delete('method');
  else other.set('method', 'phone');
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageLogin')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="text-2xl font-extrabold tracking-tight text-ink">{t('loginHeading')}</p>
        <p className="mt-1 mb-6 text-[15px] text-muted">
          {t('loginSubheading').replace('{store}', storeName || 'us')}
        </p>
        {isPhone ? <PhoneLoginForm /> : <LoginForm />}
        <Link
          to={{ search: other.toString() ? `?${other.toString()}` : '' }}
          replace
          className={buttonClassName('outline', 'mt-4 w-full')}
        >
          {isPhone ? t('loginWithEmail') : t('loginWithPhoneCode')}
        </Link>
        <div className="mt-4">
          <GoogleSignIn />
        </div>
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
