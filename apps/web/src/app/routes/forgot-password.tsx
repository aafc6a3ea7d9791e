import { PageTopBar } from '../../components/ui/page-top-bar';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/account-strings';

/** `/login/forgot-password`: email, then the code, then a new password. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageResetYourPassword')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <ForgotPasswordForm />
      </main>
    </div>
  );
}
