/** A dropdown menu on Radix (arrow keys, typeahead, Escape, focus return) in the house look. */
import { DropdownMenu } from './dropdown-menu.tsx';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const menuContentClass =
  'z-50 min-w-48 max-h-72 overflow-y-auto rounded-lg bg-white p-1 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200 focus:outline-none';

export const menuItemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-2 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[disabled]:cursor-default data-[disabled]:text-slate-500';

export interface MenuItem {
  id: string;
  label: ReactNode;
  onSelect: () => void;
}

export function Menu({
  trigger,
  items,
  empty,
}: {
  /** The trigger: a single button element (rendered asChild). */
  trigger: ReactNode;
  items: readonly MenuItem[];
  /** Shown (disabled) when there are no items. */
  empty: ReactNode;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} className={cn(menuContentClass)}>
          {items.length === 0 ? (
            <DropdownMenu.Item disabled className={menuItemClass}>
              {empty}
            </DropdownMenu.Item>
          ) : (
            items.map((item) => (
              <DropdownMenu.Item key={item.id} className={menuItemClass} onSelect={item.onSelect}>
                {item.label}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
