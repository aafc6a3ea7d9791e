import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readStoredJson } from './support';

interface Registered {
  id: number;
  name: string;
  email: string;
  password: string;
  auth_token: string;
}

let counter = 0;

/** A fresh customer per journey, so journeys never depend on each other. */
function newCustomer() {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    name: `Meera ${stamp.slice(-4)}`,
    email: `meera${stamp}@example.test`,
    phone: `+9198${stamp.slice(-8)}`,
    password: 'correct-horse-9',
  };
}

async function registerByApi(page: Page): Promise<Registered> {
  const customer = newCustomer();
  const response = await page.request.post('/public/api/register', { data: customer });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { id: number; auth_token: string } };
  return { ...customer, id: body.data.id, auth_token: body.data.auth_token };
}

async function logInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('accounts', () => {
  test('[R2.01][R4.12] register, log out, and log in again', async ({ page }) => {
    const customer = newCustomer();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Full name').fill(customer.name);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Phone').fill(customer.phone);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await readStoredJson(page, 'user')).toMatchObject({ data: { name: customer.name } });

    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lastSavedNotificationToken', 'push-token'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    for (const key of [
      'user',
      'addresses',
      'userSetAddress',
      'geoLocation',
      'lastSavedNotificationToken',
    ]) {
      expect(await page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
    }

    await page.goto('/my-account');
    await page.getByRole('link', { name: 'Log in' }).click();
    await logInWithForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
  });

  test('[R2.01] forgot password: the code from the outbox sets a new password, and the old one stops working', async ({
    page,
  }) => {
    const customer = await registerByApi(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/login\/forgot-password$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`Code sent to ${customer.email}`)).toBeVisible();

    // A wrong code is refused first.
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);

    // With no mail provider the code is in the outbox (read through the development-only call).
    const outbox = await page.request.post('/public/api/dev/outbox', {
      data: { to: customer.email },
    });
    const [latest] = (await outbox.json()).data as { body: string }[];
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(code!);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel('New password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password changed. Log in with it.')).toBeVisible();

    const oldLogin = await page.request.post('/public/api/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await page.request.post('/public/api/login', {
      data: { email: customer.email, password: 'a-brand-new-password' },
    });
    expect(newLogin.ok()).toBe(true);
  });

  test('[R2.01] a customer adds an address, makes it the default, and deletes one with undo', async ({
    page,
    context,
  }) => {
    const customer = await registerByApi(page);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 12.9719, longitude: 77.6412 });
    await page.goto('/login?next=/my-addresses');
    await logInWithForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/my-addresses$/);
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();

    // First address: from the current location, edited by hand.
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByText('Location set.')).toBeVisible();
    await page.getByLabel('House / flat / floor').fill('Flat 4B');
    await page.getByRole('button', { name: 'Save address' }).click();
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Second address, tagged Work.
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByText('Location set.')).toBeVisible();
    await page.getByLabel('House / flat / floor').fill('Tower 2, floor 9');
    await page.getByText('Work', { exact: true }).click();
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    const work = list.getByRole('listitem').filter({ hasText: 'Tower 2, floor 9' });
    await work.getByRole('button', { name: /Make default/ }).click();
    await expect(work.getByText('Default', { exact: true })).toBeVisible();
    await expect(work.getByRole('button', { name: /Make default/ })).toHaveCount(0);
    await page.reload();
    await expect(
      list.getByRole('listitem').filter({ hasText: 'Tower 2, floor 9' }).getByText('Default', {
        exact: true,
      }),
    ).toBeVisible();

    // Delete offers Undo for 5 s: the address leaves at once and Undo brings it back.
    const flat = list.getByRole('listitem').filter({ hasText: 'Flat 4B' });
    await flat.getByRole('button', { name: /Delete/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const toast = page.getByRole('status').filter({ hasText: 'Address deleted' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Deleted again and the page left inside the 5 s: the deletion still reaches the server.
    await flat.getByRole('button', { name: /Delete/ }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const deleted = page.waitForResponse((response) => response.url().endsWith('/delete-address'));
    await page.getByRole('button', { name: 'Back' }).click();
    expect((await deleted).ok()).toBe(true);
    await page.goto('/my-addresses');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Tower 2, floor 9');
  });

  test('[R2.01] profile: a photo is resized to at most 512 px and the VAT number is saved', async ({
    page,
  }) => {
    const customer = await registerByApi(page);
    await page.goto('/login?next=/my-account');
    await logInWithForm(page, customer.email, customer.password);
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();

    const upload = page.waitForRequest((request) => request.url().endsWith('/change-avatar'));
    await page.getByLabel('Change photo').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await page
        .evaluate(async () => {
          const canvas = document.createElement('canvas');
          canvas.width = 1600;
          canvas.height = 900;
          const context = canvas.getContext('2d');
          if (context) {
            context.fillStyle = '#c8501e';
            context.fillRect(0, 0, 1600, 900);
          }
          const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/png'));
          return [...new Uint8Array(await (blob as Blob).arrayBuffer())];
        })
        .then((bytes) => Buffer.from(bytes)),
    });
    const { avatar } = (await upload).postDataJSON() as { avatar: string };
    expect(avatar).toMatch(/^data:image\/jpeg;base64,/);
    const size = await page.evaluate(
      (src) =>
        new Promise<[number, number]>((done) => {
          const image = new Image();
          image.onload = () => done([image.width, image.height]);
          image.src = src;
        }),
      avatar,
    );
    expect(size).toEqual([512, 288]);
    await expect
      .poll(
        async () =>
          ((await readStoredJson(page, 'user')) as { data: { avatar: string } }).data.avatar,
      )
      .toMatch(/\S/);

    await page.getByLabel('VAT number').fill('GB123 456');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('VAT number')).toHaveValue('GB123 456');
  });

  test('[R6.05] an agent logs in as a customer', async ({ page }) => {
    const agentLogin = await page.request.post('/public/api/login', {
      data: { email: 'agent@demo.test', password: 'demopassword' },
    });
    // The demo agent account comes from the seed (README).
    expect(agentLogin.ok()).toBe(true);
    const customer = await registerByApi(page);
    await page.goto(`/login?next=/auth/login-as-customer/${customer.id}`);
    await logInWithForm(page, 'agent@demo.test', 'demopassword');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await readStoredJson(page, 'user')).toMatchObject({
      data: { id: customer.id, name: customer.name, role: 'customer' },
    });
    await page.goto('/my-account');
    await expect(page.getByRole('heading', { name: customer.name })).toBeVisible();
  });

  test('[R6.05] impersonation with a customer token is refused with a clear message', async ({
    page,
  }) => {
    const customer = await registerByApi(page);
    const other = await registerByApi(page);
    await page.goto('/login');
    await logInWithForm(page, customer.email, customer.password);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto(`/auth/login-as-customer/${other.id}`);
    await expect(page.getByRole('heading', { name: 'Could not sign in' })).toBeVisible();
    await expect(page.getByText('Only admins and agents can do this.')).toBeVisible();
    expect(await readStoredJson(page, 'user')).toMatchObject({ data: { id: customer.id } });
  });
});
