import { CsvSyntaxError, parseCsv, toCsv } from '../common/csv';

/**
 * A store's items as CSV (issue 17). The header row names the columns, in any order:
 *
 *   id,category,name,description,price,old_price,veg,available,recommended,popular,sort_order,image
 *
 * `category`, `name` and `price` are required; the others may be left out. Prices are in the
 * currency's main unit with at most two decimals (`120` or `120.50`). Yes/no columns take
 * yes/no, true/false or 1/0; an empty cell keeps the item's value (a new item: veg, available,
 * not recommended, not popular). A row with an `id` updates that item of the store; without one,
 * an item of the same name in the store (ignoring case) is updated, else a new item is made; a
 * name several of the store's items share (a grocery's pack sizes) is refused without the id, and
 * a name on two rows without id is refused.
 * A category that does not exist yet is created.
 */
/** At most this many item rows per file (well above a store's menu). */
export const IMPORT_MAX_ROWS = 5000;

export const ITEM_CSV_COLUMNS = [
  'id',
  'category',
  'name',
  'description',
  'price',
  'old_price',
  'veg',
  'available',
  'recommended',
  'popular',
  'sort_order',
  'image',
] as const;
type Column = (typeof ITEM_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['category', 'name', 'price'];

export interface ItemCsvRow {
  line: number;
  id: number | null;
  category: string;
  name: string;
  description?: string;
  image?: string;
  price_minor: number;
  /** undefined: column absent (keep); null: no old price. */
  old_price_minor?: number | null;
  is_veg?: boolean;
  is_available?: boolean;
  is_recommended?: boolean;
  is_popular?: boolean;
  sort_order?: number;
}

export interface ItemCsvError {
  line: number;
  message: string;
}

const MAX_MINOR = 100_000_000;
const BOOLEANS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  no: false,
  n: false,
  false: false,
  '0': false,
};

/** The spreadsheet guard toCsv adds (a quote before =, +, - or @) comes off again. */
const unguard = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);

function toMinor(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_MINOR ? minor : null;
}

/** Every row checked; `errors` lists each bad row (line of the file and why), `rows` the good ones. */
export function readItemCsv(text: string): { rows: ItemCsvRow[]; errors: ItemCsvError[] } {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { rows: [], errors: [{ line: error.line, message: error.message }] };
    }
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, message: 'The file is empty.' }] };
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const unknown = names.filter((name) => !(ITEM_CSV_COLUMNS as readonly string[]).includes(name));
  const missing = REQUIRED.filter((name) => !names.includes(name));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const headerProblems = [
    ...(unknown.length ? [`unknown column ${unknown.map((n) => `"${n}"`).join(', ')}`] : []),
    ...(missing.length ? [`missing column ${missing.join(', ')}`] : []),
    ...(repeated.length ? [`repeated column ${repeated.join(', ')}`] : []),
  ];
  if (headerProblems.length) {
    return {
      rows: [],
      errors: [{ line: header.line, message: `Header: ${headerProblems.join('; ')}.` }],
    };
  }
  if (body.length === 0) return { rows: [], errors: [{ line: 2, message: 'No item rows.' }] };
  if (body.length > IMPORT_MAX_ROWS) {
    return {
      rows: [],
      errors: [{ line: header.line, message: `At most ${IMPORT_MAX_ROWS} rows per file.` }],
    };
  }
  const at = (column: Column) => names.indexOf(column);
  const rows: ItemCsvRow[] = [];
  const errors: ItemCsvError[] = [];
  const seenIds = new Map<number, number>();
  const seenNames = new Map<string, number>();
  for (const record of body) {
    const problems: string[] = [];
    const cell = (column: Column): string | undefined => {
      const index = at(column);
      return index < 0 ? undefined : unguard((record.fields[index] ?? '').trim());
    };
    const text = (column: Column, max: number, required = false) => {
      const value = cell(column);
      if (value === undefined) return undefined;
      if (required && value === '') problems.push(`${column} is required`);
      if (value.length > max) problems.push(`${column} is longer than ${max} characters`);
      return value;
    };
    const flag = (column: Column) => {
      const value = cell(column)?.toLowerCase();
      if (value === undefined || value === '') return undefined;
      if (!(value in BOOLEANS)) problems.push(`${column} must be yes or no`);
      return BOOLEANS[value];
    };
    if (record.fields.length > names.length) {
      problems.push(`${record.fields.length} cells for ${names.length} columns`);
    }
    const idText = cell('id') ?? '';
    const id =
      idText === ''
        ? null
        : /^\d{1,10}$/.test(idText) && Number(idText) <= 2_147_483_647
          ? Number(idText)
          : NaN;
    if (Number.isNaN(id)) problems.push('id must be a whole number');
    const name = text('name', 120, true) ?? '';
    const category = text('category', 80, true) ?? '';
    const description = text('description', 1000);
    const image = text('image', 500);
    const priceText = cell('price') ?? '';
    const price = toMinor(priceText);
    if (price === null) problems.push(`price "${priceText}" must be a number like 120 or 120.50`);
    const oldText = cell('old_price');
    let oldPrice: number | null | undefined;
    if (oldText !== undefined && oldText !== '') {
      oldPrice = toMinor(oldText);
      if (oldPrice === null) problems.push(`old_price "${oldText}" must be a number like 150`);
      else if (price !== null && oldPrice <= price) problems.push('old_price must be above price');
    } else if (oldText === '') oldPrice = null;
    const sortText = cell('sort_order');
    let sortOrder: number | undefined;
    if (sortText) {
      sortOrder = /^\d{1,5}$/.test(sortText) ? Number(sortText) : NaN;
      if (Number.isNaN(sortOrder) || sortOrder > 32_000)
        problems.push('sort_order must be 0 to 32000');
    }
    if (id !== null && !Number.isNaN(id)) {
      const earlier = seenIds.get(id);
      if (earlier) problems.push(`id ${id} is also on line ${earlier}`);
      else seenIds.set(id, record.line);
    } else if (name) {
      const key = name.toLowerCase();
      const earlier = seenNames.get(key);
      if (earlier) problems.push(`"${name}" is also on line ${earlier}`);
      else seenNames.set(key, record.line);
    }
    const row: ItemCsvRow = {
      line: record.line,
      id: Number.isNaN(id) ? null : id,
      category,
      name,
      description,
      image,
      price_minor: price ?? 0,
      old_price_minor: oldPrice,
      is_veg: flag('veg'),
      is_available: flag('available'),
      is_recommended: flag('recommended'),
      is_popular: flag('popular'),
      sort_order: sortOrder,
    };
    if (problems.length) errors.push({ line: record.line, message: problems.join('; ') });
    else rows.push(row);
  }
  return { rows, errors };
}

export interface ItemCsvSource {
  id: number;
  category: string;
  name: string;
  description: string;
  price_minor: number;
  old_price_minor: number | null;
  is_veg: boolean;
  is_available: boolean;
  is_recommended: boolean;
  is_popular: boolean;
  sort_order: number;
  image: string;
}

const major = (minor: number) => (minor / 100).toFixed(2);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The export: every column, one row per item; importing it back changes nothing. */
export function writeItemCsv(items: readonly ItemCsvSource[]): string {
  return toCsv([
    ITEM_CSV_COLUMNS,
    ...items.map((item) => [
      item.id,
      item.category,
      item.name,
      item.description,
      major(item.price_minor),
      item.old_price_minor === null ? '' : major(item.old_price_minor),
      yesNo(item.is_veg),
      yesNo(item.is_available),
      yesNo(item.is_recommended),
      yesNo(item.is_popular),
      item.sort_order,
      item.image,
    ]),
  ]);
}
