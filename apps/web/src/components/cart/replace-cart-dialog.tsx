import { Button } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/order-strings';
import '../../lib/i18n/screen-strings';

/** Asks before a non-empty cart is replaced (one store per cart; a reorder starts a new cart). */
export function ReplaceCartDialog({
  message,
  onCancel,
  onConfirm,
}: {
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('replaceCartTitle')}
      closeLabel={t('close')}
      onClose={onCancel}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onCancel}>
            {t('replaceCartNo')}
          </Button>
          <Button onClick={onConfirm}>{t('replaceCartYes')}</Button>
        </div>
      }
    >
      <p className="text-[15px] leading-relaxed text-muted">{message}</p>
    </Sheet>
  );
}
