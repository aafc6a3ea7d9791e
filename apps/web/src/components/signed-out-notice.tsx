import { useTranslation } from '../lib/i18n/use-translation';
import { useSignedOutStore } from '../lib/session/auth-failure';

/** Says why the app signed the customer out (banned, or the session ended), until dismissed. */
export function SignedOutNotice() {
  const { t } = useTranslation();
  const reason = useSignedOutStore((state) => state.reason);
  const dismiss = useSignedOutStore((state) => state.dismiss);
  if (!reason) return null;
  return (
    <div
      role="alert"
      data-testid="signed-out-notice"
      className="fixed inset-x-0 top-0 z-50 mx-auto flex max-w-md items-start gap-3 bg-red-700 px-4 py-3 text-sm font-medium text-white shadow-lg"
    >
      <p className="flex-1">{reason === 'banned' ? t('signedOutBanned') : t('signedOutExpired')}</p>
      <button type="button" onClick={dismiss} className="font-bold underline">
        {t('close')}
      </button>
    </div>
  );
}
