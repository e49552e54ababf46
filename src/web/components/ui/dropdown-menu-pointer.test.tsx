/**
 * The deferred dropdown: before Radix's code has arrived a menu is a closed trigger that opens on
 * the first press anyway, by pointer or keyboard, and keeps focus where the person left it.
 * This file: the first open is by pointer (dropdown-menu.test.tsx: by keyboard).
 */
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu.tsx';

beforeAll(() => {
  // Radix measures its popper content; jsdom has no layout engine.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Fruit({ onPick = () => {} }: { onPick?: (fruit: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label="Fruit" className="trigger">
        Pick
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => onPick('apple')}>Apple</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => onPick('pear')}>Pear</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

describe('DropdownMenu, deferred, first opened by pointer', () => {
  it('opens on the first click and an item picks', async () => {
    const onPick = vi.fn();
    render(<Fruit onPick={onPick} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Fruit' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Apple' }));
    expect(onPick).toHaveBeenCalledWith('apple');
  });
});
