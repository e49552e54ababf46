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

/**
 * What an observer can see of an island: its wrapper is `display: contents` (island.tsx), which
 * has no box and so never intersects; its children do.
 */
function boxes(island: HTMLElement): Element[] {
  return island.children.length > 0 ? [...island.children] : [island];
}

/** Starts watching the islands under `root`; returns a function that stops watching. */
export function watchIslands(root: ParentNode, hydrate: Hydrate, options: WatchOptions = {}): () => void {
  const { Observer = globalThis.IntersectionObserver, rootMargin = '200px 0px' } = options;
  const stops: (() => void)[] = [];
  const observer = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            const island = entry.target.closest<HTMLElement>('[data-island]');
            if (entry.isIntersecting && island) start(island);
          }
        },
        { rootMargin },
      )
    : undefined;

  function start(element: HTMLElement): void {
    const name = element.dataset.island;
    if (!isIslandName(name) || element.dataset.islandState) return;
    element.dataset.islandState = 'loading';
    for (const target of boxes(element)) observer?.unobserve(target);
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
    for (const target of boxes(element)) observer?.observe(target);
  }
  return () => {
    observer?.disconnect();
    for (const stop of stops) stop();
  };
}
