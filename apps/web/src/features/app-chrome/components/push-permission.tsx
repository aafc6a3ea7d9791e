import { lazy, Suspense, useState } from 'react';
import { useIsAnyDialogOpen } from '../../../lib/open-dialogs';
import { clearPushOffer, isPushSupported, usePushOffer } from '../../../lib/push-offer';
import { useLoggedInUser } from '../../../lib/session/user-store';

const PushPermissionDialog = lazy(() =>
  import('./push-permission-dialog').then((module) => ({
    default: module.PushPermissionDialog,
  })),
);
const PushResubscribe = lazy(() =>
  import('./push-permission-dialog').then((module) => ({ default: module.PushResubscribe })),
);

/**
 * Push permission (SPEC §4, R1.04; issue 13, H8.11). The in-app question ("Get order updates?")
 * comes before the browser's own prompt, so that only follows a yes; it is asked only when a
 * screen offers it (`offerPush`: the running-order page, the alerts screen), never by itself after
 * login or on a timer, and only once no other dialog is open. Once permission is granted, the
 * subscription is saved again whenever it changed.
 */
export function PushPermission() {
  const userId = useLoggedInUser()?.id ?? null;
  const offer = usePushOffer();
  const isOtherDialogOpen = useIsAnyDialogOpen();
  // The offer on screen: once shown, its own sheet counts as an open dialog.
  const [shownOfferId, setShownOfferId] = useState<number | null>(null);

  if (userId === null || !isPushSupported()) return null;
  if (Notification.permission === 'granted') {
    return (
      <Suspense fallback={null}>
        <PushResubscribe />
      </Suspense>
    );
  }
  if (!offer) return null;
  if (shownOfferId !== offer.id) {
    // Waits while another dialog is open (an item's add-ons, a cancel confirmation...).
    if (isOtherDialogOpen) return null;
    setShownOfferId(offer.id);
    return null;
  }
  return (
    <Suspense fallback={null}>
      <PushPermissionDialog onDone={clearPushOffer} />
    </Suspense>
  );
}
