/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF or LF; a field in double
 * quotes may hold commas, quotes (doubled) and line breaks. A byte-order mark at the start is
 * dropped. Used by the console's item import and export.
 */

export interface CsvRecord {
  /** The 1-based line of the file where the record starts (a quoted line break spans lines). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Every record of the text; blank lines are skipped. Throws CsvSyntaxError on a broken quote. */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let recordLine = 1;
  let quoted = false;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === '';
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError('text after a closing quote', line);
        }
        continue;
      }
      if (char === '\n') line += 1;
      field += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (fieldStarted || field !== '')
        throw new CsvSyntaxError('a quote inside an unquoted field', line);
      quoted = true;
      fieldStarted = true;
      index += 1;
    } else if (char === ',') {
      endField();
      index += 1;
    } else if (char === '\r' || char === '\n') {
      endRecord();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += char;
      fieldStarted = true;
      index += 1;
    }
  }
  if (quoted) throw new CsvSyntaxError('a quoted field is never closed', recordLine);
  if (field !== '' || fieldStarted || fields.length > 0) endRecord();
  return records;
}

/** One field as CSV writes it: quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: a quote mark defuses it.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as CSV text, CRLF between them. */
export function toCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
) {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
