import { useNavigate } from 'react-router';
import { EmailPasswordForm } from '../../../components/ui/email-password-form';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { ApiError, rateLimitedText } from '../../../lib/api-client';
import { useTranslation, type TranslateFn } from '../../../lib/i18n/use-translation';
import { useDeliveryLogin } from '../api/delivery-login';
import { useDeliveryUser } from '../stores/delivery-user-store';
import { Redirect } from './redirect';
import '../../../lib/i18n/delivery-strings';
import '../../../lib/i18n/screen-strings';

function loginErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  const waiting = rateLimitedText(error, t('deliveryLoginRateLimited'));
  if (waiting) return waiting;
  if (error instanceof ApiError && error.status === 403) return t('deliveryLoginNotRider');
  if (error instanceof ApiError && error.code === 'auth.invalid_credentials') {
    return t('deliveryLoginInvalid');
  }
  if (error instanceof ApiError && error.code === 'request.invalid') return t('formCheckFields');
  return t('errorMessage');
}

/** `/delivery/login`: a rider's email and password; the session is kept under `delivery_user`. */
export function DeliveryLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rider = useDeliveryUser();
  const login = useDeliveryLogin();

  if (rider && !login.isSuccess) return <Redirect to="/delivery/orders" />;

  const errorMessage = loginErrorText(login.error, t);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageDeliveryPartnerLogin')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="text-2xl font-extrabold tracking-tight text-ink">
          {t('deliveryLoginHeading')}
        </p>
        <p className="mt-1 mb-6 text-[15px] text-muted">{t('deliveryLoginSubheading')}</p>
        <EmailPasswordForm
          idPrefix="delivery"
          emailAutoComplete="username"
          labels={{
            email: t('deliveryLoginEmail'),
            password: t('deliveryLoginPassword'),
            submit: t('deliveryLoginSubmit'),
            submitting: t('deliveryLoginSigningIn'),
          }}
          isPending={login.isPending}
          errorMessage={errorMessage}
          onSubmit={(credentials) =>
            login.mutate(credentials, {
              onSuccess: () => void navigate('/delivery/orders', { replace: true }),
            })
          }
        />
      </main>
    </div>
  );
}
