import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadDialogFrames } from '../components/ui/dialog.tsx';
import { loadBoardDnd } from '../features/board/dnd-loader.ts';
import { loadRecurrenceDates } from '../features/workspace/recurrence-loader.ts';

afterEach(() => {
  cleanup();
});

// In the app, a dialog's code arrives when the browser is first idle (ui/dialog.tsx); in tests it
// is there from the start, so a dialog opens in the same render as it would once loaded.
await loadDialogFrames();
// rrule (a repeating task's next date) arrives after the board's first paint in the app
// (workspace/recurrence-loader.ts); tests complete repeating tasks at once, so it is here first.
await loadRecurrenceDates();
// The board's drag and drop arrives when the browser is first idle (board/dnd-loader.ts); tests
// drag at once.
await loadBoardDnd();
// Deferred menus and popovers (ui/deferred-radix.tsx) load Radix's code on first use, within a
// test's time: compile it once here, so first use is not slowed by the transform on a busy machine.
await import('../components/ui/radix-dropdown-menu.ts');
await import('../components/ui/radix-popover.ts');
