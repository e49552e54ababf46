import type { ReactNode } from 'react';
import type { IslandName } from './island-names.ts';

/**
 * Marks a subtree of a prerendered page as an island (ADR 0033): on the landing page, which loads
 * no React at first, the bootstrap hydrates it with `hydrateRoot` when it comes into view or is
 * first used. `display: contents`, so the wrapper changes no layout. Inside React Router (a client
 * navigation to the landing page) it is a plain wrapper and its children are live as usual.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
