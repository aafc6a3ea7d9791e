import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/account-strings';

/**
 * The "Address deleted" snackbar with Undo. The live region stays mounted so screen readers
 * announce the message when it appears; Undo takes the focus the removed card's button had.
 */
export function AddressDeletedToast({
  isVisible,
  onUndo,
}: {
  isVisible: boolean;
  onUndo: () => void;
}) {
  const { t } = useTranslation();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isVisible) undoRef.current?.focus();
  }, [isVisible]);
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(1rem+var(--bottom-notice-height,0px))] z-50 mx-auto flex max-w-md justify-center px-4"
    >
      {isVisible ? (
        <div className="pointer-events-auto flex w-full items-center justify-between gap-4 rounded-xl bg-ink px-4 py-3 text-sm text-white shadow-bar">
          <span>{t('addressDeleted')}</span>
          <button
            ref={undoRef}
            type="button"
            onClick={onUndo}
            className="min-h-10 rounded-lg px-3 font-bold text-primary-soft focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('addressUndo')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
