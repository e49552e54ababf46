/**
 * The React side of the landing page's islands (ADR 0033), fetched when the first island is seen
 * or used: the page's strings in its language, then `hydrateRoot` on the island's element with the
 * same component the prerender rendered there. The components read the page's path through React
 * Router's hooks, so they get a router of their own, fixed at this URL; no island navigates.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { DemoMatrix } from '../features/landing/demo-matrix.tsx';
import { LANDING_NAMESPACES } from '../features/landing/landing-i18n.ts';
import { SwimLanesSection } from '../features/landing/swim-lanes-section.tsx';
import { VoiceDemo } from '../features/landing/voice-demo.tsx';
import { changeLanguage, loadNamespaces } from '../lib/i18n.ts';
import { languageFromPath } from '../lib/public-language.ts';
import type { IslandName } from './island-names.ts';

const COMPONENTS: Record<IslandName, ComponentType> = {
  'demo-matrix': DemoMatrix,
  'voice-demo': VoiceDemo,
  'swim-lanes': SwimLanesSection,
};

let strings: Promise<void> | undefined;

/** The strings of the page's language, once for all islands (as entry.client.tsx does). */
function pageStrings(): Promise<void> {
  const { lng } = languageFromPath(window.location.pathname);
  strings ??= loadNamespaces(lng, LANDING_NAMESPACES).then(() =>
    lng === 'en' ? undefined : changeLanguage(lng, { remember: false }),
  );
  return strings;
}

/** Renders nothing; its effect runs once React has adopted the island's markup. */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/** Resolves once the island is hydrated: its handlers are attached and its effects have run. */
export async function hydrateIsland(element: HTMLElement, name: IslandName): Promise<void> {
  await pageStrings();
  const Component = COMPONENTS[name];
  const { pathname, search, hash } = window.location;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <MemoryRouter initialEntries={[`${pathname}${search}${hash}`]}>
          <Component />
          <Hydrated onDone={resolve} />
        </MemoryRouter>
      </StrictMode>,
    );
  });
}
