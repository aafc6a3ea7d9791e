import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminLanguage, TranslationRow } from '@app/shared/i18n/i18n-admin.schemas';
import { DataTable, Pager, SearchBox, type Column } from '../../../components/data-table';
import { ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { usePagedList } from '../../../lib/use-paged-list';
import { STRINGS_CALL } from '../api/languages';
import { StringRowEditor } from './string-row-editor';

/** A language's strings beside the default's, paged on the server; search and untranslated only. */
export function StringsEditor({
  language,
  defaultLanguage,
}: {
  language: AdminLanguage;
  defaultLanguage: AdminLanguage | undefined;
}) {
  const [params] = useSearchParams();
  // Kept here too: the address updates a moment after the click (a router transition), and the
  // checkbox must flip at once.
  const [untranslatedOnly, setUntranslatedOnly] = useState(params.get('untranslated') === '1');
  // Unsorted, the server lists keys A to Z.
  const list = usePagedList<TranslationRow>(
    STRINGS_CALL,
    { language_id: language.id, untranslated_only: untranslatedOnly },
    { perPage: 50 },
  );

  const columns: Column<TranslationRow>[] = [
    {
      key: 'key',
      header: 'Key',
      sortable: true,
      className: 'w-48 font-mono text-xs break-all',
      render: (row) => row.key,
    },
    {
      key: 'default',
      header: defaultLanguage ? `${defaultLanguage.language_name} (default)` : 'Default',
      className: 'w-1/3',
      render: (row) => (
        <span dir={defaultLanguage?.is_rtl ? 'rtl' : 'ltr'}>{row.default_value}</span>
      ),
    },
    {
      key: 'value',
      header: language.language_name,
      render: (row) => (
        <StringRowEditor
          key={`${language.id}-${row.key}-${row.value}`}
          languageId={language.id}
          row={row}
          isRtl={language.is_rtl}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="strings-title" className="space-y-3">
      <h2 id="strings-title" className="text-lg font-semibold">
        Strings of {language.language_name}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <SearchBox label="Search strings" value={list.state.q} onSearch={list.setQuery} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={untranslatedOnly}
            onChange={(event) => {
              setUntranslatedOnly(event.target.checked);
              list.setParam('untranslated', event.target.checked ? '1' : null);
            }}
          />
          Untranslated only
        </label>
      </div>
      {list.query.isError ? <ErrorNote>{errorMessage(list.query.error)}</ErrorNote> : null}
      <DataTable
        caption={`Strings of ${language.language_name}`}
        columns={columns}
        rows={list.query.data?.rows}
        rowKey={(row) => row.key}
        state={list.state}
        onSort={list.setSort}
        isLoading={list.query.isPending}
        empty={untranslatedOnly ? 'Every string is translated.' : 'No strings match.'}
      />
      {list.query.data ? (
        <Pager
          page={list.query.data.page}
          perPage={list.query.data.per_page}
          total={list.query.data.total}
          onPage={list.setPage}
        />
      ) : null}
    </section>
  );
}
