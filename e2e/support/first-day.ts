/**
 * Issue 33's board journeys in three languages, two themes, on a wide screen with a mouse and on a
 * phone with touch: a person signed up through the real pages, then their account set to the
 * language and theme (as the settings page does), and the board's strings read from the app's own
 * catalogues, so a journey in Japanese looks for what a Japanese reader sees.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken, newAccount, signUp } from './accounts.ts';
import type { CreateTask } from '../../src/shared/contracts/tasks.ts';
import { createTask, send, type Caller } from './api.ts';

export type Lng = 'en' | 'de' | 'ja';

export interface Setup {
  name: string;
  lng: Lng;
  theme: 'light' | 'dark';
  phone: boolean;
  /** Europe asks for cookie consent (the banner journey); elsewhere it is not asked. */
  timezoneId: string;
}

/**
 * Four people, each item of the issue met by two or more of them: every item at 1280 px with a
 * mouse and at 390 px with touch, in light and in dark, across English, German and Japanese.
 */
export const SETUPS = {
  desktopLightEn: {
    name: 'desktop-light-en',
    lng: 'en',
    theme: 'light',
    phone: false,
    timezoneId: 'Europe/London',
  },
  desktopDarkJa: {
    name: 'desktop-dark-ja',
    lng: 'ja',
    theme: 'dark',
    phone: false,
    timezoneId: 'Asia/Tokyo',
  },
  phoneDarkDe: { name: 'phone-dark-de', lng: 'de', theme: 'dark', phone: true, timezoneId: 'Europe/Berlin' },
  phoneLightJa: { name: 'phone-light-ja', lng: 'ja', theme: 'light', phone: true, timezoneId: 'Asia/Tokyo' },
} as const satisfies Record<string, Setup>;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

type Catalogue = { [key: string]: unknown };

function isCatalogue(value: unknown): value is Catalogue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function catalogue(lng: Lng, ns: string): Catalogue {
  const file = path.join(import.meta.dirname, '../../src/web/locales', lng, `${ns}.json`);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isCatalogue(parsed)) throw new Error(`${file} is not an object`);
  return parsed;
}

/** `t('board:quadrant.addLabel', { label })`, with i18next's plural suffixes for counts. */
export function strings(lng: Lng) {
  const cache = new Map<string, Catalogue>();
  return (key: string, values: Record<string, string | number> = {}): string => {
    const [ns = '', dotted = ''] = key.split(':');
    let bundle = cache.get(ns);
    if (!bundle) {
      bundle = catalogue(lng, ns);
      cache.set(ns, bundle);
    }
    const plural =
      typeof values.count === 'number'
        ? [`${dotted}_${values.count === 1 && lng !== 'ja' ? 'one' : 'other'}`]
        : [];
    for (const candidate of [...plural, dotted]) {
      let node: unknown = bundle;
      for (const part of candidate.split('.')) node = isCatalogue(node) ? node[part] : undefined;
      if (typeof node === 'string')
        return node.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
    }
    throw new Error(`No ${lng} string for ${key}`);
  };
}

export type T = ReturnType<typeof strings>;

export function quadrantName(t: T, n: 1 | 2 | 3 | 4): string {
  return `${n} ${t(`common:quadrants.${n}.label`)}`;
}

export function quadrant(page: Page, t: T, n: 1 | 2 | 3 | 4): Locator {
  return page.getByRole('region', { name: quadrantName(t, n), exact: true });
}

export function note(scope: Locator | Page, title: string): Locator {
  return scope.getByRole('listitem', { name: title, exact: true });
}

export function quickAdd(page: Page, t: T, n: 1 | 2 | 3 | 4): Locator {
  return quadrant(page, t, n).getByRole('textbox', {
    name: t('board:quadrant.addLabel', { label: t(`common:quadrants.${n}.label`) }),
    exact: true,
  });
}

/**
 * Signs a new person up, gives them `seed` tasks (through the API, as another device would), sets
 * their account's language and theme, and opens their board.
 */
export async function startOnBoard(
  page: Page,
  setup: Setup,
  seed: readonly CreateTask[] = [],
): Promise<{ t: T; caller: Caller }> {
  await signUp(page, newAccount('Day'));
  const caller = { request: page.request, token: await accessToken(page) };
  for (const task of seed) await createTask(caller, task);
  const res = await send(caller, 'PATCH', '/api/me', { language: setup.lng, theme: setup.theme });
  expect(res.ok()).toBe(true);
  await page.reload();
  const t = strings(setup.lng);
  await expect(quadrant(page, t, 1)).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(setup.theme);
  return { t, caller };
}

/** A press the way this device makes it: a tap on a phone, a click with a mouse. */
export function press(setup: Setup, target: Locator, timeout?: number): Promise<void> {
  return setup.phone ? target.tap({ timeout }) : target.click({ timeout });
}

/** Answers the cookie banner where it is asked, so it does not cover the board. */
export async function answerCookies(page: Page, t: T): Promise<void> {
  const reject = page.getByRole('button', { name: t('consent:reject'), exact: true });
  if (await reject.isVisible()) await reject.click();
}

export async function addTasks(page: Page, t: T, n: 1 | 2 | 3 | 4, titles: readonly string[]): Promise<void> {
  const field = quickAdd(page, t, n);
  for (const title of titles) {
    await field.fill(title);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(note(page, title)).toBeAttached();
  }
}

export function shotPath(setup: Setup, name: string): string {
  return path.join('test-results', 'first-day', `${setup.name}-${name}.png`);
}

/** Targets under `min` px (a control, or the label round it) inside `scope`. */
export function smallTargets(scope: Locator, min: number): Promise<string[]> {
  return scope.evaluate((root, size) => {
    const found: string[] = [];
    for (const control of root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="tab"], [role="menuitem"], [role="checkbox"]',
    )) {
      const target = control.closest('label') ?? control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || control.closest('.sr-only') || getComputedStyle(control).visibility === 'hidden')
        continue;
      if (box.width < size || box.height < size)
        found.push(
          `${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  }, min);
}
