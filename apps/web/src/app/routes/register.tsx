import { PageTopBar } from '../../components/ui/page-top-bar';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/account-strings';

/** `/register`: sign-up, with the phone code step when the server asks for it. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageCreateAnAccount')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="mb-6 text-2xl font-extrabold tracking-tight text-ink">
          {t('pageCreateAnAccount')}
        </p>
        <RegisterForm />
      </main>
    </div>
  );
}
