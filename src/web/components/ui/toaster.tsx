import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts } from './toast-store.ts';
import { cn } from './cn.ts';

/** Renders toasts in a polite live region (errors assertive), each dismissible from the keyboard. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => []);
  return (
    <section
      aria-label={t('toast.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
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
              className="rounded px-2 py-1 font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              onClick={() => {
                item.action?.run();
                dismissToast(item.id);
              }}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={t('actions.dismiss')}
            className="rounded p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            onClick={() => dismissToast(item.id)}
          >
            <X aria-hidden size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
