import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../i18n/hooks/use-translation';
import { useLogin } from '../api/login';
import '../lib/account-strings';

/** Where to go after logging in: a same-site path from `?next=`, else home. */
function safeNextPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate(safeNextPath(params.get('next')), { replace: true }) },
    );
  };

  const error = loginMutation.error;
  const errorMessage = !error
    ? null
    : error instanceof ApiError && error.code === 'auth.invalid_credentials'
      ? t('loginInvalidCredentials')
      : error instanceof ApiError && error.code === 'validation.failed'
        ? t('loginCheckFields')
        : t('errorMessage');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-email" className="text-sm font-semibold text-ink">
          {t('loginEmail')}
        </label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-password" className="text-sm font-semibold text-ink">
          {t('loginPassword')}
        </label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="min-h-12 rounded-xl border border-line px-4 text-[15px] outline-none focus:border-primary"
        />
      </div>
      {errorMessage ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {errorMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={loginMutation.isPending || !email || !password}>
        {loginMutation.isPending ? t('loginSigningIn') : t('loginSubmit')}
      </Button>
    </form>
  );
}
