import { useLocation } from 'react-router';
import { PageTopBar } from '../../components/ui/page-top-bar';
import type { VerifiedPhoneState } from '../../features/accounts/components/phone-login-form';
import { GoogleSignIn } from '../../features/accounts/components/google-sign-in';
import { RegisterForm } from '../../features/accounts/components/register-form';
import { VerifiedPhoneRegisterForm } from '../../features/accounts/components/verified-phone-register-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/account-strings';

function readVerifiedPhone(state: unknown): VerifiedPhoneState | null {
  const candidate = state as Partial<VerifiedPhoneState> | null;
  return typeof candidate?.verifiedPhone === 'string' && typeof candidate.otp === 'string'
    ? { verifiedPhone: candidate.verifiedPhone, otp: candidate.otp }
    : null;
}

/**
 * `/register`: sign-up, with the phone code step when the server asks for it; arriving from a
 * phone-code login of a new phone, only the name is asked (the phone is already verified).
 */
export function Component() {
  const { t } = useTranslation();
  const verified = readVerifiedPhone(useLocation().state);
  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageCreateAnAccount')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="mb-6 text-2xl font-extrabold tracking-tight text-ink">
          {t('pageCreateAnAccount')}
        </p>
        {verified ? (
          <VerifiedPhoneRegisterForm phone={verified.verifiedPhone} otp={verified.otp} />
        ) : (
          <>
            <RegisterForm />
            <div className="mt-6">
              <GoogleSignIn />
            </div>
          </>
        )}
      </main>
    </div>
  );
}
