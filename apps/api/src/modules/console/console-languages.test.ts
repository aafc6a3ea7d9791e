import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uiStringsAllEn } from '@app/shared/i18n/ui-strings-all';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

const TOTAL = Object.keys(uiStringsAllEn).length;

describe('console languages and translations', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: { id: number; token: string };
  let hindiId: number;
  let englishId: number;

  const call = (path: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/admin/languages/${path}`, {
      ...body,
      token: admin.token,
    });
  const auditRows = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...accountDataSeed,
        languages: [
          { code: 'en', languageName: 'English', isDefault: true, strings: { ...uiStringsAllEn } },
          {
            code: 'hi',
            languageName: 'हिन्दी',
            isDefault: false,
            strings: { back: 'वापस', notAKey: 'x' },
          },
        ],
      },
    });
    admin = await loginAs(ctx.db, 'admin@test.dev');
    const list = (await call('list')).json().data as { id: number; code: string }[];
    hindiId = list.find((row) => row.code === 'hi')!.id;
    englishId = list.find((row) => row.code === 'en')!.id;
  });
  afterAll(() => ctx.close());

  test('lists languages with how many of the app’s strings each lacks', async () => {
    const data = (await call('list')).json().data;
    expect(data).toEqual([
      expect.objectContaining({ code: 'en', is_default: true, untranslated: 0, total: TOTAL }),
      // Keys the app does not have are not counted.
      expect.objectContaining({
        code: 'hi',
        is_default: false,
        is_rtl: false,
        untranslated: TOTAL - 1,
      }),
    ]);
  });

  test('pages a language’s strings beside the default’s, untranslated only and searched', async () => {
    const page = (await call('strings', { language_id: hindiId, per_page: 5 })).json().data;
    expect(page.total).toBe(TOTAL);
    expect(page.rows).toHaveLength(5);
    const keys = page.rows.map((row: { key: string }) => row.key);
    expect(keys).toEqual([...keys].sort());
    const back = (await call('strings', { language_id: hindiId, q: 'वापस' })).json().data;
    expect(back.rows).toEqual([{ key: 'back', default_value: uiStringsAllEn.back, value: 'वापस' }]);
    const untranslated = (
      await call('strings', { language_id: hindiId, untranslated_only: true, per_page: 100 })
    ).json().data;
    expect(untranslated.total).toBe(TOTAL - 1);
    expect(untranslated.rows.map((row: { key: string }) => row.key)).not.toContain('back');
    const bad = await call('strings', { language_id: hindiId, sort: 'value' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('console.bad_sort');
    expect((await call('strings', { language_id: 99_999 })).statusCode).toBe(404);
  });

  test('saves a string (audited), refuses keys the app does not have, and empty removes it', async () => {
    const saved = await call('save-string', {
      language_id: hindiId,
      key: 'retry',
      value: ' फिर से ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      key: 'retry',
      default_value: uiStringsAllEn.retry,
      value: 'फिर से',
    });
    const single = await postJson(ctx.app, '/public/api/get-single-language', { id: hindiId });
    expect(single.json().data.strings.retry).toBe('फिर से');
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.languages.save-string',
      details: { before: { key: 'retry', value: null }, after: { key: 'retry', value: 'फिर से' } },
    });
    const unknown = await call('save-string', {
      language_id: hindiId,
      key: 'noSuchKey',
      value: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('i18n.unknown_key');
    await call('save-string', { language_id: hindiId, key: 'retry', value: '' });
    const after = await postJson(ctx.app, '/public/api/get-single-language', { id: hindiId });
    expect(after.json().data.strings).not.toHaveProperty('retry');
  });

  test('adds an RTL language, makes it the default, and the public call names its direction', async () => {
    const bad = await call('create', { language_name: 'Arabic', code: 'not a code' });
    expect(bad.statusCode).toBe(400);
    const created = await call('create', { language_name: 'العربية', code: 'ar', is_rtl: true });
    expect(created.statusCode).toBe(200);
    const arabic = created.json().data;
    expect(arabic).toMatchObject({
      code: 'ar',
      is_rtl: true,
      is_default: false,
      untranslated: TOTAL,
    });
    const taken = await call('create', { language_name: 'Arabic again', code: 'ar' });
    expect(taken.json().error.code).toBe('i18n.code_taken');

    const made = await call('update', { id: arabic.id, is_default: true });
    expect(made.json().data.is_default).toBe(true);
    const all = (await postJson(ctx.app, '/public/api/get-all-languages')).json().data;
    expect(all.filter((row: { is_default: number }) => row.is_default === 1)).toEqual([
      expect.objectContaining({ id: arabic.id }),
    ]);
    const single = (
      await postJson(ctx.app, '/public/api/get-single-language', { id: arabic.id })
    ).json().data;
    expect(single).toMatchObject({ code: 'ar', is_rtl: true });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.languages.update',
      details: { before: { is_default: false }, after: { is_default: true } },
    });
    // Back to English, so the strings compare against it.
    await call('update', { id: englishId, is_default: true });
  });
});
