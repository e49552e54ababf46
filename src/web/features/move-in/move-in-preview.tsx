/**
 * What an import would bring, before anything is written: tasks per quadrant (with a few titles)
 * and per board, what the file holds that is not imported (with its line and reason, the first
 * rows in a disclosure), and what is imported changed.
 */
import { useTranslation } from 'react-i18next';
import type { MoveInPreview } from '../../../shared/contracts/move-in.ts';
import { QUADRANTS } from '../../../shared/quadrants.ts';
import { MOVE_IN_NS } from './move-in-i18n.ts';

function Summary({ preview }: { preview: MoveInPreview }) {
  const { t } = useTranslation(MOVE_IN_NS);
  const parts = (['completed', 'checklistItems', 'dated', 'repeating'] as const)
    .filter((k) => preview[k] > 0)
    .map((k) => t(`summary.${k}`, { count: preview[k] }));
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold text-slate-900">{t('summary.tasks', { count: preview.tasks })}</p>
      {parts.length > 0 && <p className="text-sm text-slate-700">{parts.join(' · ')}</p>}
    </div>
  );
}

function Quadrants({ preview }: { preview: MoveInPreview }) {
  const { t } = useTranslation([MOVE_IN_NS, 'common']);
  return (
    <section aria-labelledby="move-in-quadrants" className="flex flex-col gap-2">
      <h3 id="move-in-quadrants" className="text-base font-semibold text-slate-900">
        {t('quadrants.title')}
      </h3>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {QUADRANTS.map((q) => {
          const row = preview.quadrants.find((r) => r.quadrant === q);
          return (
            <li
              key={q}
              aria-label={`${t(`common:quadrants.${q}.label`)}: ${t('quadrants.count', { count: row?.tasks ?? 0 })}`}
              data-quadrant={q}
              className="flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 p-3"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">
                  {q} · {t(`common:quadrants.${q}.label`)}
                </span>
                <span className="text-sm font-semibold text-slate-900 tabular-nums">
                  {t('quadrants.count', { count: row?.tasks ?? 0 })}
                </span>
              </span>
              {row && row.sample.length > 0 && (
                <span className="truncate text-xs text-slate-600">{row.sample.join(' · ')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Boards({ preview }: { preview: MoveInPreview }) {
  const { t } = useTranslation(MOVE_IN_NS);
  return (
    <section aria-labelledby="move-in-boards" className="flex flex-col gap-2">
      <h3 id="move-in-boards" className="text-base font-semibold text-slate-900">
        {t('boards.title')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-800">
        {preview.boards.map((b) => (
          <li key={b.key} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="break-words">
              <span className="font-medium">{b.name}</span>{' '}
              <span className="text-slate-600">
                ({b.kind === 'new' ? t('boards.new') : t('boards.existing')})
              </span>
              {!b.fits && <span className="ml-1 text-amber-800">· {t('boards.over')}</span>}
            </span>
            <span className="tabular-nums">{t('quadrants.count', { count: b.tasks })}</span>
          </li>
        ))}
        {preview.pool > 0 && (
          <li className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium">{t('boards.pool')}</span>
            <span className="tabular-nums">{t('quadrants.count', { count: preview.pool })}</span>
          </li>
        )}
        {preview.boards.length === 0 && preview.pool === 0 && <li>{t('boards.none')}</li>}
      </ul>
    </section>
  );
}

function Reasons({
  kind,
  list,
}: {
  kind: 'skipped' | 'notes';
  list: MoveInPreview['skipped'] | MoveInPreview['notes'];
}) {
  const { t } = useTranslation(MOVE_IN_NS);
  const headingId = `move-in-${kind}`;
  if (kind === 'notes' && list.total === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t(`${kind}.title`)}
      </h3>
      {list.total === 0 ? (
        <p className="text-sm text-slate-700">{t('skipped.none')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{t(`${kind}.total`, { count: list.total })}</p>
          <ul className="list-disc pl-5 text-sm text-slate-700">
            {list.reasons.map((r) => (
              <li key={r.reason}>
                {t(`${kind}.reasons.${r.reason}`)}: <span className="tabular-nums">{r.count}</span>
              </li>
            ))}
          </ul>
          {list.rows.length > 0 && (
            <details className="rounded-md border border-slate-200 text-sm">
              <summary className="cursor-pointer px-3 py-2 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
                {t('skipped.rows')}
              </summary>
              <ul className="flex flex-col divide-y divide-slate-200">
                {list.rows.map((row, i) => (
                  <li key={`${row.line}-${i}`} className="flex flex-col gap-0.5 px-3 py-2">
                    <span className="text-slate-600">
                      {t('skipped.line', { line: row.line })} · {t(`${kind}.reasons.${row.reason}`)}
                    </span>
                    {row.text && <span className="break-words text-slate-900">{row.text}</span>}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

export function MoveInPreviewView({ preview }: { preview: MoveInPreview }) {
  return (
    <div className="flex flex-col gap-5">
      <Summary preview={preview} />
      <Quadrants preview={preview} />
      <Boards preview={preview} />
      <Reasons kind="skipped" list={preview.skipped} />
      <Reasons kind="notes" list={preview.notes} />
    </div>
  );
}
