/**
 * The quiet sync status in the app's header: offline (and how many changes wait on this device),
 * syncing them once back, or all saved. It is a polite live region, so a screen reader hears
 * when the connection goes and when the waiting changes have been saved, and no more: an edit made
 * online is stored on this device before it is sent, so it already counts as saved.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Check, CloudOff, CloudUpload } from 'lucide-react';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { readSyncStatus, subscribeSyncStatus, type SyncStatus } from './outbox-runtime.ts';
import { SYNC_NS } from './sync-i18n.ts';

export type SyncView = { state: 'offline' | 'syncing' | 'saved'; count: number };

/** What the header says for an outbox status. */
export function syncView(status: SyncStatus): SyncView {
  const count = status.waiting;
  if (status.offline) return { state: 'offline', count };
  if (status.replaying) return { state: 'syncing', count };
  // Online and sending as it goes: stored on this device first, so nothing waits on the person.
  return { state: 'saved', count: 0 };
}

const TONE = {
  offline: 'border-amber-200 bg-amber-50 text-amber-800',
  syncing: 'border-indigo-200 bg-indigo-50 text-indigo-800',
  saved: 'border-transparent text-slate-600',
} as const;

export function SyncStatusIndicator() {
  const { t } = useTranslation(SYNC_NS);
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => subscribeSyncStatus(client, listener), [client]);
  // The view, not the status, is the snapshot: a write sent online changes the waiting count but
  // not what the header says, and must not re-render it in the key press's frame.
  const last = useRef<SyncView | null>(null);
  const read = useCallback(() => {
    const next = syncView(readSyncStatus(client));
    const prev = last.current;
    if (prev && prev.state === next.state && prev.count === next.count) return prev;
    last.current = next;
    return next;
  }, [client]);
  const view = useSyncExternalStore(subscribe, read, read);
  const text =
    view.state === 'saved'
      ? t('saved')
      : view.state === 'offline'
        ? view.count > 0
          ? `${t('offline')} · ${t('waiting', { count: view.count })}`
          : t('offline')
        : t('syncing', { count: view.count });
  const Icon = view.state === 'saved' ? Check : view.state === 'offline' ? CloudOff : CloudUpload;
  return (
    <div
      role="status"
      data-sync-state={view.state}
      title={view.state === 'offline' ? t('offlineHint') : text}
      className={cn(
        'flex h-8 shrink-0 items-center gap-1 rounded-full border px-1.5 text-xs font-medium sm:gap-1.5 sm:px-2',
        TONE[view.state],
      )}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', view.state === 'syncing' && 'animate-pulse')} />
      {/* All saved is the quiet state: its words are for screen readers only. On a phone the pill
          shows the icon and how many changes wait; the words stay for screen readers and the title. */}
      <span className={cn('truncate', view.state === 'saved' ? 'sr-only' : 'max-sm:sr-only')}>{text}</span>
      {view.state !== 'saved' && view.count > 0 && (
        <span aria-hidden="true" className="tabular-nums sm:hidden">
          {view.count}
        </span>
      )}
    </div>
  );
}
