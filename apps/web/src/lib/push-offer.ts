import { create } from 'zustand';
import { readString, writeString } from './storage';

/**
 * When the app offers push notifications (issue 13, H8.11). The question is never asked on its own
 * after login or on a timer: a screen offers it at a moment it is worth something (the running-order
 * page, where the customer waits on an order) or the customer asks for it (the alerts screen). The
 * app-chrome layer shows the question once no other dialog is open.
 */
export const PUSH_PROMPT_DEFERRED_UNTIL_KEY = 'pushPromptDeferredUntil';
/** "Not now" (or closing the question) keeps the unrequested offer away this long. */
export const PUSH_PROMPT_DEFER_MS = 7 * 24 * 60 * 60 * 1000;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The browser has not been asked yet, so the in-app question can lead to its prompt. */
export function canAskForPush(): boolean {
  return isPushSupported() && Notification.permission === 'default';
}

export function isPushPromptDeferred(now = Date.now()): boolean {
  const until = Number(readString(PUSH_PROMPT_DEFERRED_UNTIL_KEY));
  return Number.isFinite(until) && until > now;
}

export function deferPushPrompt(now = Date.now()): void {
  writeString(PUSH_PROMPT_DEFERRED_UNTIL_KEY, String(now + PUSH_PROMPT_DEFER_MS));
}

export interface PushOffer {
  id: number;
  /** The customer asked (alerts screen): shown even while "Not now" holds. */
  isRequested: boolean;
}

const usePushOfferStore = create<{ offer: PushOffer | null }>(() => ({ offer: null }));

/**
 * Offers the push question. An unrequested offer is dropped while "Not now" holds or when the
 * browser was already asked; a requested one only when the browser was already asked.
 */
export function offerPush({ isRequested = false }: { isRequested?: boolean } = {}): void {
  if (!canAskForPush() || (!isRequested && isPushPromptDeferred())) return;
  const previous = usePushOfferStore.getState().offer;
  usePushOfferStore.setState({ offer: { id: (previous?.id ?? 0) + 1, isRequested } });
}

export function clearPushOffer(): void {
  usePushOfferStore.setState({ offer: null });
}

export function usePushOffer(): PushOffer | null {
  return usePushOfferStore((state) => state.offer);
}
