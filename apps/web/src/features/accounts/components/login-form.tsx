import { useNavigate, useSearchParams } from 'react-router';
import { EmailPasswordForm } from '../../../components/ui/email-password-form';
import { ApiError, rateLimitedText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLogin } from '../api/login';
import '../../../lib/i18n/account-strings';

/** Where to go after logging in: a same-site path from `?next=`, else home. */
export function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();

  const error = loginMutation.error;
  const errorMessage = !error
    ? null
    : (rateLimitedText(error, t('accountRateLimited')) ??
      (error instanceof ApiError && error.code === 'auth.invalid_credentials'
        ? t('loginInvalidCredentials')
        : error instanceof ApiError && error.code === 'request.invalid'
          ? t('loginCheckFields')
          : t('errorMessage')));

  return (
    <EmailPasswordForm
      idPrefix="login"
      labels={{
        email: t('loginEmail'),
        password: t('loginPassword'),
        submit: t('loginSubmit'),
        submitting: t('loginSigningIn'),
      }}
      isPending={loginMutation.isPending}
      errorMessage={errorMessage}
      onSubmit={(credentials) =>
        loginMutation.mutate(credentials, {
          onSuccess: () => void navigate(safeNextPath(params.get('next')), { replace: true }),
        })
      }
    />
  );
}
