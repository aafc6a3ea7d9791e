import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGenerateOtpForRegister } from '../api/generate-otp-for-register';
import { useRegister } from '../api/register';
import { accountErrorText } from '../../../lib/session/error-messages';
import { FormError, FormField } from '../../../components/form-field';
import { OtpStep } from '../../../components/otp-step';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

/** Sign-up: name, email, phone and password; a phone code step when the server asks for one. */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const sendCode = useGenerateOtpForRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [isOtpStep, setIsOtpStep] = useState(false);

  const submit = (code: string | null) => {
    registerMutation.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim(), password, otp: code },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'otp.required') {
            setIsOtpStep(true);
            sendCode.mutate({ phone: phone.trim() });
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(isOtpStep ? otp.trim() : null);
  };

  const error =
    registerMutation.error instanceof ApiError && registerMutation.error.code === 'otp.required'
      ? sendCode.error
      : registerMutation.error;
  const errorText = accountErrorText(error, t);
  const isBusy = registerMutation.isPending || sendCode.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {isOtpStep ? (
        <OtpStep
          sentText={t('registerOtpSent').replace('{phone}', phone.trim())}
          value={otp}
          onValue={setOtp}
          required
        />
      ) : (
        <>
          <FormField
            label={t('registerName')}
            value={name}
            onValue={setName}
            autoComplete="name"
            required
          />
          <FormField
            label={t('loginEmail')}
            type="email"
            inputMode="email"
            value={email}
            onValue={setEmail}
            autoComplete="email"
            required
          />
          <FormField
            label={t('accountPhone')}
            hint={t('phoneHint')}
            type="tel"
            inputMode="tel"
            value={phone}
            onValue={setPhone}
            autoComplete="tel"
            required
          />
          <FormField
            label={t('loginPassword')}
            hint={t('passwordHint')}
            type="password"
            value={password}
            onValue={setPassword}
            autoComplete="new-password"
            required
          />
        </>
      )}
      <FormError message={errorText} />
      <Button
        type="submit"
        disabled={
          isBusy ||
          (isOtpStep ? otp.trim().length !== 6 : !name.trim() || !email || !phone || !password)
        }
      >
        {registerMutation.isPending ? t('saving') : t('registerSubmit')}
      </Button>
      {isOtpStep ? (
        <Button
          variant="ghost"
          disabled={isBusy}
          onClick={() => sendCode.mutate({ phone: phone.trim() })}
        >
          {t('otpResend')}
        </Button>
      ) : (
        <p className="text-center text-sm text-muted">
          {t('registerHaveAccount')}{' '}
          <Link to="/login" className="font-bold text-primary-strong">
            {t('loginLink')}
          </Link>
        </p>
      )}
    </form>
  );
}
