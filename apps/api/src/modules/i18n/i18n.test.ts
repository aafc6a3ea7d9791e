import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uiStringsAllEn } from '@app/shared/i18n/ui-strings-all';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { demoData } from '../../seed/demo-data';

describe('languages', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        languages: [
          {
            code: 'en',
            languageName: 'English',
            isDefault: true,
            strings: { back: 'Back', retry: 'Try again' },
          },
          { code: 'hi', languageName: 'हिन्दी', isDefault: false, strings: { back: 'वापस' } },
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  test('[R3.02] get-all-languages lists id, language_name and is_default (1 = default)', async () => {
    const response = await postJson(ctx.app, '/public/api/get-all-languages');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({ id: expect.any(Number), language_name: 'English', is_default: 1 });
    expect(data[1]).toEqual({ id: expect.any(Number), language_name: 'हिन्दी', is_default: 0 });
  });

  test('[R3.02] get-single-language answers the translation strings of that id', async () => {
    const { data: languages } = (await postJson(ctx.app, '/public/api/get-all-languages')).json();
    const hindi = languages.find((language: { is_default: number }) => language.is_default === 0);
    const response = await postJson(ctx.app, '/public/api/get-single-language', { id: hindi.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: hindi.id,
      language_name: 'हिन्दी',
      is_default: 0,
      code: 'hi',
      is_rtl: false,
      strings: { back: 'वापस' },
    });
  });

  test('get-single-language with an unknown id is a 404 i18n.language_not_found', async () => {
    const response = await postJson(ctx.app, '/public/api/get-single-language', { id: 9999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'i18n.language_not_found', message: expect.any(String) },
    });
  });

  test.each([
    ['a missing id', {}],
    ['an id of the wrong type', { id: 'one' }],
    ['a negative id', { id: -1 }],
    ['a fractional id', { id: 1.5 }],
  ])('get-single-language with %s is a 400 naming the id field', async (_label, body) => {
    const response = await postJson(ctx.app, '/public/api/get-single-language', body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('request.invalid');
    expect(error.message).toMatch(/^id: /);
    expect(error.issues[0].path).toBe('id');
  });
});

describe('the demo languages', () => {
  test('two languages, English the default', () => {
    const languages = demoData.languages ?? [];
    expect(languages.map((language) => [language.code, language.isDefault])).toEqual([
      ['en', true],
      ['hi', false],
    ]);
  });

  test('Hindi translates every UI string, and none is left in English', () => {
    const hindi = demoData.languages?.find((language) => language.code === 'hi');
    for (const [key, english] of Object.entries(uiStringsAllEn)) {
      expect(hindi?.strings[key], key).toBeTruthy();
      expect(hindi?.strings[key], key).not.toBe(english);
    }
  });

  test('Hindi translates every operator text the app shows on its first screens', () => {
    const hindi = demoData.languages?.find((language) => language.code === 'hi');
    for (const key of [
      'firstScreenHeading',
      'firstScreenSubHeading',
      'firstScreenSetupLocation',
      'useGpsMessage',
      'gpsAccessNotGrantedMsg',
      'footerHome',
      'footerNearme',
      'footerPickupDrop',
      'footerCart',
      'footerAccount',
    ]) {
      expect(hindi?.strings[key], key).toBeTruthy();
    }
  });
});
