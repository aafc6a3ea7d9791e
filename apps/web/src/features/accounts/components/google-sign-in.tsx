import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, FormField } from '../../../components/form-field';
import { OtpStep } from '../../../components/otp-step';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { accountErrorText } from '../../../lib/session/error-messages';
import { useSetting } from '../../../lib/settings/settings-store';
import { useGenerateOtpForRegister } from '../api/generate-otp-for-register';
import { useCheckSocialLogin, useRegisterWithSocial } from '../api/social-sign-in';
import { readGoogleToken, useGoogleIdentity } from '../hooks/use-google-identity';
import { safeNextPath } from './login-form';
import '../../../lib/i18n/account-strings';
import '../../../lib/i18n/screen-strings';

interface GoogleAccount {
  credential: string;
  email: string;
  name: string;
}

type Step = 'button' | 'link' | 'link-code' | 'register' | 'register-code';

/**
 * "Continue with Google" on /login and /register, shown only when a client id is configured (the
 * googleClientId setting or GOOGLE_CLIENT_ID, through get-settings). An email that already has an
 * account asks for its password, or a code sent to its phone, before Google sign-in is added to
 * it; a new one asks the phone.
 */
export function GoogleSignIn() {
  const clientId = useSetting('googleClientId').trim();
  if (!clientId) return null;
  return <GoogleSignInFlow clientId={clientId} />;
}

function GoogleSignInFlow({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const check = useCheckSocialLogin();
  const registerMutation = useRegisterWithSocial();
  const sendCode = useGenerateOtpForRegister();
  const [account, setAccount] = useState<GoogleAccount | null>(null);
  const [step, setStep] = useState<Step>('button');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [isUnreadable, setIsUnreadable] = useState(false);
  const done = () => void navigate(safeNextPath(params.get('next')), { replace: true });

  const logIn = (
    next: GoogleAccount,
    proof: { password?: string; otp?: string; sendCode?: true } = {},
  ) =>
    check.mutate(
      { email: next.email, accessToken: next.credential, provider: 'google', ...proof },
      {
        onSuccess: (response) => (response.exists ? done() : setStep('register')),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === 'auth.social_link_required') setStep('link');
          if (error.code === 'auth.social_link_code_sent') setStep('link-code');
          if (error.code === 'auth.social_link_no_phone') setStep('link');
        },
      },
    );

  const { container, status, retry } = useGoogleIdentity({
    clientId,
    onCredential: (credential) => {
      const claims = readGoogleToken(credential);
      setIsUnreadable(!claims);
      if (!claims) return;
      const next = { credential, ...claims };
      setAccount(next);
      setStep('button');
      setPassword('');
      registerMutation.reset();
      logIn(next);
    },
  });

  const register = (code: string | null) => {
    if (!account) return;
    registerMutation.mutate(
      {
        name: account.name || account.email.split('@')[0] || account.email,
        email: account.email,
        accessToken: account.credential,
        phone: phone.trim(),
        provider: 'google',
        otp: code,
      },
      {
        onSuccess: done,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'otp.required') {
            setStep('register-code');
            sendCode.mutate({ phone: phone.trim() });
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!account) return;
    if (step === 'link') logIn(account, { password });
    else if (step === 'link-code') logIn(account, { otp });
    else if (step === 'register') register(null);
    else if (step === 'register-code') register(otp);
  };

  const stepError =
    step === 'register' || step === 'register-code'
      ? registerMutation.error instanceof ApiError && registerMutation.error.code === 'otp.required'
        ? sendCode.error
        : registerMutation.error
      : check.error instanceof ApiError &&
          ['auth.social_link_required', 'auth.social_link_code_sent'].includes(check.error.code)
        ? null
        : check.error;
  const errorText = isUnreadable
    ? t('googleFailed')
    : stepError instanceof ApiError && stepError.code === 'auth.social_token_invalid'
      ? t('googleFailed')
      : stepError instanceof ApiError && stepError.code === 'auth.social_link_no_phone'
        ? t('googleLinkNoPhone')
        : accountErrorText(stepError, t);
  const isBusy = check.isPending || registerMutation.isPending || sendCode.isPending;

  return (
    <section aria-label={t('googleContinue')} className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('googleOr')}
        <span className="h-px flex-1 bg-line" />
      </div>
      {status === 'loading' ? (
        <p role="status" className="text-center text-sm text-muted">
          {t('googleLoading')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p className="flex items-center justify-center gap-2 text-sm text-muted">
          {t('googleUnavailable')}
          <button
            type="button"
            className="font-medium text-primary-strong underline"
            onClick={retry}
          >
            {t('googleRetry')}
          </button>
        </p>
      ) : null}
      <div
        ref={container}
        className={status === 'failed' ? 'hidden' : 'flex min-h-11 justify-center'}
        aria-busy={isBusy}
      />
      {step === 'button' ? (
        <FormError message={errorText} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {step === 'link' ? (
            <>
              <p className="text-[15px] text-ink">
                {t('googleLinkIntro').replace('{email}', account?.email ?? '')}
              </p>
              <FormField
                label={t('loginPassword')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValue={setPassword}
                required
              />
              <button
                type="button"
                className="self-start text-sm font-medium text-primary underline"
                disabled={isBusy}
                onClick={() => {
                  if (!account) return;
                  setOtp('');
                  logIn(account, { sendCode: true });
                }}
              >
                {t('googleLinkUseCode')}
              </button>
            </>
          ) : null}
          {step === 'link-code' ? (
            <OtpStep sentText={t('googleLinkCodeSent')} value={otp} onValue={setOtp} required />
          ) : null}
          {step === 'register' ? (
            <>
              <p className="text-[15px] text-ink">
                {t('googleRegisterIntro').replace('{email}', account?.email ?? '')}
              </p>
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
          ) : null}
          {step === 'register-code' ? (
            <OtpStep
              sentText={t('registerOtpSent').replace('{phone}', phone.trim())}
              value={otp}
              onValue={setOtp}
              required
            />
          ) : null}
          <FormError message={errorText} />
          <Button
            type="submit"
            disabled={
              isBusy ||
              (step === 'link' && !password) ||
              (step === 'register' && !phone.trim()) ||
              ((step === 'register-code' || step === 'link-code') && otp.length !== 6)
            }
          >
            {isBusy
              ? t('saving')
              : step === 'link' || step === 'link-code'
                ? t('googleLinkSubmit')
                : t('registerSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
