/**
 * People in the journeys sign up and in through the real pages: the web login page, then the
 * identity provider's own sign-in and create-account pages, then back through /callback. Nothing is
 * seeded behind the app's back, so these helpers exercise the whole OIDC round trip every time.
 */
import crypto from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A person no other test has used: unique e-mail, a password that meets the provider's rules. */
export function newAccount(firstName: string): Account {
  const tag = crypto.randomBytes(5).toString('hex');
  return {
    name: `${firstName} Tester`,
    email: `${firstName.toLowerCase()}-${tag}@example.test`,
    password: `pw-${crypto.randomBytes(9).toString('base64url')}`,
  };
}

/** The identity provider's own pages live under the realm, at Keycloak's paths. */
const PROVIDER_URL = /\/realms\/[^/]+\//;

/** Where a signed-in person lands: a board view under /app/board. */
export const BOARD_URL = /\/app\/board\/[^/?#]+\/(matrix|lanes|list|calendar)([?#]|$)/;

async function landOnBoard(page: Page): Promise<void> {
  await expect(page).toHaveURL(BOARD_URL, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: '1 Do First', exact: true })).toBeVisible();
}

/** Web login page → "Create an account" → the provider's form → back on the board, signed in. */
export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(PROVIDER_URL);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await landOnBoard(page);
}

/** Web login page → "Continue with email" → the provider's sign-in form → back on the board. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  // The web login page has the same heading: wait to be on the provider's page first.
  await expect(page).toHaveURL(PROVIDER_URL);
  await expect(page.getByRole('heading', { name: 'Sign in to Quadrant' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await landOnBoard(page);
}

/** Header → "Account menu" → "Sign out": ends on the login page with the signed-out banner. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login(\?|#|$)/, { timeout: 20_000 });
  await expect(page.getByText(/successfully signed out/i)).toBeVisible();
}

/**
 * The access token the web client keeps, read from the page's storage (spec §3 names the
 * `authToken` key). Reading it, rather than minting one, proves the real sign-in produced a token
 * the API accepts.
 */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('authToken'));
  if (!token)
    throw new Error('No access token under localStorage "authToken" after sign-in (spec §3 storage keys).');
  return token;
}

/**
 * A second, separate browser profile (another device or another person). `browser.newContext()`
 * does not inherit the config's `use`, so the settings the journeys rely on are repeated here.
 */
export function newDevice(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  if (!baseURL) throw new Error('baseURL is not configured (playwright.config.ts sets it)');
  return browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC' });
}
