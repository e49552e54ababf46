/**
 * Modal dialogs (focus trap, Escape, focus return, aria-modal, inert background; on Radix Dialog,
 * in dialog-frame.tsx). `Dialog` is a centred box; `Sheet` is the same box on wide screens and a
 * full-height sheet on phones (below 640 px), for content longer than a confirmation. Both need a
 * title for their name.
 * A closed dialog renders nothing, as Radix's does, so its code (with Radix's Dialog and scroll
 * lock, ~15 KB gzip) is fetched when the browser is first idle after one is shown, or when one
 * opens, whichever comes first, instead of with the page (issue 13, ADR 0031).
 */
import type { Dialog as RadixDialog } from 'radix-ui';
import type * as FrameModule from './dialog-frame.tsx';
import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { whenIdle } from './when-idle.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Visually hidden when `hideTitle`; screen readers still announce it. */
  hideTitle?: boolean;
  /** The title's accessible name when it differs from what it shows ("Task: Call Ana" for "Call Ana"). */
  titleLabel?: string;
  /** Sheets: the primary actions, kept in the header with the title, in reach at any scroll. */
  headerActions?: ReactNode;
  description?: ReactNode;
  /** Label of the close button (translated by the caller). */
  closeLabel: string;
  children: ReactNode;
  /** Where focus goes when the dialog closes; the default is the element focused before it opened. */
  onCloseAutoFocus?: (event: Event) => void;
  className?: string;
  /** Put on the content element (drop targets, test hooks). */
  contentProps?: Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'children' | 'className'>;
}

type Frames = typeof FrameModule;

let frames: Frames | undefined;
let loading: Promise<Frames> | undefined;
const listeners = new Set<() => void>();

/** Starts (once) the download of the dialogs' code; every dialog re-renders when it arrives. */
export function loadDialogFrames(): Promise<Frames> {
  loading ??= import('./dialog-frame.tsx').then((m) => {
    frames = m;
    for (const listener of listeners) listener();
    return m;
  });
  return loading;
}

/** The dialogs' code once it is there; a dialog that opens before renders nothing until then. */
function useFrames(open: boolean): Frames | undefined {
  // True from the first render with `open` on: from then on Radix owns opening and closing.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const loaded = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => frames,
    () => frames,
  );
  useEffect(() => {
    if (loaded) return undefined;
    if (opened) {
      void loadDialogFrames();
      return undefined;
    }
    return whenIdle(() => void loadDialogFrames());
  }, [loaded, opened]);
  return opened ? loaded : undefined;
}

export function Dialog(props: DialogProps) {
  const loaded = useFrames(props.open);
  return loaded ? <loaded.DialogFrame {...props} /> : null;
}

/**
 * Full height and width on phones; a centred dialog of at most 640 px from 640 px up. Its header
 * (title, actions, close) stays at the top while the rest scrolls, and toasts show inside it.
 */
export function Sheet(props: DialogProps) {
  const loaded = useFrames(props.open);
  return loaded ? <loaded.SheetFrame {...props} /> : null;
}
