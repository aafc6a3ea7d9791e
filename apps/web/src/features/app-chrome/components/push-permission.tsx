import { lazy, Suspense, useMemo, useState } from 'react';
import { useLoggedInUser } from '../../accounts/stores/user-store';
import { isPushPromptDeferred, isPushSupported } from '../lib/push';

const PushPermissionDialog = lazy(() =>
  import('./push-permission-dialog').then((module) => ({
    default: module.PushPermissionDialog,
  })),
);
const PushResubscribe = lazy(() =>
  import('./push-permission-dialog').then((module) => ({ default: module.PushResubscribe })),
);

type PushStep = 'idle' | 'ask' | 'resubscribe';

function pushStepFor(userId: number | null): PushStep {
  if (userId === null || !isPushSupported()) return 'idle';
  if (Notification.permission === 'granted') return 'resubscribe';
  if (Notification.permission === 'default' && !isPushPromptDeferred()) return 'ask';
  return 'idle';
}

/**
 * Push permission (SPEC §4, R1.04): a logged-in customer whose browser has not been asked yet is
 * first asked in the app ("Get order updates?"), so the browser's own prompt only follows a yes.
 * Once permission is granted, the subscription is saved again whenever it changed.
 */
export function PushPermission() {
  const userId = useLoggedInUser()?.id ?? null;
  // Decided once per login: the answer given in the dialog must not start a second round.
  const initialStep = useMemo(() => pushStepFor(userId), [userId]);
  const [doneForUser, setDoneForUser] = useState<number | null>(null);
  const step = doneForUser !== null && doneForUser === userId ? 'idle' : initialStep;

  if (step === 'idle') return null;
  return (
    <Suspense fallback={null}>
      {step === 'ask' ? (
        <PushPermissionDialog onDone={() => setDoneForUser(userId)} />
      ) : (
        <PushResubscribe />
      )}
    </Suspense>
  );
}
