/**
 * `q` or `n` opens the global quick add from anywhere in the app, unless the person is typing
 * (a field, an editor), holds a modifier, or is inside a dialog or a menu.
 */
import { useEffect } from 'react';

export const QUICK_ADD_KEYS = ['q', 'n'] as const;

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

export function isQuickAddKey(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.repeat || event.defaultPrevented) return false;
  if (!(QUICK_ADD_KEYS as readonly string[]).includes(event.key.toLowerCase())) return false;
  if (isTyping(event.target)) return false;
  // Menus and listboxes use letters to jump between their items.
  return !(
    event.target instanceof Element &&
    event.target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')
  );
}

export function useQuickAddShortcut(onOpen: () => void): void {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!isQuickAddKey(event)) return;
      event.preventDefault();
      onOpen();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onOpen]);
}
