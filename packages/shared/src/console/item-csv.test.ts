import { describe, expect, test } from 'vitest';
import { readItemCsv, writeItemCsv } from './item-csv';

describe('readItemCsv', () => {
  test('reads the columns in any order, prices into minor units, yes/no flags', () => {
    const { rows, errors } = readItemCsv(
      'name,price,category,veg,old_price\n"Roll, paneer",120.5,Rolls,no,150\nTea,20,Drinks,,\n',
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      id: null,
      name: 'Roll, paneer',
      category: 'Rolls',
      price_minor: 12050,
      old_price_minor: 15000,
      is_veg: false,
    });
    expect(rows[1]).toMatchObject({
      name: 'Tea',
      price_minor: 2000,
      is_veg: undefined,
      old_price_minor: null,
    });
  });

  test('lists every bad row with its line and reason', () => {
    const { errors } = readItemCsv(
      'category,name,price,veg\nA,Good,10,yes\nA,,x,maybe\nA,Good,5,no\n"A\nB",Multi,abc,\n',
    );
    expect(errors).toEqual([
      {
        line: 3,
        message:
          'name is required; price "x" must be a number like 120 or 120.50; veg must be yes or no',
      },
      { line: 4, message: '"Good" is also on line 2' },
      { line: 5, message: 'price "abc" must be a number like 120 or 120.50' },
    ]);
  });

  test('refuses a header with unknown or missing columns', () => {
    expect(readItemCsv('name,colour\nx,y').errors).toEqual([
      { line: 1, message: 'Header: unknown column "colour"; missing column category, price.' },
    ]);
  });

  test('what the export writes reads back unchanged', () => {
    const item = {
      id: 7,
      category: 'Mains',
      name: '=Danger "quoted"',
      description: 'two\nlines, with comma',
      price_minor: 9900,
      old_price_minor: null,
      is_veg: true,
      is_available: false,
      is_recommended: true,
      is_popular: false,
      sort_order: 3,
      image: '',
    };
    const { rows, errors } = readItemCsv(writeItemCsv([item]));
    expect(errors).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      id: 7,
      category: 'Mains',
      name: item.name,
      description: item.description,
      image: '',
      price_minor: 9900,
      old_price_minor: null,
      is_veg: true,
      is_available: false,
      is_recommended: true,
      is_popular: false,
      sort_order: 3,
    });
  });
});
