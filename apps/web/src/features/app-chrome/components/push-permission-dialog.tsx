import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useUserStore } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { getSetting } from '../../../lib/settings/settings-store';
import { saveNotificationToken } from '../api/save-notification-token';
import { deferPushPrompt } from '../../../lib/push-offer';
import { subscribeAndSave } from '../lib/push';
import '../lib/chrome-strings';

/** Subscribes with the server's key and saves the subscription for the logged-in user. */
function subscribeForCurrentUser() {
  const user = useUserStore.getState().user?.data;
  if (!user) return Promise.resolve('failed' as const);
  return subscribeAndSave({
    vapidPublicKey: getSetting('vapidPublicKey').trim(),
    save: (subscription) =>
      saveNotificationToken({ token: user.auth_token, user_id: user.id, push_token: subscription }),
  });
}

/** The in-app question before the browser's permission prompt. */
export function PushPermissionDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();

  const onLater = () => {
    // SPEC §8: a refusal is only logged; "Not now" keeps the unasked offer away for 7 days (H8.11).
    console.info('push: the customer chose not now');
    deferPushPrompt();
    onDone();
  };

  const onAllow = async () => {
    onDone();
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        console.info(`push: permission ${permission}`);
        return;
      }
      await subscribeForCurrentUser();
    } catch (error) {
      console.info('push: permission request failed', error);
    }
  };

  return (
    <Sheet
      title={t('pushPromptTitle')}
      // The corner button closes; "Not now" is the footer's (two buttons of one name confuse screen readers).
      closeLabel={t('close')}
      onClose={onLater}
      footer={
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={onLater}>
            {t('pushPromptLater')}
          </Button>
          <Button onClick={() => void onAllow()}>{t('pushPromptAllow')}</Button>
        </div>
      }
    >
      <p className="text-[15px] leading-relaxed text-ink">{t('pushPromptMessage')}</p>
    </Sheet>
  );
}

/** Permission already granted: keep the saved subscription current (a new browser, a new key). */
export function PushResubscribe() {
  useEffect(() => {
    void subscribeForCurrentUser();
  }, []);
  return null;
}
