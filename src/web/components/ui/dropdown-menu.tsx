/**
 * Radix's DropdownMenu, fetched when a menu is first wanted instead of with the page (issue 13,
 * ADR 0031; how it stands in until then: deferred-radix.tsx). Import `DropdownMenu` from here,
 * never from 'radix-ui', or the board loads it up front again.
 */
import type { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import { deferRadix } from './deferred-radix.tsx';

const deferred = deferRadix<typeof RadixDropdownMenu>(
  () => import('./radix-dropdown-menu.ts').then((m) => m.DropdownMenu),
  [
    'Portal',
    'Content',
    'Label',
    'Separator',
    'Item',
    'CheckboxItem',
    'RadioGroup',
    'RadioItem',
    'ItemIndicator',
    'Group',
  ],
  { haspopup: 'menu', opensOn: 'press' },
);

export const DropdownMenu = deferred.namespace;
export const loadDropdownMenu = deferred.load;
