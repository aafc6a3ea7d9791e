import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Local storage access. The spec names the keys (`settings`, `userSetAddress`, ...) and keeps raw
 * values under them, so everything here reads and writes plain strings or plain JSON and never
 * throws: private mode, a full quota or a corrupted value must not break the app.
 */

function getStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    getStorage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working from memory.
  }
}

export function removeKey(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Nothing to do: the value is gone from memory anyway.
  }
}

/** Parsed JSON under `key`, or `undefined` when absent or not valid JSON. */
export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** How one state field maps to its own local storage key. */
export interface StorageField<TValue> {
  key: string;
  /** Turns the stored string into the state value; `undefined` means "treat as absent". */
  parse: (raw: string) => TValue | undefined;
  /** Turns the state value into the stored string; `null` removes the key. */
  serialize: (value: TValue) => string | null;
  /** Called when a stored value was present but unusable, before it is dropped. */
  onInvalid?: (raw: string) => void;
}

/** A field stored as raw JSON, validated by `isValid` (invalid values are removed from storage). */
export function jsonField<TValue>(
  key: string,
  isValid: (value: unknown) => value is TValue,
): StorageField<TValue | null> {
  return {
    key,
    parse: (raw) => {
      try {
        const value = JSON.parse(raw) as unknown;
        return isValid(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    serialize: (value) => (value === null ? null : JSON.stringify(value)),
    onInvalid: () => removeKey(key),
  };
}

/** A field stored as a plain string (for example `userAlreadySelectedLocation` = 'true'). */
export function stringField(key: string): StorageField<string | null> {
  return { key, parse: (raw) => raw, serialize: (value) => value };
}

export type StorageFields<TState> = { [K in keyof TState]: StorageField<TState[K]> };

/**
 * A zustand `persist` storage that writes each state field raw under its own key, instead of the
 * default `{ state, version }` envelope under one name. Other code (and the spec's other clients)
 * read these keys directly, so their format is the contract.
 */
export function createFieldStorage<TState extends object>(
  fields: StorageFields<TState>,
): PersistStorage<Partial<TState>> {
  const entries = Object.entries(fields) as [keyof TState, StorageField<unknown>][];
  return {
    getItem: (): StorageValue<Partial<TState>> => {
      const state: Partial<TState> = {};
      for (const [name, field] of entries) {
        const raw = readString(field.key);
        if (raw === null) continue;
        const value = field.parse(raw);
        if (value === undefined) {
          field.onInvalid?.(raw);
          continue;
        }
        state[name] = value as TState[keyof TState];
      }
      return { state, version: 0 };
    },
    setItem: (_name, { state }) => {
      for (const [name, field] of entries) {
        const value = state[name];
        const serialized = value === undefined ? null : field.serialize(value);
        if (serialized === null) removeKey(field.key);
        else writeString(field.key, serialized);
      }
    },
    removeItem: () => {
      for (const [, field] of entries) removeKey(field.key);
    },
  };
}

/** Subset of `value` limited to the persisted fields (zustand's `partialize`). */
export function pickFields<TState extends object, TKey extends keyof TState>(
  value: TState,
  keys: readonly TKey[],
): Pick<TState, TKey> {
  const picked = {} as Pick<TState, TKey>;
  for (const key of keys) picked[key] = value[key];
  return picked;
}

/** Whether two JSON values are equal (key order included, as JSON read back from storage keeps it). */
export function isSameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
