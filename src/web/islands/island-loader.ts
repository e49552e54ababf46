/**
 * Hydrates each island of a page (`[data-island]`, see island.tsx) once: when it comes within
 * `rootMargin` of the viewport, or when it is first used (a press, a key, focus moving into it),
 * whichever comes first. Its React code is fetched then, not with the page (ADR 0033). Rules:
 * - one hydration per island, however many triggers fire;
 * - an island whose hydration fails is left as it was (readable, its links work) and can be tried
 *   again by the next use;
 * - `data-island-state` says where it is: `loading`, then `hydrated` (the e2e journeys wait on it).
 * Plain DOM code: the landing bootstrap imports it statically.
 */
import { isIslandName, type IslandName } from './island-names.ts';

export type Hydrate = (element: HTMLElement, name: IslandName) => Promise<void>;

const USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

export interface WatchOptions {
  /** The browser's observer; without one (very old browsers) islands hydrate on use only. */
  Observer?: typeof IntersectionObserver | undefined;
  rootMargin?: string;
}

/** Starts watching the islands under `root`; returns a function that stops watching. */
export function watchIslands(root: ParentNode, hydrate: Hydrate, options: WatchOptions = {}): () => void {
  const { Observer = globalThis.IntersectionObserver, rootMargin = '200px 0px' } = options;
  const stops: (() => void)[] = [];
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting && entry.target instanceof HTMLElement) start(entry.target);
          }
        },
        { rootMargin },
      )
    : undefined;

  function start(element: HTMLElement): void {
    const name = element.dataset.island;
    if (!isIslandName(name) || element.dataset.islandState) return;
    element.dataset.islandState = 'loading';
    observer?.unobserve(element);
    hydrate(element, name).then(
      () => {
        element.dataset.islandState = 'hydrated';
      },
      (error: unknown) => {
        delete element.dataset.islandState;
        console.error(`island ${name} did not hydrate`, error);
      },
    );
  }

  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const onUse = () => start(element);
    for (const type of USE_EVENTS) element.addEventListener(type, onUse, { capture: true });
    stops.push(() => {
      for (const type of USE_EVENTS) element.removeEventListener(type, onUse, { capture: true });
    });
    observer?.observe(element);
  }
  return () => {
    observer?.disconnect();
    for (const stop of stops) stop();
  };
}
