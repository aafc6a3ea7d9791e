import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { settingField, settingValueProblem } from '@app/shared/settings/settings-catalog';

/** What the operator typed (only keys touched) and the secrets marked to be emptied. */
export interface SettingsDraft {
  values: Record<string, string>;
  clearedSecrets: string[];
}

export const emptyDraft: SettingsDraft = { values: {}, clearedSecrets: [] };

/**
 * The body of a save: values that differ from the stored ones; a secret only when a new value
 * was typed (empty means "leave it") or it was marked cleared. Text is trimmed like the server does.
 */
export function changedValues(stored: AdminSettings, draft: SettingsDraft): Record<string, string> {
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(draft.values)) {
    const field = settingField(key);
    if (!field) continue;
    if (field.type === 'secret') {
      if (value !== '') changes[key] = value;
    } else if (value.trim() !== (stored.values[key] ?? '')) {
      changes[key] = value.trim();
    }
  }
  for (const key of draft.clearedSecrets) if (!(key in changes)) changes[key] = '';
  return changes;
}

/** The problem of each changed value, by the same check the server makes. */
export function draftProblems(changes: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = settingField(key);
    const problem = field ? settingValueProblem(field, value) : 'is not an editable setting';
    if (problem) problems[key] = problem;
  }
  return problems;
}
