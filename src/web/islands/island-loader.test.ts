import { afterEach, describe, expect, it } from 'vitest';
import type { IslandName } from './island-names.ts';
import { watchIslands } from './island-loader.ts';

/** jsdom has no IntersectionObserver: this one reports what the test says is on screen. */
class ScreenObserver {
  static last: ScreenObserver | undefined;
  readonly watched = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    ScreenObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /**
   * Scrolls `island` into view: the observer reports what it watches of it. An island's wrapper is
   * `display: contents` (no box of its own), so what is watched must be its children.
   */
  show(island: Element) {
    const seen = [...this.watched].filter((target) => island.contains(target) && target !== island);
    const entries = seen.map(
      (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setUp(html: string) {
  document.body.innerHTML = html;
  const calls: [HTMLElement, IslandName][] = [];
  const pending: (() => void)[] = [];
  const stop = watchIslands(
    document,
    (element, name) => {
      calls.push([element, name]);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    { Observer: ScreenObserver as unknown as typeof IntersectionObserver },
  );
  const island = (name: string) =>
    document.querySelector<HTMLElement>(`[data-island="${name}"]`) as HTMLElement;
  const observer = ScreenObserver.last as ScreenObserver;
  const finish = async () => {
    for (const resolve of pending.splice(0)) resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { calls, island, observer, finish, stop };
}

const PAGE =
  '<div data-island="demo-matrix"><button>note</button></div><div data-island="voice-demo"><button>play</button></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watchIslands', () => {
  it('hydrates nothing until an island is seen, then only that island', async () => {
    const { calls, island, observer, finish } = setUp(PAGE);
    expect(calls).toEqual([]);
    observer.show(island('voice-demo'));
    expect(calls).toEqual([[island('voice-demo'), 'voice-demo']]);
    expect(island('voice-demo').dataset.islandState).toBe('loading');
    expect(island('demo-matrix').dataset.islandState).toBeUndefined();
    await finish();
    expect(island('voice-demo').dataset.islandState).toBe('hydrated');
  });

  it('hydrates an island on its first use (a press, a key, focus), before it is seen', () => {
    for (const use of [
      (el: HTMLElement) =>
        el.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true })),
      (el: HTMLElement) =>
        el.querySelector('button')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true })),
      (el: HTMLElement) => el.querySelector('button')?.focus(),
    ]) {
      const { calls, island, stop } = setUp(PAGE);
      use(island('demo-matrix'));
      expect(calls.map(([, name]) => name)).toEqual(['demo-matrix']);
      stop();
    }
  });

  it('hydrates each island once, however many triggers fire', async () => {
    const { calls, island, observer, finish } = setUp(PAGE);
    const matrix = island('demo-matrix');
    matrix.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    observer.show(matrix);
    matrix.querySelector('button')?.focus();
    await finish();
    matrix.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls.length).toBe(1);
    expect([...observer.watched].some((target) => matrix.contains(target))).toBe(false);
  });

  it('leaves an island that failed to hydrate as it was, to be tried again on its next use', async () => {
    document.body.innerHTML = PAGE;
    let attempts = 0;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      watchIslands(
        document,
        () => {
          attempts += 1;
          return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
        },
        { Observer: undefined },
      );
      const matrix = document.querySelector<HTMLElement>('[data-island="demo-matrix"]') as HTMLElement;
      matrix.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(matrix.dataset.islandState).toBeUndefined();
      expect(errors).toHaveLength(1);
      matrix.dispatchEvent(new Event('pointerdown'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(attempts).toBe(2);
      expect(matrix.dataset.islandState).toBe('hydrated');
    } finally {
      console.error = original;
    }
  });

  it('ignores elements whose island it does not know', () => {
    const { calls, observer } = setUp('<div data-island="carousel"><button>x</button></div>');
    const unknown = document.querySelector('[data-island]') as HTMLElement;
    observer.show(unknown);
    unknown.querySelector('button')?.focus();
    expect(calls).toEqual([]);
  });
});
