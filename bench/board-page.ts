/**
 * In-page measurements for the board benchmark. Every timing is taken inside the page on
 * performance.now()'s clock, from the input event's time stamp (keydown, drop; as Event Timing
 * counts) or from navigation start. An input has
 * three ends: the changed card is in the DOM; the next animation frame begins (the frame that
 * paints it); and that frame's rendering is done on the main thread (style, layout, paint and the
 * commit to the compositor, which run in the frame's task after its animation-frame callbacks). The
 * last is the one judged: the frame's start leaves out the rendering the change itself caused.
 * Event Timing's own figure for the input is kept beside it, as the browser reports it (rounded to
 * 8 ms, and only at 16 ms or more).
 */
import type { Page } from 'playwright-core';

const WAIT_MS = 5000;

/** A cold load: when it was interactive, and where the time went (all from navigation start). */
export interface LoadTiming {
  interactive: number;
  /** When the workspace request (GET /api/sync?since=0) started, and when its response ended. */
  syncStart: number;
  syncEnd: number;
  /** How many times the page asked for the whole workspace (must be 1). */
  syncRequests: number;
}

/** Navigation start → the four quadrants have cards, a frame has been drawn and a task has run. */
export async function timeToInteractive(page: Page): Promise<LoadTiming> {
  // A plain evaluate in the page's own world: waitForFunction would first build Playwright's
  // injected script in the page (~30 ms of main-thread work during the very load being timed).
  return page.evaluate(
    () =>
      new Promise<LoadTiming>((resolve, reject) => {
        setTimeout(() => reject(new Error('The board was not interactive within 60 s')), 60_000);
        const sections = () => [...document.querySelectorAll('section[aria-labelledby]')];
        const ready = () =>
          sections().length === 4 && sections().every((s) => s.querySelector('[role="listitem"]'));
        const finish = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const interactive = performance.now();
              const pulls = performance
                .getEntriesByType('resource')
                .filter((e): e is PerformanceResourceTiming => e.name.includes('/api/sync?since=0'));
              const sync = pulls[0];
              resolve({
                interactive,
                syncStart: sync?.startTime ?? Number.NaN,
                syncEnd: sync?.responseEnd ?? Number.NaN,
                syncRequests: pulls.length,
              });
            }, 0),
          );
        if (ready()) return finish();
        const observer = new MutationObserver(() => {
          if (!ready()) return;
          observer.disconnect();
          finish();
        });
        observer.observe(document, { childList: true, subtree: true });
      }),
  );
}

/** A spot in the page's viewport, in CSS pixels. */
export interface Point {
  x: number;
  y: number;
}

/** Where a load's real click lands: the middle of Do First's first note, on a loaded board. */
export async function firstNotePoint(page: Page): Promise<Point> {
  const box = await page
    .getByRole('region', { name: '1 Do First' })
    .getByRole('listitem')
    .first()
    .boundingBox();
  if (!box) throw new Error('Do First has no note to click');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** When a load's real click was received, when the page's listener ran, and when its frame had rendered. */
export interface ClickTiming {
  received: number;
  handled: number;
  answered: number;
}

/**
 * The page's half of a load's real click, installed before any of the page's scripts
 * (`context.addInitScript`), on every document. It calls `__quadrantNoteShown` (a binding the
 * driver exposes) as soon as all four quadrants have notes in the DOM, so the driver's click is
 * queued behind whatever the page is still doing then. It keeps the first trusted click on a note and stops it there (a
 * click on a note opens its sheet; what is timed is the page answering, not the sheet), and ends at
 * the frame after it: when a user-blocking task posted from that frame runs, as `arm` does.
 */
export function installClickProbe(): void {
  const w = window as unknown as {
    __quadrantClick?: Promise<ClickTiming>;
    __quadrantNoteShown?: () => void;
    scheduler: { postTask: (cb: () => void, opts: { priority: string }) => Promise<void> };
  };
  // Serialized into the page by Playwright: nothing from this module's scope is in reach.
  const note = 'section[aria-labelledby] [role="listitem"]';
  w.__quadrantClick = new Promise<ClickTiming>((resolve) => {
    const onClick = (event: MouseEvent) => {
      if (!event.isTrusted || !(event.target instanceof Element) || !event.target.closest(note)) return;
      removeEventListener('click', onClick, true);
      event.preventDefault();
      event.stopImmediatePropagation();
      const received = event.timeStamp;
      const handled = performance.now();
      requestAnimationFrame(() => {
        void w.scheduler.postTask(() => resolve({ received, handled, answered: performance.now() }), {
          priority: 'user-blocking',
        });
      });
    };
    addEventListener('click', onClick, true);
  });
  // All four quadrants have notes: what the click is to be answered after.
  const shown = () => {
    const sections = [...document.querySelectorAll('section[aria-labelledby]')];
    return sections.length === 4 && sections.every((s) => s.querySelector('[role="listitem"]'));
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    w.__quadrantNoteShown?.();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The driver's half: once the page says a note is there (`shown`), a real click at `point`, through
 * Chromium's input pipeline as a mouse's would be; again every 100 ms should one miss (a note not
 * yet where the first load drew it). Resolves with the page's timing of the click it answered.
 */
export async function answeredClick(page: Page, shown: Promise<void>, point: Point): Promise<ClickTiming> {
  const answer = page.evaluate(
    () => (window as unknown as { __quadrantClick: Promise<ClickTiming> }).__quadrantClick,
  );
  let answered = false;
  void answer.then(
    () => (answered = true),
    () => (answered = true),
  );
  await shown;
  const deadline = Date.now() + WAIT_MS;
  while (!answered && Date.now() < deadline) {
    await page.mouse.click(point.x, point.y);
    await Promise.race([answer, new Promise((r) => setTimeout(r, 100))]);
  }
  if (!answered) throw new Error(`No note at (${point.x}, ${point.y}) answered a click within ${WAIT_MS} ms`);
  return answer;
}

/**
 * Arm a timer in the page: starts at the next `startEvent` (keydown/drop, capture phase); `dom` when
 * a list item named `title` is inside the section named `region`, `frame` at the next animation
 * frame, `rendered` when a user-blocking task posted from that frame runs (the task after the
 * frame's rendering), `eventTiming` from the input's Event Timing entry (null when under 16 ms).
 */
async function arm(
  page: Page,
  opts: { startEvent: 'keydown' | 'drop'; title: string; region: string },
): Promise<void> {
  await page.evaluate(
    ({ startEvent, title, region, waitMs }) => {
      const w = window as unknown as { __benchResult?: Promise<Sample> };
      w.__benchResult = new Promise<Sample>((resolve) => {
        let start = 0;
        let eventTiming: number | null = null;
        // Entries come only for events of 16 ms or more, and only after their frame is presented.
        const timing = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === startEvent && Math.abs(entry.startTime - start) < 50)
              eventTiming = entry.duration;
        });
        timing.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
        const done = (sample: Omit<Sample, 'eventTiming'>) =>
          // Two more frames let a late entry arrive (it is delivered after presentation).
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                timing.disconnect();
                resolve({ ...sample, eventTiming });
              }, 50),
            ),
          );
        window.addEventListener(startEvent, (e) => (start = e.timeStamp), { capture: true, once: true });
        const inRegion = () => {
          const heading = [...document.querySelectorAll('section[aria-labelledby] h2')].find(
            (h) => h.textContent?.trim() === region,
          );
          const section = heading?.closest('section');
          return [...(section?.querySelectorAll('[role="listitem"]') ?? [])].some(
            (el) => el.getAttribute('aria-label') === title,
          );
        };
        const observer = new MutationObserver(() => {
          if (start === 0 || !inRegion()) return;
          observer.disconnect();
          const dom = performance.now() - start;
          requestAnimationFrame(() => {
            const frame = performance.now() - start;
            // The frame renders in this task, after its animation-frame callbacks; a user-blocking
            // task runs next, ahead of the ordinary tasks (the page's own after-paint work) queued before it.
            const { scheduler } = window as unknown as {
              scheduler: { postTask: (cb: () => void, opts: { priority: string }) => Promise<void> };
            };
            void scheduler.postTask(() => done({ dom, frame, rendered: performance.now() - start }), {
              priority: 'user-blocking',
            });
          });
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['aria-label'],
        });
        setTimeout(() => {
          observer.disconnect();
          timing.disconnect();
          resolve({ dom: Number.NaN, frame: Number.NaN, rendered: Number.NaN, eventTiming: null });
        }, waitMs);
      });
    },
    { ...opts, waitMs: WAIT_MS },
  );
}

/** From the input to each end (see `arm`); `eventTiming` is null under Event Timing's 16 ms threshold. */
export interface Sample {
  dom: number;
  frame: number;
  rendered: number;
  eventTiming: number | null;
}

async function result(page: Page): Promise<Sample> {
  return page.evaluate(
    () =>
      (window as unknown as { __benchResult?: Promise<Sample> }).__benchResult ?? {
        dom: Number.NaN,
        frame: Number.NaN,
        rendered: Number.NaN,
        eventTiming: null,
      },
  );
}

const valid = (samples: Sample[]) => samples.filter((s) => Number.isFinite(s.rendered));

export async function measureQuickAdd(page: Page, runs: number): Promise<Sample[]> {
  const field = page.getByRole('textbox', { name: 'Add a task to Do First' });
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const title = `Bench quick add ${i + 1}`;
    await field.fill(title);
    await arm(page, { startEvent: 'keydown', title, region: '1 Do First' });
    await field.press('Enter');
    samples.push(await result(page));
  }
  return valid(samples);
}

async function focusedTitle(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
}

export async function measureKeyboardMove(page: Page, runs: number): Promise<Sample[]> {
  await page.getByRole('region', { name: '1 Do First' }).getByRole('listitem').first().focus();
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const [key, region] = i % 2 === 0 ? ['2', '2 Schedule'] : ['1', '1 Do First'];
    const title = await focusedTitle(page);
    await arm(page, { startEvent: 'keydown', title, region });
    await page.keyboard.press(key);
    samples.push(await result(page));
    // Focus follows the card; wait for it so the next press moves the same card back.
    await page.waitForFunction((t) => document.activeElement?.getAttribute('aria-label') === t, title);
  }
  return valid(samples);
}

export async function measureDrag(page: Page, runs: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const [from, to] = i % 2 === 0 ? ['1 Do First', '3 Delegate'] : ['3 Delegate', '1 Do First'];
    const source = page.getByRole('region', { name: from }).getByRole('listitem').first();
    const target = page.getByRole('region', { name: to }).getByRole('listitem').first();
    const title = (await source.getAttribute('aria-label')) ?? '';
    const s = await source.boundingBox();
    const t = await target.boundingBox();
    if (!s || !t) continue;
    await arm(page, { startEvent: 'drop', title, region: to });
    await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
    await page.mouse.down();
    await page.mouse.move(t.x + t.width / 2, t.y + 4, { steps: 8 });
    await page.mouse.up();
    samples.push(await result(page));
  }
  return valid(samples);
}

/**
 * An edit: rename the first note of Do First in place (F2, type, Enter), from Enter until the note
 * shows its new title. The sheet's fields write through the same optimistic path.
 */
export async function measureEdit(page: Page, runs: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const note = page.getByRole('region', { name: '1 Do First' }).getByRole('listitem').first();
    await note.focus();
    await page.keyboard.press('F2');
    const field = page.locator(':focus');
    const title = `Bench edit ${i + 1}`;
    await field.fill(title);
    await arm(page, { startEvent: 'keydown', title, region: '1 Do First' });
    await field.press('Enter');
    samples.push(await result(page));
  }
  return valid(samples);
}

/**
 * Resolves once the page has written the persisted workspace (features/workspace/persisted-cache.ts:
 * database `quadrant-cache`, key `workspace:<userId>`), so the next reload can restore from it.
 */
export async function persistedCacheWritten(page: Page, userId: string): Promise<void> {
  await page.waitForFunction(
    (key) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('quadrant-cache');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(false);
          const get = db.transaction('entries', 'readonly').objectStore('entries').get(key);
          get.onsuccess = () => {
            db.close();
            // The save's pieces (ADR 0046), or one string from a build before it.
            const stored: unknown = get.result;
            resolve(typeof stored === 'string' || (Array.isArray(stored) && stored.length > 0));
          };
          get.onerror = () => resolve(false);
        };
      }),
    `workspace:${userId}`,
    { timeout: WAIT_MS * 4, polling: 250 },
  );
}
