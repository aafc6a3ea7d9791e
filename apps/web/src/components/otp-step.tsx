import { FormField } from './form-field';
import { useTranslation } from '../lib/i18n/use-translation';
import '../lib/i18n/account-strings';

/** The code step of a form that sends a 6-digit code: where it went, then the code's field. */
export function OtpStep({
  sentText,
  value,
  onValue,
  required,
}: {
  sentText: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p aria-live="polite" className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
        {sentText}
      </p>
      <FormField
        label={t('otpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onValue={onValue}
        required={required}
      />
    </>
  );
}
