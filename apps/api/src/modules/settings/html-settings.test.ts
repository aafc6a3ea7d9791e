import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { settings } from './settings.table';

const dirty =
  '<p onclick="steal()"><b>Free</b> delivery<script>alert(1)</script></p>' +
  '<img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a>';

async function servedHomeMessage(ctx: Awaited<ReturnType<typeof buildTestApp>>) {
  const response = await postJson(ctx.app, '/public/api/get-settings');
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Record<string, string> }).data.customHomeMessage ?? '';
}

describe('HTML settings are sanitised where saved and where served', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        settings: [
          { key: 'customHomeMessage', value: dirty },
          // A plain-text setting is not HTML: it is stored exactly as written.
          { key: 'storeName', value: 'Fish <&> Chips' },
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  test('[H8.07] the home message is stored sanitised by the seed (the save path)', async () => {
    const [row] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'customHomeMessage'));
    expect(row?.value).toBe('<p><b>Free</b> delivery</p><img src><a href>x</a>');
    const [name] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'storeName'));
    expect(name?.value).toBe('Fish <&> Chips');
  });

  test('[H8.07] a raw home message written past the save path is sanitised when served', async () => {
    await ctx.db
      .update(settings)
      .set({ value: `${dirty}<ul><li><i>one</i></li></ul>` })
      .where(eq(settings.key, 'customHomeMessage'));
    const served = await servedHomeMessage(ctx);
    expect(served).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
    expect(served).toContain('<p><b>Free</b> delivery</p>');
    expect(served).toContain('<ul><li><i>one</i></li></ul>');
  });
});
