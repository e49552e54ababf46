/**
 * The deferred dropdown when Radix's code arrives during the first press (from the browser's cache
 * or the service worker it takes a millisecond): the pointer is still down on the stand-in, and the
 * menu must neither break (Radix's Trigger outside Radix's Root throws) nor open before the release.
 * A file of its own: the code must not have been loaded by another test first.
 */
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DropdownMenu, loadDropdownMenu } from './dropdown-menu.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('DropdownMenu, deferred, code arriving mid-press', () => {
  it('stays a closed trigger until the release, then opens', async () => {
    render(
      <DropdownMenu.Root>
        <DropdownMenu.Trigger aria-label="Fruit">Pick</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content>
            <DropdownMenu.Item>Apple</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Fruit' });
    await user.pointer({ keys: '[MouseLeft>]', target: trigger });
    await act(async () => {
      await loadDropdownMenu();
    });
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: trigger });
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeInTheDocument();
  });
});
