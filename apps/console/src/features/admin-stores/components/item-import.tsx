import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ITEM_CSV_COLUMNS, readItemCsv } from '@app/shared/console/item-csv';
import { Button, ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { downloadText } from '../../../lib/use-paged-list';
import { exportItems, importItems, type ImportSummary } from '../api';

type Phase =
  | { name: 'idle' }
  | { name: 'working'; label: string; step: number }
  | { name: 'done'; summary: ImportSummary }
  | { name: 'refused'; rows: { line: string; message: string }[]; message: string }
  | { name: 'failed'; message: string };

/**
 * Item CSV export and import. The file is read and checked here first (every bad row listed with
 * its line), then sent; the server checks it all again and writes all rows in one transaction,
 * or none. The bar counts the steps (reading, checking, then sending and writing as one: the
 * server answers once every row is written), not a guessed percentage.
 */
const STEPS = 3;

export function ItemImport({ storeId, onImported }: { storeId: number; onImported: () => void }) {
  const fileId = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [exporting, setExporting] = useState(false);

  const run = async (file: File) => {
    setPhase({ name: 'working', label: 'Reading the file', step: 1 });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setPhase({ name: 'failed', message: 'The file could not be read. Choose it again.' });
    }
    setPhase({ name: 'working', label: 'Checking every row', step: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { rows, errors } = readItemCsv(text);
    if (errors.length) {
      return setPhase({
        name: 'refused',
        message: `${errors.length} row${errors.length === 1 ? '' : 's'} cannot be imported; nothing was sent.`,
        rows: errors.map((error) => ({ line: `line ${error.line}`, message: error.message })),
      });
    }
    setPhase({
      name: 'working',
      label: `Sending ${rows.length} rows and writing them`,
      step: 3,
    });
    try {
      const summary = await importItems(storeId, text);
      setPhase({ name: 'done', summary });
      onImported();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'catalog.import_invalid') {
        setPhase({
          name: 'refused',
          message: error.message,
          rows: (error.issues ?? []).map((issue) => ({ line: issue.path, message: issue.message })),
        });
      } else setPhase({ name: 'failed', message: errorMessage(error) });
    }
  };

  const download = async () => {
    setExporting(true);
    try {
      const { filename, csv } = await exportItems(storeId);
      downloadText(filename, csv);
    } catch (error) {
      setPhase({ name: 'failed', message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="space-y-3 rounded-md border border-line p-3"
    >
      <h2 id={`${fileId}-title`} className="font-semibold">
        Import and export items (CSV)
      </h2>
      <details className="text-sm">
        <summary className="cursor-pointer">The file's columns</summary>
        <p className="mt-1">
          First row: <code>{ITEM_CSV_COLUMNS.join(',')}</code>. <b>category</b>, <b>name</b> and{' '}
          <b>price</b> are required; the others may be left out. Prices like <code>120</code> or{' '}
          <code>120.50</code>. Yes/no columns (veg, available, recommended, popular) take yes/no,
          true/false or 1/0; an empty cell keeps the item's value. A row with an <b>id</b> updates
          that item; without one, the item of the same name in this store (ignoring case) is
          updated, or a new item is made; a name several items share (pack sizes) needs the id.
          Missing sections are created. Any bad row means nothing is imported.
        </p>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void download()} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <label htmlFor={fileId} className="text-sm font-medium">
          Import CSV
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={phase.name === 'working'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(file);
          }}
          className="text-sm"
        />
      </div>
      {phase.name === 'working' ? (
        <div className="space-y-1">
          <progress
            className="h-3 w-full max-w-md"
            max={STEPS}
            value={phase.step}
            aria-label="Import progress"
            aria-valuetext={`Step ${phase.step} of ${STEPS}: ${phase.label}`}
          />
          <p role="status" className="text-sm">
            Step {phase.step} of {STEPS}: {phase.label}…
          </p>
        </div>
      ) : null}
      {phase.name === 'done' ? (
        <p role="status" className="text-sm text-green-800">
          Imported {phase.summary.rows} rows: {phase.summary.created} new, {phase.summary.updated}{' '}
          updated
          {phase.summary.categories_created
            ? `, ${phase.summary.categories_created} new sections`
            : ''}
          .
        </p>
      ) : null}
      {phase.name === 'failed' ? <ErrorNote>{phase.message}</ErrorNote> : null}
      {phase.name === 'refused' ? (
        <div role="alert" className="space-y-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{phase.message}</p>
          <table className="text-left">
            <caption className="sr-only">Rows that cannot be imported</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4">
                  Line
                </th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {phase.rows.map((row) => (
                <tr key={row.line}>
                  <td className="pr-4 align-top">{row.line.replace('line ', '')}</td>
                  <td>{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
