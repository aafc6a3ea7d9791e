import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useChangePassword } from '../api/change-password';
import { useSendPasswordResetMail } from '../api/send-password-reset-mail';
import { useVerifyPasswordResetOtp } from '../api/verify-password-reset-otp';
import { accountErrorText } from '../../../lib/session/error-messages';
import { FormError, FormField } from '../../../components/form-field';
import { OtpStep } from '../../../components/otp-step';
import '../../../lib/i18n/account-strings';

type Step = 'email' | 'code' | 'password' | 'done';

/** Password reset: the email gets a 6-digit code, the code is checked, then a new password. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const sendMail = useSendPasswordResetMail();
  const verify = useVerifyPasswordResetOtp();
  const change = useChangePassword();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'email') {
      sendMail.mutate({ email: email.trim() }, { onSuccess: () => setStep('code') });
    } else if (step === 'code') {
      verify.mutate(
        { email: email.trim(), code: code.trim() },
        { onSuccess: () => setStep('password') },
      );
    } else if (step === 'password') {
      change.mutate(
        { email: email.trim(), code: code.trim(), password },
        { onSuccess: () => setStep('done') },
      );
    }
  };

  if (step === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
          {t('resetDone')}
        </p>
        <Link to="/login" className={buttonClassName('primary', 'w-full')}>
          {t('loginLink')}
        </Link>
      </div>
    );
  }

  const current = step === 'email' ? sendMail : step === 'code' ? verify : change;
  const errorText = accountErrorText(current.error, t);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {step === 'email' ? (
        <>
          <p className="text-[15px] text-muted">{t('resetEmailIntro')}</p>
          <FormField
            label={t('loginEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            required
          />
        </>
      ) : null}
      {step === 'code' ? (
        <OtpStep
          sentText={t('resetCodeSent').replace('{email}', email.trim())}
          value={code}
          onValue={setCode}
          required
        />
      ) : null}
      {step === 'password' ? (
        <FormField
          label={t('resetNewPassword')}
          hint={t('passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          required
        />
      ) : null}
      <FormError message={errorText} />
      <Button
        type="submit"
        disabled={
          current.isPending ||
          (step === 'email' && !email.trim()) ||
          (step === 'code' && code.trim().length !== 6) ||
          (step === 'password' && password.length < 8)
        }
      >
        {step === 'email'
          ? t('resetSendCode')
          : step === 'code'
            ? t('resetVerifyCode')
            : t('resetSetPassword')}
      </Button>
      {step === 'code' ? (
        <Button
          variant="ghost"
          disabled={sendMail.isPending}
          onClick={() => sendMail.mutate({ email: email.trim() })}
        >
          {t('otpResend')}
        </Button>
      ) : null}
    </form>
  );
}
