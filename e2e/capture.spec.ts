/**
 * Issue "Capture": a person types a dated phrase in French and sees what was understood as chips,
 * removes one, adds, and after a reload finds the task dated as the chips said; speaks a task (a
 * fake recognizer stands in for the browser's); says three tasks at once and confirms them into
 * three quadrants. The parser loads only when quick add is first used, and the chips fit a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { quadrant, taskCard } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

/** chrono-node's engine keeps its refiners under this property name, which minifying keeps. */
const CHRONO = /\.refiners\b/;

/** A stand-in for the browser's SpeechRecognition, driven from the test through `window.__speech`. */
function installFakeRecognizer() {
  type Handler = ((event: unknown) => void) | null;
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    maxAlternatives = 1;
    onresult: Handler = null;
    onerror: Handler = null;
    onend: (() => void) | null = null;
    start() {
      (window as unknown as { __speech: unknown }).__speech = {
        lang: this.lang,
        say: (transcript: string, isFinal: boolean) =>
          this.onresult?.({ resultIndex: 0, results: [{ isFinal, 0: { transcript }, length: 1 }] }),
        fail: (error: string) => this.onerror?.({ error }),
        end: () => this.onend?.(),
      };
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  Object.defineProperty(window, 'SpeechRecognition', { value: FakeRecognition, configurable: true });
}

interface SpeechDriver {
  lang: string;
  say: (transcript: string, isFinal: boolean) => void;
  fail: (error: string) => void;
  end: () => void;
}

const speech = {
  lang: (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechDriver }).__speech.lang),
  say: (page: Page, transcript: string, isFinal: boolean) =>
    page.evaluate(
      ([text, final]) => (window as unknown as { __speech: SpeechDriver }).__speech.say(text, final),
      [transcript, isFinal] as const,
    ),
  fail: (page: Page, error: string) =>
    page.evaluate((code) => (window as unknown as { __speech: SpeechDriver }).__speech.fail(code), error),
  end: (page: Page) => page.evaluate(() => (window as unknown as { __speech: SpeechDriver }).__speech.end()),
};

async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Language: ${from}` }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

/** Scripts the page has asked for so far (the build's hashed chunks). */
function scriptLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('in a French session', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('type a dated phrase, see the chips, remove one, add, reload, find it dated', async ({ page }) => {
    const scripts = scriptLog(page);
    await signUp(page, newAccount('Camille'));
    await chooseLanguage(page, 'English', 'Français');
    const schedule = page.getByRole('region', { name: '2 Planifier', exact: true });
    const field = schedule.getByRole('textbox', { name: 'Ajouter une tâche à Planifier', exact: true });
    await expect(field).toBeVisible();

    const before = scripts.length;
    await field.click();
    await field.pressSequentially('Appeler le dentiste demain à 17h');
    const chips = schedule.getByRole('list', { name: 'Compris' });
    await expect(chips.getByRole('listitem')).toHaveText([
      'Demain 17:00',
      /^→ À faire d'abord · échéance demain → urgent$/,
    ]);
    await test.step('chrono-node came with the first focus, not with the board', async () => {
      const initial = scripts.slice(0, before);
      const onFocus = scripts.slice(before).filter((url) => !initial.includes(url));
      const withChrono = async (urls: string[]) => {
        const found: string[] = [];
        for (const url of urls) if (CHRONO.test(await (await page.request.get(url)).text())) found.push(url);
        return found;
      };
      expect(await withChrono(initial)).toEqual([]);
      expect(await withChrono(onFocus)).toHaveLength(1);
    });
    await expect(field).toHaveAccessibleDescription(/Demain 17:00/);
    await page.screenshot({ path: test.info().outputPath('fr-chips-desktop.png') });

    // Keep it in Schedule: dismiss the urgency suggestion; the date stays.
    await chips.getByRole('button', { name: /^Retirer → À faire d'abord/ }).click();
    await expect(chips.getByRole('listitem')).toHaveText(['Demain 17:00']);
    await expect(field).toBeFocused();
    await field.press('Enter');
    await expect(field).toHaveValue('');
    const card = taskCard(schedule, 'Appeler le dentiste');
    await expect(card).toBeVisible();
    await expect(card.locator('time')).toHaveText('Demain 17:00');

    await page.reload();
    const afterReload = taskCard(
      page.getByRole('region', { name: '2 Planifier', exact: true }),
      'Appeler le dentiste',
    );
    await expect(afterReload).toBeVisible();
    await expect(afterReload.locator('time')).toHaveText('Demain 17:00');
  });
});

test('speak a task with the fake recognizer; a blocked microphone is explained', async ({ page }) => {
  await page.addInitScript(installFakeRecognizer);
  await signUp(page, newAccount('Sasha'));
  const doFirst = quadrant(page, 1);
  const field = doFirst.getByRole('textbox', { name: 'Add a task to Do First', exact: true });

  await test.step('a refused microphone says so', async () => {
    await doFirst.getByRole('button', { name: 'Add by voice' }).click();
    await speech.fail(page, 'not-allowed');
    await speech.end(page);
    await expect(doFirst.getByRole('alert')).toHaveText(/The microphone is blocked/);
  });

  await doFirst.getByRole('button', { name: 'Add by voice' }).click();
  expect(await speech.lang(page)).toBe('en-US');
  await expect(doFirst.getByRole('button', { name: 'Stop listening' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await speech.say(page, 'Call the plumber', false);
  await expect(field).toHaveValue('Call the plumber');
  await speech.say(page, 'Call the plumber tomorrow at 9am', true);
  await speech.end(page);
  await expect(field).toHaveValue('Call the plumber tomorrow at 9am');
  await expect(doFirst.getByRole('list', { name: 'Understood' }).getByRole('listitem').first()).toHaveText(
    'Tomorrow 9:00 AM',
  );
  await field.press('Enter');
  const card = taskCard(doFirst, 'Call the plumber');
  await expect(card).toBeVisible();
  await expect(card.locator('time')).toHaveText('Tomorrow 9:00 AM');
});

test('a brain dump of three tasks, confirmed into three quadrants', async ({ page }) => {
  await signUp(page, newAccount('Morgan'));
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Quick add' });
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Task', exact: true })
    .fill('Call mum tomorrow, plan the team offsite next month !2, and someday clean the garage !4');
  await dialog.getByRole('textbox', { name: 'Task', exact: true }).press('Enter');

  const list = dialog.getByTestId('brain-dump');
  await expect(list.getByRole('textbox')).toHaveCount(3);
  await expect(list.getByRole('textbox', { name: 'Task 1 of 3' })).toHaveValue(/Call mum tomorrow/);
  await page.screenshot({ path: test.info().outputPath('brain-dump-desktop.png') });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add 3 tasks' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(taskCard(quadrant(page, 1), 'Call mum')).toBeVisible();
  await expect(taskCard(quadrant(page, 2), 'plan the team offsite')).toBeVisible();
  await expect(taskCard(quadrant(page, 4), 'clean the garage')).toBeVisible();

  await test.step('the global quick add on a laptop, in dark mode', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.keyboard.press('q');
    await dialog
      .getByRole('textbox', { name: 'Task', exact: true })
      .pressSequentially('Pay the rent asap on friday');
    await expect(dialog.getByRole('list', { name: 'Understood' })).toContainText('→ Do First');
    await page.screenshot({ path: test.info().outputPath('global-desktop-dark.png') });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`chips fit 390 px (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await signUp(page, newAccount('Noor'));
      const field = quadrant(page, 2).getByRole('textbox', { name: 'Add a task to Schedule', exact: true });
      await field.click();
      await field.pressSequentially('Send the quarterly numbers to the board tomorrow at 5pm');
      const chips = quadrant(page, 2).getByRole('list', { name: 'Understood' });
      await expect(chips.getByRole('listitem')).toHaveText([
        'Tomorrow 5:00 PM',
        '→ Do First · due tomorrow → urgent',
      ]);
      await field.scrollIntoViewIfNeeded();
      for (const chip of await chips.getByRole('listitem').all()) {
        const box = await chip.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`chips-390-${colorScheme}.png`) });
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Quick add' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick add' });
      await dialog
        .getByRole('textbox', { name: 'Task', exact: true })
        .pressSequentially('Renew passport next week');
      await page.screenshot({ path: test.info().outputPath(`global-390-${colorScheme}.png`) });
    });
  }
});
