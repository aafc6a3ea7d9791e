// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createFieldStorage, jsonField, pickFields, readJson, stringField } from './storage';

interface Persisted {
  address: { street: string } | null;
  flag: string | null;
}

function isAddress(value: unknown): value is { street: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { street?: unknown }).street === 'string'
  );
}

function createTestStore() {
  return create<Persisted & { set: (next: Partial<Persisted>) => void }>()(
    persist((set) => ({ address: null, flag: null, set: (next) => set(next) }), {
      name: 'ignored',
      storage: createFieldStorage<Persisted>({
        address: jsonField('addressKey', isAddress),
        flag: stringField('flagKey'),
      }),
      partialize: (state) => pickFields(state, ['address', 'flag']),
    }),
  );
}

describe('field storage for zustand persist', () => {
  beforeEach(() => localStorage.clear());

  it('writes each field raw under its own key, without the {state, version} envelope', () => {
    const store = createTestStore();
    store.getState().set({ address: { street: 'MG Road' }, flag: 'true' });

    expect(localStorage.getItem('addressKey')).toBe('{"street":"MG Road"}');
    expect(localStorage.getItem('flagKey')).toBe('true');
    expect(localStorage.getItem('ignored')).toBeNull();
  });

  it('removes the key when a field becomes null', () => {
    const store = createTestStore();
    store.getState().set({ address: { street: 'MG Road' }, flag: 'true' });
    store.getState().set({ address: null });

    expect(localStorage.getItem('addressKey')).toBeNull();
    expect(localStorage.getItem('flagKey')).toBe('true');
  });

  it('reads raw values written by anyone back into state', () => {
    localStorage.setItem('addressKey', '{"street":"Church Street"}');
    localStorage.setItem('flagKey', 'true');
    const store = createTestStore();

    expect(store.getState().address).toEqual({ street: 'Church Street' });
    expect(store.getState().flag).toBe('true');
  });

  it('drops a stored value that is not valid JSON or fails validation, and removes it from storage', () => {
    localStorage.setItem('addressKey', '{not json');
    expect(createTestStore().getState().address).toBeNull();
    expect(localStorage.getItem('addressKey')).toBeNull();

    localStorage.setItem('addressKey', '{"city":"no street"}');
    expect(createTestStore().getState().address).toBeNull();
    expect(localStorage.getItem('addressKey')).toBeNull();
  });

  it('readJson gives undefined for corrupted values instead of throwing', () => {
    localStorage.setItem('broken', '{');
    expect(readJson('broken')).toBeUndefined();
    expect(readJson('absent')).toBeUndefined();
  });
});
