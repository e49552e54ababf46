/**
 * Radix's Popover, fetched when a popover is first opened instead of with the page (issue 13,
 * ADR 0031; how it stands in until then: deferred-radix.tsx). Import `Popover` from here, never
 * from 'radix-ui', or the board loads it (and its positioning code) up front again.
 */
import type { Popover as RadixPopover } from 'radix-ui';
import { deferRadix } from './deferred-radix.tsx';

const deferred = deferRadix<typeof RadixPopover>(
  () => import('./radix-popover.ts').then((m) => m.Popover),
  ['Portal', 'Content', 'Anchor', 'Close', 'Arrow'],
  { haspopup: 'dialog', opensOn: 'click' },
);

export const Popover = deferred.namespace;
export const loadPopover = deferred.load;
