/**
 * Issue 3, what the public pages do: the spec's redirects keep query and hash, the landing demo
 * places a dragged note by where its centre is, and the contact form delivers to the outbox.
 */
import crypto from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { outboxMailsTagged } from './support/public-outbox.ts';
import { legalDocuments, waitForHydration, waitForIsland } from './support/public-pages.ts';

test.describe.configure({ mode: 'parallel' });

test.describe('redirects keep the query and the hash', () => {
  test('the server answers each old path with a 301 to its new place', async ({ request }) => {
    const cases: [string, string][] = [
      ['/terms?ref=mail', '/eula?ref=mail'],
      ['/pricing?x=1', '/?x=1#pricing'],
      ['/support', '/contact'],
      ['/help', '/support'],
      ['/board', '/app/board'],
      ['/teams', '/app?isTeams=true'],
      ['/teams?ref=ad', '/app?ref=ad&isTeams=true'],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(to);
    }
  });

  test('/terms opens the EULA with query and hash kept', async ({ page }) => {
    await page.goto('/terms?ref=mail#section-2');
    await expect(page).toHaveURL(/\/eula\?ref=mail#section-2$/);
    await expect(
      page.getByRole('heading', { level: 1, name: legalDocuments('en').eula.title }),
    ).toBeVisible();
  });

  test('/pricing?x=1 opens the landing page scrolled to the pricing section', async ({ page }) => {
    await page.goto('/pricing?x=1');
    await expect(page).toHaveURL(/\/\?x=1#pricing$/);
    const pricing = page.locator('#pricing');
    await expect(pricing).toBeVisible();
    // Scrolled so the section starts just under the 64 px fixed header (80 px offset).
    await expect
      .poll(async () => (await pricing.boundingBox())?.y ?? -1, { message: '#pricing top after load' })
      .toBeGreaterThanOrEqual(0);
    await expect.poll(async () => (await pricing.boundingBox())?.y ?? -1).toBeLessThanOrEqual(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('/support and /help both end on the contact page', async ({ page }) => {
    await page.goto('/support?topic=billing');
    await expect(page).toHaveURL(/\/contact\?topic=billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.goto('/help');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('/board and /teams lead into the app, which sends a visitor to sign in', async ({ page }) => {
    await page.goto('/board');
    await expect(page).toHaveURL(/\/auth\/login([?#]|$)/);
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await page.goto('/teams');
    await expect(page).toHaveURL(/\/auth\/login([?#]|$)/);
  });
});

/** Where a note's centre is relative to the board's centre, as a quadrant number (spec §4). */
async function quadrantByGeometry(note: Locator, board: Locator): Promise<number> {
  const n = await note.boundingBox();
  const b = await board.boundingBox();
  if (!n || !b) throw new Error('demo note or board is not laid out');
  const right = n.x + n.width / 2 >= b.x + b.width / 2;
  const below = n.y + n.height / 2 >= b.y + b.height / 2;
  return (below ? 3 : 1) + (right ? 1 : 0);
}

/** Presses the mouse on the note's centre; returns a mover that keeps the button down. */
async function grab(page: Page, note: Locator, board: Locator) {
  const n = await note.boundingBox();
  const b = await board.boundingBox();
  if (!n || !b) throw new Error('demo note or board is not laid out');
  const x = n.x + n.width / 2;
  const y = n.y + n.height / 2;
  // The press must reach this note, not one lying over it.
  expect(await note.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), { x, y })).toBe(
    true,
  );
  await page.mouse.move(x, y);
  await page.mouse.down();
  return {
    /** Moves the pointer to a point of the board given in fractions of its width and height. */
    to: (fx: number, fy: number) => page.mouse.move(b.x + b.width * fx, b.y + b.height * fy, { steps: 6 }),
    drop: () => page.mouse.up(),
  };
}

test.describe('landing demo matrix', () => {
  // The matrix starts 876 px down; an island hydrates within 200 px of the viewport (ADR 0033), so
  // at the default 720 px it would hydrate at once. 600 px keeps it below, and the board (464 px) in view.
  test.use({ viewport: { width: 1280, height: 600 } });
  test.beforeEach(async ({ page }) => {
    // The app-store widget would sit over the board's corner; it has journeys of its own.
    await page.addInitScript(() => window.localStorage.setItem('desktop-widget-dismissed', 'true'));
    await page.goto('/');
    await waitForHydration(page);
  });

  test("a dragged note's quadrant follows its position relative to the centre", async ({ page }) => {
    const board = page.getByRole('group', { name: 'Demo Eisenhower Matrix' });
    // The landing page loads no React at first (ADR 0033): the matrix is hydrated once scrolled to.
    await expect(board.locator('xpath=ancestor::*[@data-island]')).not.toHaveAttribute(
      'data-island-state',
      /./,
    );
    await board.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'demo-matrix');
    // The last note in the page is drawn above the others wherever it goes, so a press on its
    // centre always takes it (a note dropped under another is taken by the one on top).
    const note = board.locator('[data-note-id="files"]');
    await expect(note).toHaveAttribute('data-quadrant', '4');

    const hand = await grab(page, note, board);
    // Top-right, top-left, bottom-left, bottom-right; then either side of the centre lines.
    const stops: [number, number, string][] = [
      [0.78, 0.25, '2'],
      [0.22, 0.25, '1'],
      [0.22, 0.78, '3'],
      [0.78, 0.78, '4'],
      [0.56, 0.4, '2'],
      [0.44, 0.4, '1'],
      [0.44, 0.6, '3'],
      [0.56, 0.6, '4'],
    ];
    for (const [fx, fy, expected] of stops) {
      await hand.to(fx, fy);
      // While the button is still down the note already says where it is.
      await expect(note).toHaveAttribute('data-quadrant', expected);
      expect(String(await quadrantByGeometry(note, board))).toBe(expected);
    }
    await hand.drop();
    await expect(note).toHaveAttribute('data-quadrant', '4');
    await expect(note).toHaveAccessibleName(/^Reorganize old files ?Nice to have, someday ?in Delete$/);

    // Each quadrant, dropped there, with a fresh grab each time.
    for (const [fx, fy, expected] of [
      [0.75, 0.25, '2'],
      [0.25, 0.75, '3'],
      [0.25, 0.25, '1'],
      [0.75, 0.75, '4'],
    ] as const) {
      const again = await grab(page, note, board);
      await again.to(fx, fy);
      await again.drop();
      await expect(note).toHaveAttribute('data-quadrant', expected);
      expect(String(await quadrantByGeometry(note, board))).toBe(expected);
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Reorganize old files moved to Delete.' }),
    ).toHaveCount(1);
  });

  test('the keyboard alternative: number keys send a note, arrow keys move it', async ({ page }) => {
    const board = page.getByRole('group', { name: 'Demo Eisenhower Matrix' });
    const note = board.locator('[data-note-id="proposal"]');
    await expect(note).toHaveAttribute('data-quadrant', '1');
    // Focus moving into the matrix is a first use: it is hydrated then, wherever the page is scrolled.
    await note.focus();
    await waitForIsland(page, 'demo-matrix');
    await expect(note).toBeFocused();
    await page.keyboard.press('4');
    await expect(note).toHaveAttribute('data-quadrant', '4');
    await expect(note).toBeFocused();
    expect(await quadrantByGeometry(note, board)).toBe(4);
    await expect(
      page.getByRole('status').filter({ hasText: 'Finish the client proposal moved to Delete.' }),
    ).toHaveCount(1);

    await page.keyboard.press('3');
    await expect(note).toHaveAttribute('data-quadrant', '3');
    expect(await quadrantByGeometry(note, board)).toBe(3);

    // Arrow right, step by step, until the centre line is crossed: then it is in Delete.
    for (let i = 0; i < 20 && (await note.getAttribute('data-quadrant')) === '3'; i++)
      await page.keyboard.press('ArrowRight');
    await expect(note).toHaveAttribute('data-quadrant', '4');
    expect(await quadrantByGeometry(note, board)).toBe(4);
    for (let i = 0; i < 20 && (await note.getAttribute('data-quadrant')) === '4'; i++)
      await page.keyboard.press('ArrowUp');
    await expect(note).toHaveAttribute('data-quadrant', '2');
    expect(await quadrantByGeometry(note, board)).toBe(2);
    await expect(note).toHaveAccessibleName(/in Schedule$/);
  });
});

test.describe('contact form', () => {
  test('a valid message is sent and lands in the outbox', async ({ page }) => {
    const tag = crypto.randomBytes(4).toString('hex');
    const subject = `Sync question ${tag}`;
    const message = `Hello, my tasks from the phone (${tag}) take a minute to show on the laptop.`;
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Robin Visitor');
    await page.getByLabel('Email', { exact: true }).fill(`robin-${tag}@example.test`);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(success).toBeVisible();
    await expect(success).toContainText(`robin-${tag}@example.test`);

    await expect.poll(() => outboxMailsTagged(tag).length, { message: 'contact mail in the outbox' }).toBe(1);
    const [mail] = outboxMailsTagged(tag);
    expect(mail?.file).toMatch(/\.eml$/);
    expect(mail?.subject).toContain(subject);
    expect(mail?.text).toContain(message);
    expect(mail?.replyTo).toContain(`robin-${tag}@example.test`);
  });

  test('invalid input shows field errors and sends nothing', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/contact') sent.push(req.method());
    });
    await page.goto('/contact');
    await waitForHydration(page);
    const tag = crypto.randomBytes(4).toString('hex');

    await page.getByRole('button', { name: 'Send message' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(name).toBeFocused();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Please enter a subject.')).toBeVisible();
    await expect(page.getByText(/^Please write at least \d+ characters\.$/)).toBeVisible();

    await name.fill('Robin Visitor');
    await page.getByLabel('Email', { exact: true }).fill('robin-at-example');
    await page.getByLabel('Subject', { exact: true }).fill(`Hi ${tag}`);
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address, like name@example.com.',
    );
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page.getByText('Please enter your name.')).toHaveCount(0);
    await expect(page.getByText(/^Please write at least \d+ characters\.$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);

    expect(sent).toEqual([]);
    // Other journeys may be mailing meanwhile: look for this form's message only.
    expect(outboxMailsTagged(tag)).toEqual([]);
  });
});
