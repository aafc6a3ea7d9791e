import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** The demo accounts the console journeys use (README, all passwords `demopassword`). */
export const ADMIN: Account = { email: 'admin@demo.test', password: 'demopassword' };
export const SUPPORT: Account = { email: 'support@demo.test', password: 'demopassword' };
export const OWNER: Account = { email: 'owner@demo.test', password: 'demopassword' };

/** Logs in through the console's own form and waits for its section links. */
export async function logInToConsole(page: Page, who: Account): Promise<void> {
  await page.goto('/console/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** A console token for calls a journey makes behind the pages (set up, put back). */
export async function consoleToken(request: APIRequestContext, who: Account): Promise<string> {
  const response = await request.post('/public/api/console/login', { data: who });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { auth_token: string } }).data.auth_token;
}
