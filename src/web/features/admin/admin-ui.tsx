/** The console's page frame, cards, skeletons and table look, shared by its pages. */
import { Loader2, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ADMIN_NS } from './admin-i18n.ts';

export const cardClass = 'rounded-lg border border-slate-200 bg-white';

export function AdminPage({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-3 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

export function Card({
  title,
  titleId,
  description,
  actions,
  children,
  className,
}: {
  title?: ReactNode;
  titleId?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={title ? titleId : undefined} className={cn(cardClass, 'min-w-0', className)}>
      {title && (
        <div className="flex flex-wrap items-start justify-between gap-2 px-4 pt-4 sm:px-5">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="text-sm text-slate-600">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

/** A grey bar standing in for text while it loads (hidden from screen readers: a status says it). */
export function SkeletonBar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('block h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none', className)}
    />
  );
}

/** `rows` skeleton rows of a table with `columns` cells (spec §9: 10 for users, 5 elsewhere). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <tr key={r} aria-hidden data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, c) => (
        <td key={c} className={cn(tdClass, c === 0 && stickyCell)}>
          <SkeletonBar className={c === 0 ? 'w-40' : 'w-20'} />
        </td>
      ))}
    </tr>
  ));
}

export function LoadingStatus({ label }: { label: string }) {
  return (
    <p role="status" className="sr-only">
      {label}
    </p>
  );
}

export function RefreshButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} aria-busy={busy}>
      <RefreshCw aria-hidden className={cn('size-4', busy && 'animate-spin motion-reduce:animate-none')} />
      {t('refresh')}
    </Button>
  );
}

export function LoadMoreButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <div className="flex justify-center pt-3">
      <Button variant="secondary" onClick={onClick} disabled={busy}>
        {busy && <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />}
        {busy ? t('loadingMore') : t('loadMore')}
      </Button>
    </div>
  );
}

/**
 * Wide tables scroll sideways inside their card on a phone, with the first column (who) kept in
 * view, so nothing is cut off and each row stays readable at 390 px.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so that the keyboard can scroll it too (axe: scrollable-region-focusable).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="-mx-4 overflow-x-auto sm:-mx-5 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">{children}</table>
    </div>
  );
}

export const thClass =
  'whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-600 first:pl-4 sm:first:pl-5';
export const tdClass = 'px-3 py-3 align-top text-slate-800 first:pl-4 sm:first:pl-5';
/**
 * Who (name and e-mail): narrow enough on a phone to leave room for the columns scrolling beside
 * it, and wrapping rather than cut, so a long address is read whole.
 */
export const whoCell = 'w-40 min-w-40 max-w-40 font-normal sm:w-auto sm:max-w-64';
/** The first column, kept in view while the rest scrolls (its own background covers what passes under). */
export const stickyCell = 'sticky left-0 z-10 bg-white';
