import { useEffect } from 'react';
import { useUnreadNotificationCount, type NotificationsInput } from '../api/get-user-notifications';

/**
 * Reports the caller's unread alerts count to the tab bar, which loads this lazily: the count is
 * not needed for the first paint, and keeping the query code out keeps the home route in budget.
 */
export function UnreadAlertsCount({
  input,
  onCount,
}: {
  input: NotificationsInput;
  onCount: (count: number) => void;
}) {
  const count = useUnreadNotificationCount(input);
  useEffect(() => onCount(count), [count, onCount]);
  // Logging out unmounts this: the badge goes with it.
  useEffect(() => () => onCount(0), [onCount]);
  return null;
}
