/**
 * The dialogs of dialog.tsx on Radix Dialog (focus trap, Escape, focus return, aria-modal, inert
 * background). In a module of its own so that it, Radix's Dialog and its scroll lock load when a
 * dialog first opens (or the browser is idle), not with the page (ADR 0031).
 */
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useRef } from 'react';
import { cn } from './cn.ts';
import type { DialogProps } from './dialog.tsx';
import { focusRing } from './focus-ring.ts';
import { hostToasts } from './toast-host.ts';

const overlayClass = 'fixed inset-0 z-40 bg-slate-900/40 dark:bg-black/60';

// Stuck at the scroller's edge, above its padding (top-0 left a strip of the fields scrolling above it).
const stickyHeader =
  'sticky -top-4 z-10 -mx-4 -mt-4 border-b border-slate-200 bg-white px-4 pt-4 pb-3 sm:-top-6 sm:-mx-6 sm:-mt-6 sm:px-6 sm:pt-5';

function Header({
  title,
  hideTitle,
  titleLabel,
  headerActions,
  description,
  closeLabel,
  sticky,
}: Omit<DialogProps, 'open' | 'onOpenChange' | 'children'> & { sticky: boolean }) {
  return (
    <div className={cn(sticky && stickyHeader)}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <RadixDialog.Title
            aria-label={titleLabel}
            className={cn(
              'text-lg font-semibold break-words text-slate-900',
              sticky && 'line-clamp-3',
              hideTitle && 'sr-only',
            )}
          >
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
        </div>
        <RadixDialog.Close
          aria-label={closeLabel}
          className={cn(
            '-m-1 shrink-0 rounded-md p-2 text-slate-600 hover:bg-slate-100 coarse:-m-2.5 coarse:p-3.5',
            focusRing,
          )}
        >
          <X aria-hidden size={18} />
        </RadixDialog.Close>
      </div>
      {headerActions && <div className="mt-3 flex flex-wrap items-center gap-2">{headerActions}</div>}
    </div>
  );
}

function Frame({
  props,
  frameClass,
  sheet = false,
}: {
  props: DialogProps;
  frameClass: string;
  /**
   * A sheet: focus the dialog itself on open, not its first control (no ring on Close, no phone
   * keyboard); keep the header in view; show toasts inside it.
   */
  sheet?: boolean;
}) {
  const { open, onOpenChange, children, onCloseAutoFocus, className, contentProps, description } = props;
  const content = useRef<HTMLDivElement | null>(null);
  const unhost = useRef<(() => void) | undefined>(undefined);
  const setContent = useCallback(
    (element: HTMLDivElement | null) => {
      content.current = element;
      if (!sheet) return;
      unhost.current?.();
      unhost.current = element ? hostToasts(element) : undefined;
    },
    [sheet],
  );
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          {...contentProps}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          ref={setContent}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(sheet
            ? {
                onOpenAutoFocus: (event: Event) => {
                  event.preventDefault();
                  content.current?.focus();
                },
              }
            : {})}
          className={cn(
            'fixed z-50 overflow-y-auto bg-white shadow-xl focus:outline-none',
            frameClass,
            className,
          )}
        >
          <Header {...props} sticky={sheet} />
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function DialogFrame(props: DialogProps) {
  return (
    <Frame
      props={props}
      frameClass="left-1/2 top-1/2 max-h-[85vh] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg p-5"
    />
  );
}

/** Full height and width on phones; a centred dialog of at most 640 px from 640 px up. */
export function SheetFrame(props: DialogProps) {
  return (
    <Frame
      props={props}
      sheet
      frameClass={cn(
        'inset-0 h-dvh w-full p-4',
        'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[min(40rem,calc(100vw-2rem))]',
        'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:p-6',
      )}
    />
  );
}
