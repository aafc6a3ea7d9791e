import { useTranslation } from '../../../lib/i18n/use-translation';

/** "Something went wrong" and a Retry link, inside the caller's box. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="text-red-700">
        {t('errorMessage')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 min-h-11 font-bold text-primary-strong underline"
      >
        {t('retry')}
      </button>
    </>
  );
}
