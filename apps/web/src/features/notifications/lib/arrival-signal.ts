import type { Notification } from '@app/shared/notifications/notifications.schemas';
import '../../i18n/lib/screen-strings';

/** Unread count as SPEC §4 defines it: the number with is_read 0. */
export function countUnread(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => notification.is_read === 0).length;
}

/** Ids in `next` that were not in `previous`: the alerts that arrived since the last poll. */
export function findArrivals(
  previous: readonly Notification[],
  next: readonly Notification[],
): Notification[] {
  const seen = new Set(previous.map((notification) => notification.id));
  return next.filter((notification) => !seen.has(notification.id));
}

/** A short beep through Web Audio (no sound asset) and a vibration where the device has one. */
export function signalArrival(): void {
  try {
    const AudioContextClass =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (AudioContextClass) {
      const context = new AudioContextClass();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.15, context.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start();
      oscillator.stop(context.currentTime + 0.25);
      oscillator.onended = () => void context.close();
    }
  } catch {
    // Audio blocked before any user gesture: the vibration and the list still tell the news.
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate([120, 60, 120]);
}
