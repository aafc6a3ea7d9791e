import type { Notification } from '@app/shared/notifications/notifications.schemas';
import { useEffect, useRef } from 'react';
import { findArrivals, signalArrival } from '../../../lib/arrival-signal';

/**
 * Beeps and vibrates when a poll brings alerts that were not in the previous answer. The first
 * answer only sets the baseline: opening the screen is not an arrival.
 */
export function useArrivalSignal(
  notifications: readonly Notification[] | undefined,
  signal: () => void = signalArrival,
) {
  const previous = useRef<readonly Notification[] | null>(null);
  useEffect(() => {
    if (!notifications) return;
    if (previous.current !== null) {
      const arrivals = findArrivals(previous.current, notifications);
      if (arrivals.some((notification) => notification.is_read === 0)) signal();
    }
    previous.current = notifications;
  }, [notifications, signal]);
}
