import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, FormField } from '../../../components/form-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountErrorText } from '../../../lib/session/error-messages';
import { useLoginWithOtp } from '../api/login-with-otp';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

/**
 * Registration for a phone whose login code was just checked: only the name (and an optional
 * email) is asked; the same code creates the account (login-with-otp), so no second code is sent.
 */
export function VerifiedPhoneRegisterForm({ phone, otp }: { phone: string; otp: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginMutation = useLoginWithOtp();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loginMutation.mutate(
      { phone, otp, name: name.trim(), email: email.trim() || null },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  const errorText = accountErrorText(loginMutation.error, t);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
        {t('registerPhoneVerified').replace('{phone}', phone)}
      </p>
      <FormField
        label={t('registerName')}
        value={name}
        onValue={setName}
        autoComplete="name"
        required
      />
      <FormField
        label={t('registerEmailOptional')}
        type="email"
        inputMode="email"
        value={email}
        onValue={setEmail}
        autoComplete="email"
      />
      <FormError message={errorText} />
      <Button type="submit" disabled={loginMutation.isPending || !name.trim()}>
        {loginMutation.isPending ? t('saving') : t('registerSubmit')}
      </Button>
      <p className="text-center text-sm text-muted">
        {t('registerHaveAccount')}{' '}
        <Link to="/login" className="font-bold text-primary-strong">
          {t('loginLink')}
        </Link>
      </p>
    </form>
  );
}
