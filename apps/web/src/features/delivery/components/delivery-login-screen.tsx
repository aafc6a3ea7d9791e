import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { ApiError } from '../../../lib/api-client';
import { useTranslation, type TranslateFn } from '../../i18n/hooks/use-translation';
import { useDeliveryLogin } from '../api/delivery-login';
import { useDeliveryUser } from '../stores/delivery-user-store';
import { Redirect } from './redirect';
import '../lib/delivery-strings';
import '../../i18n/lib/screen-strings';

function loginErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 403) return t('deliveryLoginNotRider');
  if (error instanceof ApiError && error.code === 'auth.invalid_credentials') {
    return t('deliveryLoginInvalid');
  }
  if (error instanceof ApiError && error.code === 'validation.failed') return t('formCheckFields');
  return t('errorMessage');
}

/** `/delivery/login`: a rider's email and password; the session is kept under `delivery_user`. */
export function DeliveryLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rider = useDeliveryUser();
  const login = useDeliveryLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  if (rider && !login.isSuccess) return <Redirect to="/delivery/orders" />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate('/delivery/orders', { replace: true }) },
    );
  };
  const errorMessage = loginErrorText(login.error, t);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageDeliveryPartnerLogin')} backLabel={t('back')} />
      <main className="px-5 pt-6 pb-10">
        <p className="text-2xl font-extrabold tracking-tight text-ink">
          {t('deliveryLoginHeading')}
        </p>
        <p className="mt-1 mb-6 text-[15px] text-muted">{t('deliveryLoginSubheading')}</p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="delivery-email" className="text-sm font-semibold text-ink">
              {t('deliveryLoginEmail')}
            </label>
            <input
              id="delivery-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="delivery-password" className="text-sm font-semibold text-ink">
              {t('deliveryLoginPassword')}
            </label>
            <input
              id="delivery-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
            />
          </div>
          {errorMessage ? (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
            >
              {errorMessage}
            </p>
          ) : null}
          <Button type="submit" disabled={login.isPending || !email || !password}>
            {login.isPending ? t('deliveryLoginSigningIn') : t('deliveryLoginSubmit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
