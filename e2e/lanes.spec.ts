/**
 * Issue 10, phone and touch: on a 390 px touch screen a new person lands on the lanes view (one
 * quadrant per screen, a tab strip with names and counts that follows the swipe); a press and hold
 * drags a task to another lane (held on the tab strip, or at the screen's edge) and within one;
 * "Move to…" sends a task to a quadrant or a board; every control of the board is a 44 × 44 px
 * target and "Keyboard shortcuts" is not offered; axe finds nothing in light and dark. An explicit
 * choice of view is remembered. Touches are real touch events, sent through the DevTools protocol
 * (Input.dispatchTouchEvent), on a context with touch and a mobile viewport.
 * Screenshots go to $LANES_SHOTS (default /tmp/lanes-shots).
 */
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { newAccount, signUp } from './support/accounts.ts';
import { addTask, createBoard, quadrant, taskCard } from './support/board.ts';
import { expectNoAxeViolations } from './support/public-axe.ts';

const SHOTS = process.env.LANES_SHOTS ?? '/tmp/lanes-shots';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

function tab(page: Page, n: number, label: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${n} ${label}\\b`) });
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** A finger on the screen, through the DevTools protocol: real touch events, as a phone sends them. */
class Finger {
  private readonly cdp: CDPSession;
  private constructor(cdp: CDPSession) {
    this.cdp = cdp;
  }
  static async on(page: Page): Promise<Finger> {
    return new Finger(await page.context().newCDPSession(page));
  }
  async down(at: { x: number; y: number }) {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  }
  /** Moves in small steps, as a finger does. */
  async move(from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
    for (let i = 1; i <= steps; i++) {
      const point = {
        x: Math.round(from.x + ((to.x - from.x) * i) / steps),
        y: Math.round(from.y + ((to.y - from.y) * i) / steps),
      };
      await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
  }
  async up() {
    await this.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
}

/** The lane is the one on screen, snapped: its quadrant starts at the page's left padding. */
async function expectLaneShown(page: Page, n: 1 | 2 | 3 | 4) {
  await expect
    .poll(async () => {
      const box = await quadrant(page, n).boundingBox();
      return box ? box.x >= 0 && box.x + box.width <= PHONE.width : false;
    })
    .toBe(true);
}

/** The controls in `scope` whose target (the control, or the label round it) is under 44 × 44 px. */
function tooSmall(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="tab"], [role="menuitem"], [role="checkbox"]',
    );
    const found: string[] = [];
    for (const control of controls) {
      const target = control.closest('label') ?? control;
      const box = target.getBoundingClientRect();
      const hidden = box.width === 0 || getComputedStyle(control).visibility === 'hidden';
      if (hidden || control.closest('.sr-only')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a new person on a phone lands on lanes; the tabs follow swipes and arrow keys', async ({ page }) => {
  await signUp(page, newAccount('Lena'));
  await expect(page).toHaveURL(/\/lanes$/);
  await addTask(page, 1, 'Call the plumber');
  await addTask(page, 1, 'Pay the rent');
  await expect(tab(page, 1, 'Do First')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 1, 'Do First')).toHaveAccessibleName('1 Do First 2 open tasks');
  await expect(tab(page, 2, 'Schedule')).toHaveAccessibleName('2 Schedule 0 open tasks');
  await shoot(page, 'lanes-390-light');

  await test.step('a swipe turns the lane, and the tab strip follows', async () => {
    const finger = await Finger.on(page);
    const from = await centre(quadrant(page, 1).getByRole('list'));
    // The page itself must not scroll sideways (only the lanes do).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await finger.down({ x: 355, y: from.y });
    await finger.move({ x: 355, y: from.y }, { x: 10, y: from.y }, 12);
    await finger.up();
    // A fast finger may fling past a lane; whichever lane it comes to rest on, the strip names it.
    // The strip follows the scroll while it moves, so the check waits for the momentum to end.
    await expect(tab(page, 1, 'Do First')).toHaveAttribute('aria-selected', 'false');
    await expect
      .poll(async () => {
        const id = await page.getByRole('tab', { selected: true }).getAttribute('id');
        const n = Number(id?.replace('lane-tab-', ''));
        if (n !== 2 && n !== 3 && n !== 4) return `tab ${id ?? 'none'} selected`;
        const box = await quadrant(page, n).boundingBox();
        const shown = box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
        return shown ? 'the selected lane is the one shown' : `lane ${n} selected, not yet shown`;
      })
      .toBe('the selected lane is the one shown');
    await tab(page, 2, 'Schedule').click();
    await expectLaneShown(page, 2);
  });

  await test.step('arrow keys, Home and End on the tab strip choose a lane', async () => {
    await tab(page, 2, 'Schedule').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 3, 'Delegate')).toBeFocused();
    await expect(tab(page, 3, 'Delegate')).toHaveAttribute('aria-selected', 'true');
    await expectLaneShown(page, 3);
    await page.keyboard.press('End');
    await expect(tab(page, 4, 'Delete')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab(page, 1, 'Do First')).toHaveAttribute('aria-selected', 'true');
    await expectLaneShown(page, 1);
  });
});

/** The titles in a quadrant's list, top to bottom. */
function titlesIn(page: Page, n: 1 | 2 | 3 | 4): Promise<string[]> {
  return quadrant(page, n)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? ''));
}

test('press and hold drags a task within a lane and to another lane (tab strip and screen edge)', async ({
  page,
}) => {
  await signUp(page, newAccount('Omar'));
  await addTask(page, 1, 'Water the plants');
  await addTask(page, 1, 'Book the dentist');
  await addTask(page, 1, 'Answer Mia');
  expect(await titlesIn(page, 1)).toEqual(['Answer Mia', 'Book the dentist', 'Water the plants']);
  const finger = await Finger.on(page);
  // The board's announcement (the toast that says "Moved … · Undo" is a status too).
  const status = page.locator('[role="status"]:not([data-toast])').filter({ hasText: 'Moved' });

  await test.step('within the lane: hold, lift, drop below another note', async () => {
    const from = await centre(taskCard(quadrant(page, 1), 'Answer Mia'));
    await finger.down(from);
    await expect(taskCard(page, 'Answer Mia')).toHaveAttribute('data-lifted', '');
    const below = await taskCard(quadrant(page, 1), 'Water the plants').boundingBox();
    if (!below) throw new Error('no target');
    const to = { x: from.x, y: Math.round(below.y + below.height * 0.8) };
    await finger.move(from, to);
    await expect(taskCard(page, 'Water the plants')).toHaveAttribute('data-drop-edge', 'bottom');
    await shoot(page, 'lanes-390-dragging');
    await finger.up();
    await expect
      .poll(() => titlesIn(page, 1))
      .toEqual(['Book the dentist', 'Water the plants', 'Answer Mia']);
    await expect(status).toHaveText(/Moved "Answer Mia" to Do First, position 3/);
    // The drop was not a tap: no sheet opened.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('to another lane by its tab: hold on the tab, the lane turns, drop in it', async () => {
    const from = await centre(taskCard(quadrant(page, 1), 'Book the dentist'));
    await finger.down(from);
    await expect(taskCard(page, 'Book the dentist')).toHaveAttribute('data-lifted', '');
    const onTab = await centre(tab(page, 3, 'Delegate'));
    await finger.move(from, onTab);
    await expect(tab(page, 3, 'Delegate')).toHaveAttribute('aria-selected', 'true');
    await expectLaneShown(page, 3);
    const into = await centre(quadrant(page, 3).getByRole('list'));
    await finger.move(onTab, into);
    await finger.up();
    await expect(taskCard(quadrant(page, 3), 'Book the dentist')).toBeVisible();
    await expect(status).toHaveText(/Moved "Book the dentist" to Delegate, position 1/);
  });

  await test.step('to the next lane by the screen edge', async () => {
    await tab(page, 1, 'Do First').click();
    await expectLaneShown(page, 1);
    const from = await centre(taskCard(quadrant(page, 1), 'Water the plants'));
    await finger.down(from);
    await expect(taskCard(page, 'Water the plants')).toHaveAttribute('data-lifted', '');
    const edge = { x: PHONE.width - 6, y: from.y };
    await finger.move(from, edge);
    await expect(tab(page, 2, 'Schedule')).toHaveAttribute('aria-selected', 'true');
    await expectLaneShown(page, 2);
    const into = await centre(quadrant(page, 2).getByRole('list'));
    await finger.move(edge, into);
    await finger.up();
    await expect(taskCard(quadrant(page, 2), 'Water the plants')).toBeVisible();
    await expect(tab(page, 2, 'Schedule')).toHaveAccessibleName('2 Schedule 1 open task');
  });

  await test.step('held and let go in place, a note stays where it is', async () => {
    await tab(page, 1, 'Do First').click();
    await expectLaneShown(page, 1);
    await addTask(page, 1, 'Feed the cat');
    const from = await centre(taskCard(quadrant(page, 1), 'Feed the cat'));
    await finger.down(from);
    await expect(taskCard(page, 'Feed the cat')).toHaveAttribute('data-lifted', '');
    await finger.move(from, { x: from.x + 4, y: from.y + 3 }, 2);
    await finger.up();
    await expect(taskCard(page, 'Feed the cat')).not.toHaveAttribute('data-lifted', '');
    expect(await titlesIn(page, 1)).toEqual(['Feed the cat', 'Answer Mia']);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a quick move before the hold is a scroll, not a drag', async () => {
    await tab(page, 1, 'Do First').click();
    await expectLaneShown(page, 1);
    const from = await centre(taskCard(quadrant(page, 1), 'Answer Mia'));
    await finger.down(from);
    await finger.move(from, { x: from.x, y: from.y + 60 }, 3);
    await finger.up();
    await expect(taskCard(page, 'Answer Mia')).not.toHaveAttribute('data-lifted', '');
    expect(await titlesIn(page, 1)).toEqual(['Feed the cat', 'Answer Mia']);
  });
});

test('"Move to…" sends a task to a quadrant or another board, by touch', async ({ page }) => {
  await signUp(page, newAccount('Ines'));
  await createBoard(page, 'Garden');
  await expect(page).toHaveURL(/\/lanes$/);
  await addTask(page, 1, 'Buy seeds');
  await addTask(page, 1, 'Fix the fence');
  const status = page.locator('[role="status"]:not([data-toast])').filter({ hasText: /^Moved/ });

  await test.step('to a quadrant: it goes first there, and it is said', async () => {
    await taskCard(page, 'Buy seeds').getByRole('button', { name: 'Move Buy seeds to…' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Move "Buy seeds" to…' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^1 Do First/ })).toHaveAttribute('aria-current', 'true');
    await shoot(page, 'lanes-390-move-to');
    await dialog.getByRole('button', { name: /^2 Schedule/ }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(status).toHaveText(/Moved "Buy seeds" to Schedule, position 1/);
    await tab(page, 2, 'Schedule').tap();
    await expect(taskCard(quadrant(page, 2), 'Buy seeds')).toBeVisible();
  });

  await test.step('to another board: it leaves this one and is on that one', async () => {
    await page.getByRole('button', { name: /^Board: / }).tap();
    await page.getByRole('menuitem', { name: 'New board' }).tap();
    const naming = page.getByRole('dialog');
    await naming.getByRole('textbox', { name: 'Board name', exact: true }).fill('Shed');
    await naming.getByRole('textbox', { name: 'Board name', exact: true }).press('Enter');
    await expect(page.getByRole('button', { name: 'Board: Shed', exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Board: Garden', exact: true })).toBeVisible();
    await tab(page, 1, 'Do First').tap();
    await taskCard(page, 'Fix the fence').getByRole('button', { name: 'Move Fix the fence to…' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Move "Fix the fence" to…' });
    await dialog.getByRole('button', { name: 'Move to Shed' }).tap();
    await expect(status).toHaveText(/Moved "Fix the fence" to the board Shed/);
    await expect(taskCard(page, 'Fix the fence')).toHaveCount(0);
    await page.getByRole('button', { name: 'Board: Garden', exact: true }).tap();
    await page.getByRole('menuitemradio', { name: 'Shed' }).tap();
    await expect(taskCard(quadrant(page, 1), 'Fix the fence')).toBeVisible();
  });
});

test('every control on the board is a 44 px target; no keyboard shortcuts; axe clean light and dark', async ({
  page,
}) => {
  await signUp(page, newAccount('Yuki'));
  await addTask(page, 1, 'Renew the passport');
  await addTask(page, 2, 'Plan the trip');
  await expect(page.getByRole('button', { name: /keyboard shortcuts/i })).toBeHidden();
  await expect(page.getByText('/', { exact: true })).toBeHidden();

  expect(await tooSmall(page.locator('body'))).toEqual([]);

  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(tab(page, 1, 'Do First')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expectNoAxeViolations(page);
  await shoot(page, 'lanes-390-dark');
  await taskCard(page, 'Renew the passport')
    .getByRole('button', { name: 'Move Renew the passport to…' })
    .tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await tooSmall(page.getByRole('dialog'))).toEqual([]);
  await expectNoAxeViolations(page);
  await shoot(page, 'lanes-390-dark-move-to');
});

test('a chosen view is remembered: Matrix picked on a phone stays the default', async ({ page }) => {
  await signUp(page, newAccount('Paul'));
  await expect(page).toHaveURL(/\/lanes$/);
  // On a phone the views are in the toolbar's view menu (issue 33: the tasks come first).
  await page.getByRole('button', { name: /^View options/ }).tap();
  await page.getByRole('menuitemradio', { name: 'Matrix', exact: true }).tap();
  await expect(page).toHaveURL(/\/matrix$/);
  await page.goto('/app/board');
  await expect(page).toHaveURL(/\/matrix$/);
  await expect(page.getByRole('tablist')).toHaveCount(0);
});

test.describe('on a wide screen with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false });

  test('the board opens in the matrix, and lanes are four columns side by side', async ({ page }) => {
    await signUp(page, newAccount('Ada'));
    await expect(page).toHaveURL(/\/matrix$/);
    await addTask(page, 1, 'Draft the report');
    await addTask(page, 4, 'Clear the inbox');
    await expect(page.getByRole('button', { name: /keyboard shortcuts/i })).toBeVisible();
    await shoot(page, 'matrix-1280-light');
    await page.getByRole('link', { name: 'Lanes', exact: true }).click();
    await expect(page).toHaveURL(/\/lanes$/);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const n of [1, 2, 3, 4] as const) await expect(quadrant(page, n)).toBeInViewport();
    await expectNoAxeViolations(page);
    await shoot(page, 'lanes-1280-light');
  });
});
