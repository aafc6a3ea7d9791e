import { describe, expect, test } from 'vitest';
import { CsvSyntaxError, parseCsv, toCsv } from './csv';

describe('parseCsv', () => {
  test('splits fields and records, CRLF or LF, skipping blank lines', () => {
    expect(parseCsv('a,b\r\n1,2\n\n3,\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', '2'] },
      { line: 4, fields: ['3', ''] },
    ]);
  });

  test('quoted fields hold commas, doubled quotes and line breaks; line numbers follow the file', () => {
    const records = parseCsv('name,desc\n"Roll, paneer","Say ""hi""\nsecond line"\nlast,x');
    expect(records).toEqual([
      { line: 1, fields: ['name', 'desc'] },
      { line: 2, fields: ['Roll, paneer', 'Say "hi"\nsecond line'] },
      { line: 4, fields: ['last', 'x'] },
    ]);
  });

  test('drops a byte-order mark and keeps an empty quoted field', () => {
    expect(parseCsv('\ufeffa,"",c')).toEqual([{ line: 1, fields: ['a', '', 'c'] }]);
  });

  test('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open,b')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"x"y,b')).toThrow(/Line 2/);
    expect(() => parseCsv('a"b')).toThrow(/quote inside/);
  });

  test('what toCsv writes parses back to the same fields', () => {
    const rows = [
      ['id', 'name', 'note'],
      ['1', 'Tea, masala', 'a "good" one\r\nreally'],
      ['', '', ''],
    ];
    expect(parseCsv(toCsv(rows)).map((record) => record.fields)).toEqual([
      rows[0],
      rows[1],
      ['', '', ''],
    ]);
  });

  test('toCsv defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(toCsv([['=SUM(A1)', '-5', '@x']])).toBe("'=SUM(A1),-5,'@x\r\n");
  });
});
