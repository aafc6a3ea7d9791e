import type { CourierTask } from '@app/shared/courier/courier.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { taskTypeLabelKey, trackingUrl } from '../../../lib/courier/courier-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { share } from '../../../lib/share';
import '../../../lib/i18n/courier-tracking-strings';

/** "Share tracking link": the recipient's page, through the share sheet or copied. */
export function ShareTrackingLink({
  courier,
  senderName,
}: {
  courier: CourierTask;
  senderName: string;
}) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const url = trackingUrl(courier.track_token);
  return (
    <div className="mt-3">
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          setNotice(null);
          void share({
            title: t('courierShareTitle'),
            text: t('courierShareText')
              .replace('{sender}', senderName)
              .replace('{what}', courier.description || t(taskTypeLabelKey(courier.task_type))),
            url,
          }).then((outcome) => {
            if (outcome === 'copied') setNotice(t('courierLinkCopied'));
            else if (outcome === 'failed') setNotice(t('courierShareFailed'));
          });
        }}
      >
        {t('courierShareLink')}
      </Button>
      <p role="status" className="mt-1 text-center text-xs text-muted empty:hidden">
        {notice}
      </p>
    </div>
  );
}
