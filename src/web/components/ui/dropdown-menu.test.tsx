/**
 * The deferred dropdown: before Radix's code has arrived a menu is a closed trigger that opens on
 * the first press anyway, by pointer or keyboard, and keeps focus where the person left it.
 * One file, in order: the first tests run before anything has loaded Radix's menu.
 */
import { render, screen, waitFor } from '@testing-library/react';
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

describe('DropdownMenu, deferred', () => {
  it('renders the closed trigger Radix would, and no menu, before its code is there', () => {
    render(<Fruit />);
    const trigger = screen.getByRole('button', { name: 'Fruit' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveClass('trigger');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first keyboard press, with focus in the menu, then returns it to the trigger', async () => {
    const onPick = vi.fn();
    render(<Fruit onPick={onPick} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'Fruit', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    expect(onPick).not.toHaveBeenCalled();
  });

  it("once loaded, is Radix's menu: a click opens it and an item picks", async () => {
    const onPick = vi.fn();
    render(<Fruit onPick={onPick} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pear' }));
    expect(onPick).toHaveBeenCalledWith('pear');
  });
});
