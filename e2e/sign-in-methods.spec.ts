import { expect, test, type Page } from '@playwright/test';
import { readStoredJson } from './support';

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
});
