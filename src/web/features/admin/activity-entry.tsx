/**
 * One activity log entry as spec §2 draws it: the category's icon and colour, the action's name
 * (ours for the catalogue's actions, else the spec's rule), the category badge, who acted (their
 * e-mail, or "System"), whom it was about, the IP address when known, the details as key and
 * JSON lines, and when (relative under 7 days, else the full date and time).
 */
// Icons the board's first load already has: see admin-shell.tsx.
import { CreditCard, Layers, Settings, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isActivityAction, readableAction, type ActivityCategory } from '../../../shared/activity.ts';
import type { ActivityEntry } from '../../../shared/contracts/admin.ts';
import { cn } from '../../components/ui/cn.ts';
import { ADMIN_NS } from './admin-i18n.ts';
import { CATEGORY_STYLES, CategoryBadge } from './badges.tsx';
import { formatDateTime, relativeTime } from './format.ts';

const CATEGORY_ICONS = {
  auth: UserRound,
  subscription: CreditCard,
  admin: ShieldCheck,
  data: Layers,
  system: Settings,
} as const satisfies Record<ActivityCategory, LucideIcon>;

/** The catalogue's actions have names in every language; any other reads by spec §3's rule. */
export function useActionName(): (action: string) => string {
  const { t } = useTranslation(ADMIN_NS);
  return (action) => (isActivityAction(action) ? t(`actions.${action}`) : readableAction(action));
}

export function WhenLabel({ timestamp, now }: { timestamp: string; now: number }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const when = relativeTime(timestamp, now, i18n.language);
  return (
    <time dateTime={timestamp} title={formatDateTime(timestamp, i18n.language)} className="whitespace-nowrap">
      {when.kind === 'justNow' ? t('time.justNow') : when.text}
    </time>
  );
}

function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="mt-2 flex flex-col gap-0.5 rounded-md bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800">
      {entries.map(([key, value]) => (
        <div key={key} className="flex min-w-0 flex-wrap gap-x-2">
          <dt className="font-semibold">{key}:</dt>
          <dd className="min-w-0 break-all">{JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ActivityEntryView({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const name = useActionName()(entry.action);
  const Icon = CATEGORY_ICONS[entry.category];
  // Spec §3: the e-mail, else the id; no actor at all is the system (a webhook, a job).
  const actor = entry.actorEmail ?? entry.actorId ?? t('activity.system');
  const about = entry.userEmail ?? entry.userId;
  return (
    <article className="flex gap-3 py-3" aria-label={name}>
      <span
        aria-hidden
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          CATEGORY_STYLES[entry.category].icon,
        )}
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <CategoryBadge category={entry.category} />
          {!entry.success && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-200">
              {t('activity.failed')}
            </span>
          )}
          <span className="ml-auto text-xs text-slate-600">
            <WhenLabel timestamp={entry.timestamp} now={now} />
          </span>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-slate-700">
          <span className="break-all">{t('activity.by', { actor })}</span>
          {about && about !== actor && (
            <span className="break-all">{t('activity.about', { user: about })}</span>
          )}
          {entry.ipAddress && <span>{t('activity.ip', { ip: entry.ipAddress })}</span>}
        </p>
        <Details details={entry.details} />
      </div>
    </article>
  );
}
