import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import {
  settingField,
  settingValueProblem,
  type SettingField,
} from '@app/shared/settings/settings-catalog';
import { fromMinor, toMinor } from '../../../lib/money-input';

/** What the operator typed (only keys touched) and the secrets marked to be emptied. */
export interface SettingsDraft {
  values: Record<string, string>;
  clearedSecrets: string[];
}

export const emptyDraft: SettingsDraft = { values: {}, clearedSecrets: [] };

/**
 * A stored value as the editor shows it: a money setting (kept in paise) in rupees, "15" for
 * "1500"; anything else as stored.
 */
export function shownValue(field: SettingField, stored: string): string {
  return field.money && /^\d+$/.test(stored) ? fromMinor(Number(stored)) : stored;
}

/** What the editor sends for a typed value: rupees back to paise; text as typed, trimmed. */
function sentValue(field: SettingField, typed: string): string {
  const trimmed = typed.trim();
  if (!field.money) return trimmed;
  const minor = toMinor(trimmed);
  // Not an amount: sent as typed, so draftProblems refuses it before anything is saved.
  return minor === null ? trimmed : String(minor);
}

/**
 * The body of a save: values that differ from the stored ones; a secret only when a new value
 * was typed (empty means "leave it") or it was marked cleared. Text is trimmed like the server
 * does; money typed in rupees is sent in paise.
 */
export function changedValues(stored: AdminSettings, draft: SettingsDraft): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft.values)) {
    const field = settingField(key);
    if (!field) continue;
    if (field.type === 'secret') {
      if (value !== '') changes[key] = value;
    } else {
      const sent = sentValue(field, value);
      if (sent !== (stored.values[key] ?? '')) changes[key] = sent;
    }
  }
  for (const key of draft.clearedSecrets) if (!(key in changes)) changes[key] = '';
  return changes;
}

/** A money setting's problem, in rupees as the operator typed it. */
function moneyProblem(field: SettingField, minorText: string): string | null {
  if (!/^\d+$/.test(minorText)) return 'must be an amount in rupees, like 15 or 15.50';
  const minor = Number(minorText);
  if (field.min !== undefined && minor < field.min)
    return `must be at least ₹${fromMinor(field.min)}`;
  if (field.max !== undefined && minor > field.max)
    return `must be at most ₹${fromMinor(field.max)}`;
  return settingValueProblem(field, minorText);
}

/** The problem of each changed value, by the same check the server makes. */
export function draftProblems(changes: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = settingField(key);
    const problem = !field
      ? 'is not an editable setting'
      : field.money
        ? moneyProblem(field, value)
        : settingValueProblem(field, value);
    if (problem) problems[key] = problem;
  }
  return problems;
}
