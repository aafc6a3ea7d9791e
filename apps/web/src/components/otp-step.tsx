import type { ClipboardEvent } from 'react';
import { FormField } from './form-field';
import { useTranslation } from '../lib/i18n/use-translation';
import '../lib/i18n/account-strings';

const CODE_LENGTH = 6;

/** The digits of a typed or pasted code ("123 456", "Your code is 123456."), at most six. */
export function toOtpDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

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
  // The whole code pastes at once, whatever surrounds it (the field's length limit would cut it).
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = toOtpDigits(event.clipboardData.getData('text'));
    if (!digits) return;
    event.preventDefault();
    onValue(digits);
  };
  return (
    <>
      <p aria-live="polite" className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
        {sentText}
      </p>
      <FormField
        label={t('otpCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={value}
        onValue={(next) => onValue(toOtpDigits(next))}
        onPaste={onPaste}
        required={required}
      />
    </>
  );
}
