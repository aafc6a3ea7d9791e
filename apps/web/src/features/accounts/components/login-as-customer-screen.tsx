import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusScreen } from '../../../components/ui/status-screen';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { loginAsCustomer } from '../api/login-as-customer';
import { useUserStore } from '../../../lib/session/user-store';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

/**
 * `/auth/login-as-customer/:id?`: an admin or agent (their token from `?token=`, else the one
 * logged in here) becomes the customer `id`, who is then stored as the logged-in user.
 */
export function LoginAsCustomerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const storedToken = useUserStore((state) => state.user?.data.auth_token ?? null);
  const token = params.get('token') ?? storedToken;
  const customerId = id && /^\d{1,12}$/.test(id) ? Number(id) : null;
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current || !token || customerId === null) return;
    hasStarted.current = true;
    loginAsCustomer({ token, user_id: customerId })
      .then((response) => {
        useUserStore.getState().logIn({ user: response.data, addresses: response.addresses });
        void navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        console.warn(error);
        setErrorCode(error instanceof ApiError ? error.code : 'network.unreachable');
      });
  }, [token, customerId, navigate]);

  const problem = !token
    ? t('impersonateNeedsLogin')
    : customerId === null
      ? t('impersonateNeedsCustomer')
      : errorCode === 'auth.forbidden'
        ? t('impersonateForbidden')
        : errorCode === 'agents.customer_not_found'
          ? t('impersonateNotFound')
          : errorCode
            ? t('errorMessage')
            : null;

  if (!problem) return <PageSpinner label={t('pageSigningYouIn')} />;
  return (
    <StatusScreen eyebrow={t('pageSigningYouIn')} title={t('impersonateFailed')} message={problem}>
      <Link
        to={token ? '/' : `/login?next=/auth/login-as-customer/${id ?? ''}`}
        className={buttonClassName('primary', 'w-full max-w-xs')}
      >
        {token ? t('goHome') : t('loginLink')}
      </Link>
    </StatusScreen>
  );
}
