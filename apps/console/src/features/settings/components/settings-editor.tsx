import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { SETTING_GROUPS, SETTINGS_CATALOG } from '@app/shared/settings/settings-catalog';
import { Button, ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useSaveSettings } from '../api/admin-settings';
import {
  changedValues,
  draftProblems,
  emptyDraft,
  shownValue,
  type SettingsDraft,
} from '../lib/settings-draft';
import { SettingInput } from './setting-input';

/**
 * The settings by group (in the address, `?group=brand`). Changes in every group are kept until
 * saved together; a save bumps the settings version, so open customer apps refetch them.
 */
export function SettingsEditor({ stored }: { stored: AdminSettings }) {
  const [params, setParams] = useSearchParams();
  const group = SETTING_GROUPS.find((g) => g.id === params.get('group')) ?? SETTING_GROUPS[0];
  const [draft, setDraft] = useState<SettingsDraft>(emptyDraft);
  const [savedVersion, setSavedVersion] = useState<string | null>(null);
  const save = useSaveSettings();

  const changes = changedValues(stored, draft);
  const problems = draftProblems(changes);
  const changeCount = Object.keys(changes).length;
  const problemCount = Object.keys(problems).length;

  const setValue = (key: string, value: string) => {
    setSavedVersion(null);
    setDraft((previous) => ({
      values: { ...previous.values, [key]: value },
      clearedSecrets: previous.clearedSecrets.filter((k) => k !== key || value === ''),
    }));
  };
  const setCleared = (key: string, clear: boolean) => {
    setSavedVersion(null);
    setDraft((previous) => ({
      values: { ...previous.values, [key]: '' },
      clearedSecrets: clear
        ? [...previous.clearedSecrets, key]
        : previous.clearedSecrets.filter((k) => k !== key),
    }));
  };
  const onSave = () =>
    save.mutate(changes, {
      onSuccess: (saved) => {
        setDraft(emptyDraft);
        setSavedVersion(saved.versions.forceNewSettingsVersion);
      },
    });

  const groupChanges = (id: string) =>
    SETTINGS_CATALOG.filter((field) => field.group === id && field.key in changes).length;

  return (
    <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="Setting groups" className="lg:sticky lg:top-2 lg:self-start">
        <ul className="flex flex-wrap gap-1 lg:flex-col">
          {SETTING_GROUPS.map((g) => (
            <li key={g.id}>
              <button
                type="button"
                aria-current={g.id === group.id ? 'true' : undefined}
                onClick={() => setParams({ group: g.id }, { replace: true })}
                className={`w-full rounded-md px-3 py-2 text-left text-sm ${g.id === group.id ? 'bg-ink font-semibold text-white' : 'hover:bg-canvas'}`}
              >
                {g.label}
                {groupChanges(g.id) > 0 ? (
                  <span className="ml-1 text-xs">({groupChanges(g.id)} unsaved)</span>
                ) : null}
              </button>
            </li>
          ))}
          <li>
            <Link to="/pickup-drop" className="block rounded-md px-3 py-2 text-sm underline">
              Pickup & drop (own page)
            </Link>
          </li>
        </ul>
      </nav>

      <form
        aria-labelledby="settings-group-title"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (changeCount > 0 && problemCount === 0) onSave();
        }}
      >
        <h2 id="settings-group-title" className="text-lg font-semibold">
          {group.label}
        </h2>
        <div className="space-y-4 rounded-md border border-line bg-white p-4">
          {SETTINGS_CATALOG.filter((field) => field.group === group.id).map((field) => (
            <SettingInput
              key={field.key}
              field={field}
              value={draft.values[field.key] ?? shownValue(field, stored.values[field.key] ?? '')}
              onValue={(value) => setValue(field.key, value)}
              error={problems[field.key] ?? null}
              isSecretSet={stored.secrets[field.key]}
              isCleared={draft.clearedSecrets.includes(field.key)}
              onClear={(clear) => setCleared(field.key, clear)}
            />
          ))}
        </div>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-white py-3">
          <Button
            type="submit"
            tone="primary"
            disabled={changeCount === 0 || problemCount > 0 || save.isPending}
          >
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          <Button
            disabled={changeCount === 0 || save.isPending}
            onClick={() => {
              setDraft(emptyDraft);
              save.reset();
            }}
          >
            Discard
          </Button>
          <p role="status" className="text-sm text-muted">
            {problemCount > 0
              ? `${problemCount} value${problemCount === 1 ? '' : 's'} to fix before saving`
              : changeCount > 0
                ? `${changeCount} unsaved change${changeCount === 1 ? '' : 's'}`
                : savedVersion
                  ? `Saved. Customer apps load the new settings (version ${savedVersion}) on their next start or return.`
                  : 'No unsaved changes'}
          </p>
        </div>
        {save.isError ? <ErrorNote>{errorMessage(save.error)}</ErrorNote> : null}
      </form>
    </div>
  );
}
