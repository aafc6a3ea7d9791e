import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, consoleToken } from './console-support';
import { startGoogleTestKeys } from './google-test-keys';
import { readStoredJson } from './support';

const GIS = 'https://accounts.google.com/gsi/client';
const CLIENT_ID = 'swiftbite-e2e.apps.googleusercontent.com';

/** The Google client id as an admin sets it in the console at runtime ('' removes it). */
async function setGoogleClientId(request: APIRequestContext, value: string) {
  const token = await consoleToken(request, ADMIN);
  const saved = await request.post('/public/api/console/admin/settings/save', {
    data: { token, values: { googleClientId: value } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** A stand-in for Google's script (no internet here): its button hands the app `credential`. */
const gisStub = (credential: string) => `
  window.google = { accounts: { id: {
    initialize(config) { window.__gisConfig = config; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google (stub)';
      button.onclick = () => window.__gisConfig.callback({ credential: ${JSON.stringify(credential)} });
      parent.appendChild(button);
    },
    cancel() {},
  } } };
`;

let counter = 0;

function freshPhone() {
  counter += 1;
  return `+9197${`${Date.now()}${counter}`.slice(-8)}`;
}

/** The newest code sent to `to`, read from the outbox (no SMS provider in journeys). */
async function latestCode(page: Page, to: string): Promise<string> {
  const outbox = await page.request.post('/public/api/dev/outbox', { data: { to } });
  const [latest] = (await outbox.json()).data as { body: string }[];
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

async function askForCode(page: Page, phone: string) {
  await page.goto('/login?next=/my-account');
  await page.getByRole('link', { name: 'Log in with a phone code' }).click();
  await expect(page).toHaveURL(/method=phone/);
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible();
}

test.describe('sign-in methods', () => {
  test('[R3.03] log in with a phone code: the code from the SMS signs in, the resend waits', async ({
    page,
  }) => {
    const customer = {
      name: 'Kiran Phone',
      email: `kiran${Date.now()}@example.test`,
      phone: freshPhone(),
      password: 'correct-horse-9',
    };
    expect((await page.request.post('/public/api/register', { data: customer })).ok()).toBe(true);

    await askForCode(page, customer.phone);
    const field = page.getByLabel('6-digit code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    await field.fill('000000');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong code.');

    await field.fill(await latestCode(page, customer.phone));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    expect(await readStoredJson(page, 'user')).toMatchObject({
      data: { name: customer.name, phone: customer.phone },
    });
  });

  test('[R3.03] a new phone lands in registration with its code verified and only the name is asked', async ({
    page,
  }) => {
    const phone = freshPhone();
    await askForCode(page, phone);
    await page.getByLabel('6-digit code').fill(await latestCode(page, phone));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('status')).toHaveText(
      `${phone} is verified. Add your name to finish.`,
    );
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.getByLabel('Full name').fill('Tara New');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await readStoredJson(page, 'user')).toMatchObject({ data: { name: 'Tara New', phone } });
  });

  test('[R3.03] the Google button is absent without a client id', async ({ page }) => {
    const gisRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://accounts.google.com/')) gisRequests.push(request.url());
    });
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(
        page.getByRole('button', { name: /Log in|Create account/ }).first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Continue with Google' })).toHaveCount(0);
    }
    expect(gisRequests).toEqual([]);
  });

  test('[R3.03] with a client id set in the console, /login and /register load Google’s script and show its button', async ({
    page,
  }) => {
    let scriptRequests = 0;
    await page.route(GIS, async (route) => {
      scriptRequests += 1;
      // A token no Google key signed: the server must refuse it.
      const unsigned = `e30.${Buffer.from(JSON.stringify({ email: 'stub@example.test' })).toString('base64url')}.x`;
      await route.fulfill({ contentType: 'text/javascript', body: gisStub(unsigned) });
    });
    await setGoogleClientId(page.request, CLIENT_ID);
    try {
      await page.goto('/register');
      await expect(page.getByRole('region', { name: 'Continue with Google' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with Google (stub)' })).toBeVisible();
      expect(
        await page.evaluate(() => (window as { __gisConfig?: { client_id: string } }).__gisConfig),
      ).toMatchObject({ client_id: CLIENT_ID });

      await page.goto('/login');
      const region = page.getByRole('region', { name: 'Continue with Google' });
      await expect(region).toBeVisible();
      await region.getByRole('button', { name: 'Sign in with Google (stub)' }).click();
      // The token is not signed by Google: the server refuses it and nobody is signed in.
      await expect(region.getByRole('alert')).toHaveText('Google sign-in did not work. Try again.');
      expect(await readStoredJson(page, 'user')).toBeNull();
      expect(scriptRequests).toBeGreaterThanOrEqual(1);
    } finally {
      await setGoogleClientId(page.request, '');
    }
  });

  test('[R3.03] Google sign-in adds itself to an existing email account only after its password, then signs in alone', async ({
    page,
  }) => {
    const customer = {
      name: 'Gauri Link',
      email: `gauri${Date.now()}@example.test`,
      phone: freshPhone(),
      password: 'correct-horse-9',
    };
    expect((await page.request.post('/public/api/register', { data: customer })).ok()).toBe(true);
    const keys = await startGoogleTestKeys();
    const credential = await keys.idToken({
      email: customer.email,
      name: customer.name,
      audience: CLIENT_ID,
    });
    await page.route(GIS, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: gisStub(credential) }),
    );
    await setGoogleClientId(page.request, CLIENT_ID);
    try {
      await page.goto('/login');
      const region = page.getByRole('region', { name: 'Continue with Google' });
      await region.getByRole('button', { name: 'Sign in with Google (stub)' }).click();
      await expect(
        region.getByText(
          `${customer.email} already has an account. Enter its password to add Google sign-in to it.`,
        ),
      ).toBeVisible();
      expect(await readStoredJson(page, 'user')).toBeNull();
      await region.getByLabel('Password').fill('not-the-password');
      await region.getByRole('button', { name: 'Link and log in' }).click();
      await expect(region.getByRole('alert')).toHaveText(
        'That email and password do not match. Please try again.',
      );
      await region.getByLabel('Password').fill(customer.password);
      await region.getByRole('button', { name: 'Link and log in' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      expect(await readStoredJson(page, 'user')).toMatchObject({ data: { email: customer.email } });

      // Linked: the next time Google alone signs in.
      await page.evaluate(() => localStorage.removeItem('user'));
      await page.goto('/login');
      await page
        .getByRole('region', { name: 'Continue with Google' })
        .getByRole('button', { name: 'Sign in with Google (stub)' })
        .click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      expect(await readStoredJson(page, 'user')).toMatchObject({ data: { email: customer.email } });
    } finally {
      await setGoogleClientId(page.request, '');
      await keys.close();
    }
  });
});
