import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminLanguage } from '@app/shared/i18n/i18n-admin.schemas';
import { Page } from '../../components/page';
import { Button, ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/console-api';
import { useAdminLanguages, useUpdateLanguage } from './api/languages';
import { AddLanguageForm } from './components/add-language-form';
import { StringsEditor } from './components/strings-editor';

/** Admins with `languages`: the languages, their default and direction, and their strings. */
export default function Route() {
  const languages = useAdminLanguages();
  const update = useUpdateLanguage();
  const [params, setParams] = useSearchParams();
  const [isAdding, setIsAdding] = useState(false);
  const rows = languages.data ?? [];
  const defaultLanguage = rows.find((row) => row.is_default);
  const selected =
    rows.find((row) => String(row.id) === params.get('language')) ??
    rows.find((row) => !row.is_default) ??
    rows[0];
  const select = (id: number) => setParams({ language: String(id) }, { replace: true });

  return (
    <Page
      title="Languages"
      actions={
        <Button tone="primary" onClick={() => setIsAdding(true)} disabled={isAdding}>
          Add language
        </Button>
      }
    >
      {isAdding ? (
        <AddLanguageForm
          onDone={(id) => {
            setIsAdding(false);
            if (id !== null) select(id);
          }}
        />
      ) : null}
      {languages.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading languages…
        </p>
      ) : languages.isError ? (
        <ErrorNote>{errorMessage(languages.error)}</ErrorNote>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">
          No languages yet: add the first, it becomes the default.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Languages</caption>
            <thead className="bg-canvas text-xs uppercase text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Language
                </th>
                <th scope="col" className="px-3 py-2">
                  Code
                </th>
                <th scope="col" className="px-3 py-2">
                  Untranslated
                </th>
                <th scope="col" className="px-3 py-2">
                  Direction
                </th>
                <th scope="col" className="px-3 py-2">
                  Default
                </th>
                <th scope="col" className="px-3 py-2">
                  Strings
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <LanguageRow
                  key={row.id}
                  row={row}
                  isSelected={row.id === selected?.id}
                  isBusy={update.isPending}
                  onRtl={(isRtl) => update.mutate({ id: row.id, is_rtl: isRtl })}
                  onDefault={() => update.mutate({ id: row.id, is_default: true })}
                  onSelect={() => select(row.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {update.isError ? <ErrorNote>{errorMessage(update.error)}</ErrorNote> : null}
      {selected ? (
        <StringsEditor key={selected.id} language={selected} defaultLanguage={defaultLanguage} />
      ) : null}
    </Page>
  );
}

export function LanguageRow({
  row,
  isSelected,
  isBusy,
  onRtl,
  onDefault,
  onSelect,
}: {
  row: AdminLanguage;
  isSelected: boolean;
  isBusy: boolean;
  onRtl: (isRtl: boolean) => void;
  onDefault: () => void;
  onSelect: () => void;
}) {
  return (
    <tr className={`border-t border-line ${isSelected ? 'bg-canvas' : ''}`}>
      <th scope="row" className="px-3 py-2 font-medium">
        {row.language_name}
      </th>
      <td className="px-3 py-2 font-mono">{row.code}</td>
      <td className="px-3 py-2">
        {row.untranslated === 0 ? 'None' : `${row.untranslated} of ${row.total}`}
      </td>
      <td className="px-3 py-2">
        {/* One fixed label, ticked when RTL: "Left to right" unticked read as "not left to right". */}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            role="switch"
            aria-label={`${row.language_name}: right to left (RTL)`}
            checked={row.is_rtl}
            disabled={isBusy}
            onChange={(event) => onRtl(event.target.checked)}
          />
          <span aria-hidden="true">Right to left (RTL)</span>
        </label>
      </td>
      <td className="px-3 py-2">
        {row.is_default ? (
          <span className="font-semibold">Default</span>
        ) : (
          <Button disabled={isBusy} onClick={onDefault}>
            Make default
          </Button>
        )}
      </td>
      <td className="px-3 py-2">
        <Button aria-pressed={isSelected} onClick={onSelect}>
          {isSelected ? 'Editing' : 'Edit strings'}
        </Button>
      </td>
    </tr>
  );
}
