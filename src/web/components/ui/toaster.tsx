import { X } from 'lucide-react';
import { useRef, useSyncExternalStore, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { focusBack, focusOrigin } from './focus-return.ts';
import { useToastHost } from './toast-host.ts';
import {
  dismissToast,
  getToasts,
  holdToast,
  releaseToast,
  subscribeToasts,
  type Toast,
} from './toast-store.ts';

/**
 * Renders toasts in a polite live region (errors assertive), each dismissible from the keyboard. A
 * toast stays while the pointer or focus is on it. When a toast with focus goes (dismissed, or its
 * action done), focus goes back to where it came from. Inside an open sheet they are part of it
 * (toast-host.ts), pinned to the sheet's bottom.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => []);
  const host = useToastHost();
  const origin = useRef<HTMLElement | null>(null);

  function rememberOrigin(event: FocusEvent<HTMLElement>) {
    origin.current = focusOrigin(event) ?? origin.current;
  }

  /** Runs after a button of `item` was used: if the toast is gone, focus must not be lost with it. */
  function afterUse(item: Toast, remove: boolean) {
    const still = getToasts().find((x) => x.id === item.id);
    if (remove && still?.action === item.action) dismissToast(item.id);
    if (!getToasts().some((x) => x.id === item.id)) focusBack(origin.current);
  }

  const region = (
    <section
      aria-label={t('toast.region')}
      onFocus={rememberOrigin}
      className={cn(
        'pointer-events-none z-50 flex flex-col items-center gap-2 px-4',
        host ? 'sticky inset-x-0 bottom-0 -mx-4 mt-4 pb-4 sm:-mx-6' : 'fixed inset-x-0 bottom-4',
      )}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-toast=""
          onMouseEnter={() => holdToast(item.id)}
          onMouseLeave={() => releaseToast(item.id)}
          onFocus={() => holdToast(item.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) releaseToast(item.id);
          }}
          className={cn(
            'pointer-events-auto flex max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg',
            item.kind === 'error' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white',
          )}
        >
          <span className="flex-1">
            {item.message}
            {item.count > 1 && (
              <span className="ms-2 rounded bg-white/20 px-1.5 text-xs font-semibold tabular-nums">
                <span aria-hidden>×{item.count}</span>
                <span className="sr-only">{t('toast.count', { count: item.count })}</span>
              </span>
            )}
          </span>
          {item.action && (
            <button
              type="button"
              className="min-h-6 rounded px-2 py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white coarse:min-h-11"
              onClick={() => {
                item.action?.run();
                afterUse(item, true);
              }}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={t('actions.dismiss')}
            className="rounded p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white coarse:p-3.5"
            onClick={() => {
              dismissToast(item.id);
              afterUse(item, false);
            }}
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      ))}
    </section>
  );
  return host ? createPortal(region, host) : region;
}
