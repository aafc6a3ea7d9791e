import { useSyncExternalStore } from 'react';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { ConsoleStore } from '@app/shared/console/console.schemas';

/** The signed-in operator, kept apart from the customer PWA's `user` key. */
export const SESSION_KEY = 'console_user';
/** The store last chosen in the picker. */
export const STORE_KEY = 'console_store_id';

export interface ConsoleSession {
  id: number;
  name: string;
  role: 'store_owner' | 'admin';
  auth_token: string;
  stores: ConsoleStore[];
  /** An admin's areas (empty for a store owner; absent in sessions saved before issue 17). */
  permissions?: AdminPermission[];
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: ConsoleSession | null = null;

function isSession(value: unknown): value is ConsoleSession {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ConsoleSession>;
  return (
    typeof candidate.auth_token === 'string' &&
    typeof candidate.id === 'number' &&
    Array.isArray(candidate.stores)
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** The stored session, or null when absent or unreadable; the same object while unchanged. */
export function readSession(): ConsoleSession | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedSession = isSession(parsed) ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSession(session: ConsoleSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  notify();
}

/** Why the last session ended, shown once on the log-in screen. */
const ENDED_KEY = 'console_session_ended';

export function clearSession(reason?: 'expired'): void {
  localStorage.removeItem(SESSION_KEY);
  try {
    if (reason) sessionStorage.setItem(ENDED_KEY, reason);
    else sessionStorage.removeItem(ENDED_KEY);
  } catch {
    // Private mode without storage: the log-in screen just shows no reason.
  }
  notify();
}

/** 'expired' once after a refused token (an admin idle for 30 minutes, a revoked token). */
export function takeSessionEndReason(): 'expired' | null {
  try {
    const reason = sessionStorage.getItem(ENDED_KEY);
    sessionStorage.removeItem(ENDED_KEY);
    return reason === 'expired' ? reason : null;
  } catch {
    return null;
  }
}

export function canOpen(session: ConsoleSession, area: AdminPermission): boolean {
  return session.role === 'admin' && (session.permissions ?? []).includes(area);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

export function readChosenStoreId(): number | null {
  try {
    const value = Number(localStorage.getItem(STORE_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveChosenStoreId(storeId: number): void {
  localStorage.setItem(STORE_KEY, String(storeId));
}
