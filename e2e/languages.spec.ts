import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { getSettings, readStoredJson, seedLocalStorage } from './support';

interface LanguageRow {
  id: number;
  language_name: string;
  is_default: number;
}

async function getLanguages(page: Page): Promise<LanguageRow[]> {
  const response = await page.request.post('/public/api/get-all-languages', { data: {} });
  return ((await response.json()) as { data: LanguageRow[] }).data;
}

async function getStrings(page: Page, id: number): Promise<Record<string, string>> {
  const response = await page.request.post('/public/api/get-single-language', { data: { id } });
  return ((await response.json()) as { data: { strings: Record<string, string> } }).data.strings;
}

/** Answers get-all-languages with the real list changed by `change`. */
async function changeLanguages(page: Page, change: (languages: LanguageRow[]) => LanguageRow[]) {
  await page.route('**/public/api/get-all-languages', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { data: LanguageRow[] };
      await route.fulfill({ response, json: { ...body, data: change(body.data) } });
    } catch {
      // The page navigated away while the call was in flight: nothing to answer.
    }
  });
}

async function findHindi(page: Page) {
  const languages = await getLanguages(page);
  const hindi = languages.find((language) => language.is_default === 0)!;
  const english = languages.find((language) => language.is_default === 1)!;
  return { hindi, english, hindiStrings: await getStrings(page, hindi.id) };
}

test.describe('languages on a phone', () => {
  test('[R1.02] the first screen offers the languages when there are two, showing the default', async ({
    page,
  }) => {
    const { english, hindi } = await findHindi(page);
    await page.goto('/');
    const picker = page.getByRole('combobox', { name: 'Language' });
    await expect(picker).toBeVisible();
    await expect(picker.getByRole('option')).toHaveText([
      english.language_name,
      hindi.language_name,
    ]);
    await expect(picker).toHaveValue(String(english.id));
    await page.screenshot({ path: '/tmp/shots-desktop/mobile-first-screen-picker.png' });
  });

  test('[R1.02] switching to Hindi re-renders the texts without a reload, and is remembered', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    const { hindi, hindiStrings } = await findHindi(page);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(settings.firstScreenHeading!);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await page.getByRole('combobox', { name: 'Language' }).selectOption(String(hindi.id));
    await expect(heading).toHaveText(hindiStrings.firstScreenHeading!);
    await expect(
      page.getByRole('link', { name: hindiStrings.firstScreenSetupLocation }),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('userPreferedLanguage'))).toBe(
      String(hindi.id),
    );
    await page.screenshot({ path: '/tmp/shots-desktop/mobile-first-screen-hindi.png' });

    await page.reload();
    await expect(heading).toHaveText(hindiStrings.firstScreenHeading!);
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toHaveValue(String(hindi.id));
  });

  test('[R1.02] with one language there is no picker', async ({ page }) => {
    const settings = await getSettings(page);
    await changeLanguages(page, (languages) => languages.filter((l) => l.is_default === 1));
    const listed = page.waitForResponse('**/public/api/get-all-languages');
    await page.goto('/');
    await listed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.firstScreenHeading!);
    // The one-language list is stored; give a picker the time it would need to appear.
    await expect.poll(async () => ((await readStoredJson(page, 'languages')) as []).length).toBe(1);
    await page.waitForTimeout(500);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });

  test('[R1.02] the stored preferred language wins over the default', async ({ page }) => {
    const { hindi, hindiStrings } = await findHindi(page);
    await seedLocalStorage(page, { userPreferedLanguage: String(hindi.id) });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hindiStrings.firstScreenHeading!,
    );
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toHaveValue(String(hindi.id));
  });

  test('[R1.02] without a preference the language flagged is_default 1 is the active one', async ({
    page,
  }) => {
    const { hindi, hindiStrings } = await findHindi(page);
    // The operator makes Hindi the default.
    await changeLanguages(page, (languages) =>
      languages.map((language) => ({ ...language, is_default: language.id === hindi.id ? 1 : 0 })),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      hindiStrings.firstScreenHeading!,
    );
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toHaveValue(String(hindi.id));
  });

  test('[R1.02] the account screen has a Language row that switches the language', async ({
    page,
  }) => {
    const { hindi, hindiStrings } = await findHindi(page);
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-desktop/mobile-account-picker.png' });
    await page.getByRole('combobox', { name: 'Language' }).selectOption(String(hindi.id));
    await expect(page.getByRole('heading', { name: hindiStrings.pageYourAccount })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots-desktop/mobile-account-hindi.png' });
  });
});

test.describe('languages on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('[R1.11] the landing page selector defaults to the default language and switches without a reload', async ({
    page,
  }) => {
    const settings = await getSettings(page);
    const { english, hindi, hindiStrings } = await findHindi(page);
    await seedLocalStorage(page, { desktopLoaded: '3' });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(settings.desktopHeading!);
    const picker = page.getByRole('combobox', { name: 'Language' });
    await expect(picker).toHaveValue(String(english.id));
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await picker.selectOption(String(hindi.id));
    await expect(heading).toHaveText(hindiStrings.desktopHeading!);
    await expect(
      page.getByRole('button', { name: hindiStrings.desktopUseAppButton }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    // The preview frame reloads in the new language.
    await expect(
      page
        .frameLocator('iframe')
        .getByRole('heading', { level: 1, name: hindiStrings.firstScreenHeading }),
    ).toBeAttached();
    await page.getByRole('button', { name: hindiStrings.desktopUseAppButton }).click();
    await page.screenshot({ path: '/tmp/shots-desktop/desktop-landing-hindi.png' });

    await page.reload();
    await expect(heading).toHaveText(hindiStrings.desktopHeading!);
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toHaveValue(String(hindi.id));
  });

  test('[R1.11] the landing page selector starts on the stored preferred language', async ({
    page,
  }) => {
    const { hindi, hindiStrings } = await findHindi(page);
    await seedLocalStorage(page, { desktopLoaded: '3', userPreferedLanguage: String(hindi.id) });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiStrings.desktopHeading!);
    await expect(
      page.getByRole('combobox', { name: hindiStrings.languagePickerLabel }),
    ).toHaveValue(String(hindi.id));
  });

  test('[R1.11] with one language the landing page has no selector', async ({ page }) => {
    await changeLanguages(page, (languages) => languages.filter((l) => l.is_default === 1));
    await seedLocalStorage(page, { desktopLoaded: '3' });
    const listed = page.waitForResponse('**/public/api/get-all-languages');
    await page.goto('/');
    await listed;
    await expect(page.getByRole('button', { name: 'Use app' })).toBeVisible();
    await expect.poll(async () => ((await readStoredJson(page, 'languages')) as []).length).toBe(1);
    await expect(page.getByRole('combobox')).toHaveCount(0);
  });
});
