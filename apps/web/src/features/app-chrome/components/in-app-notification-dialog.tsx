import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Sheet } from '../../../components/ui/sheet';
import { resolveClickAction, type InAppNotification } from '../lib/in-app-notification';
import '../lib/chrome-strings';

/** One in-app notification (SPEC §3): title, message, image and a button to its click action. */
export function InAppNotificationDialog({
  notification,
  onClose,
}: {
  notification: InAppNotification;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = resolveClickAction(notification.click_action, window.location.origin);

  const onOpen = () => {
    onClose();
    if (target?.kind === 'internal') void navigate(target.path);
    else if (target?.kind === 'external') window.open(target.href, '_blank', 'noopener');
  };

  return (
    <Sheet
      title={notification.title || notification.message}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <div className={target ? 'grid grid-cols-2 gap-3' : 'grid'}>
          <Button variant="outline" onClick={onClose}>
            {t('notificationDismiss')}
          </Button>
          {target ? <Button onClick={onOpen}>{t('notificationOpen')}</Button> : null}
        </div>
      }
    >
      {notification.image ? (
        <img
          src={notification.image}
          alt=""
          className="mb-3 aspect-video w-full rounded-xl bg-canvas object-cover"
        />
      ) : null}
      {notification.title ? (
        <p className="text-[15px] leading-relaxed text-ink">{notification.message}</p>
      ) : null}
    </Sheet>
  );
}
