import { useEffect, type RefObject } from 'react';

/** Typing in a field, or inside a dialog (the task sheet, a menu's dialog): `/` is theirs. */
function isBusy(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      target.closest('[role="dialog"], [role="alertdialog"]') !== null)
  );
}

/** `/` anywhere on the page (not while typing or in a dialog, not with modifiers) focuses `field`. */
export function useSlashToFocus(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isBusy(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [field]);
}
