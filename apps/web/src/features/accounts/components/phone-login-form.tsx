import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, FormField } from '../../../components/form-field';
import { OtpStep } from '../../../components/otp-step';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountErrorText } from '../../../lib/session/error-messages';
import { useGenerateOtpForLogin } from '../api/generate-otp-for-login';
import { useLoginWithOtp } from '../api/login-with-otp';
import { RESEND_WAIT_SECONDS, useResendTimer } from '../hooks/use-resend-timer';
import { useWebOtp } from '../hooks/use-web-otp';
import { safeNextPath } from './login-form';
import '../../../lib/i18n/account-strings';

/** What /register receives when a new phone's code is already checked (login-with-otp answers 404). */
export interface VerifiedPhoneState {
  verifiedPhone: string;
  otp: string;
}

/**
 * Log in with a phone code: the phone gets a 6-digit code (WebOTP fills it where the browser can),
 * the code signs in; a phone without an account goes on to registration with its code.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sendCode = useGenerateOtpForLogin();
  const loginMutation = useLoginWithOtp();
  const timer = useResendTimer();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');

  const send = () => {
    loginMutation.reset();
    sendCode.mutate(
      { phone: phone.trim() },
      {
        onSuccess: () => {
          setStep('code');
          setCode('');
          timer.start(RESEND_WAIT_SECONDS);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            timer.start(error.retryAfterSeconds ?? 60);
          }
        },
      },
    );
  };

  const verify = (otp: string) => {
    if (otp.length !== 6 || loginMutation.isPending) return;
    loginMutation.mutate(
      { phone: phone.trim(), otp },
      {
        onSuccess: () => void navigate(safeNextPath(params.get('next')), { replace: true }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'auth.account_not_found') {
            const state: VerifiedPhoneState = { verifiedPhone: phone.trim(), otp };
            void navigate('/register', { state });
          }
        },
      },
    );
  };

  useWebOtp({
    isActive: step === 'code',
    onCode: (otp) => {
      setCode(otp);
      verify(otp);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'phone') send();
    else verify(code);
  };

  const loginError =
    loginMutation.error instanceof ApiError && loginMutation.error.code === 'auth.account_not_found'
      ? null
      : loginMutation.error;
  const errorText = accountErrorText(loginError ?? sendCode.error, t);
  const isBusy = sendCode.isPending || loginMutation.isPending;
  // Another number may be tried at once; the same one waits for the server's retry-after.
  const isSendRefused =
    sendCode.error instanceof ApiError && sendCode.error.status === 429 && timer.secondsLeft > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isBusy}>
      {step === 'phone' ? (
        <>
          <p className="text-[15px] text-muted">{t('phoneLoginIntro')}</p>
          <FormField
            label={t('accountPhone')}
            hint={t('phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onValue={setPhone}
            required
          />
        </>
      ) : (
        <OtpStep
          sentText={t('registerOtpSent').replace('{phone}', phone.trim())}
          value={code}
          onValue={setCode}
          required
        />
      )}
      <FormError message={errorText} />
      <Button
        type="submit"
        disabled={isBusy || (step === 'phone' ? !phone.trim() || isSendRefused : code.length !== 6)}
      >
        {step === 'phone'
          ? sendCode.isPending
            ? t('phoneLoginSending')
            : t('resetSendCode')
          : loginMutation.isPending
            ? t('loginSigningIn')
            : t('loginSubmit')}
      </Button>
      {step === 'code' ? (
        <div className="flex flex-col gap-1">
          <Button variant="ghost" disabled={isBusy || timer.secondsLeft > 0} onClick={send}>
            {timer.secondsLeft > 0
              ? t('otpResendIn').replace('{seconds}', String(timer.secondsLeft))
              : t('otpResend')}
          </Button>
          <Button
            variant="ghost"
            disabled={isBusy}
            onClick={() => {
              setStep('phone');
              loginMutation.reset();
              sendCode.reset();
            }}
          >
            {t('phoneLoginChangeNumber')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
