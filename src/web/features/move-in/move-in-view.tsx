/**
 * /app/import/:id: one import from another app. Before it starts: the preview and the mapping
 * (each change previews again), what fits the plan, and the import (all, or what fits with the
 * rest offered after upgrading). While it runs in the background: its progress, asked every
 * second. After: what came in, what waits for room, and "Undo import" in one step.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MoveIn, MoveInMapping } from '../../../shared/contracts/move-in.ts';
import { Button } from '../../components/ui/button.tsx';
import { useBoards } from '../workspace/use-workspace.ts';
import { WORKSPACE_KEY } from '../workspace/workspace-query.ts';
import { mappingOf, moveInQuery, useStartMoveIn, useUndoMoveIn, useUpdateMapping } from './move-in-api.ts';
import { moveInErrorMessage } from './move-in-errors.ts';
import { MOVE_IN_NS } from './move-in-i18n.ts';
import { MoveInMappingForm } from './move-in-mapping.tsx';
import { MoveInPreviewView } from './move-in-preview.tsx';

const cardClass = 'flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4';

/** The subscription page, carrying this import so the rest comes in once the payment is through. */
export function moveInUpgradeHref(id: string): string {
  return `/app/subscription?${new URLSearchParams({ action: 'move-in', move_in_id: id })}`;
}

function Progress({ moveIn }: { moveIn: MoveIn }) {
  const { t } = useTranslation(MOVE_IN_NS);
  const { done, total } = moveIn.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <section aria-labelledby="move-in-progress" className={cardClass}>
      <h2 id="move-in-progress" className="text-lg font-semibold text-slate-900">
        {t('status.running')}
      </h2>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('progress.text', { done, total })}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('progress.text', { done, total })}
      </p>
      <p className="text-sm text-slate-600">{t('progress.background')}</p>
    </section>
  );
}

function Result({ moveIn }: { moveIn: MoveIn }) {
  const { t, i18n } = useTranslation(MOVE_IN_NS);
  const undo = useUndoMoveIn(moveIn.id);
  const { imported, remaining, boards } = moveIn.result;
  return (
    <section aria-labelledby="move-in-result" className={cardClass}>
      <h2 id="move-in-result" className="text-lg font-semibold text-slate-900">
        {t(`status.${moveIn.status}`)}
      </h2>
      <div role="status" className="flex flex-col gap-1 text-slate-800">
        {moveIn.status === 'undone' ? (
          <p>{t('result.undone')}</p>
        ) : (
          <>
            {moveIn.status === 'failed' && <p className="text-red-700">{t('result.failed')}</p>}
            <p>{t('result.tasks', { count: imported })}</p>
            {boards > 0 && <p>{t('result.boards', { count: boards })}</p>}
            {remaining > 0 && <p className="text-amber-800">{t('result.remaining', { count: remaining })}</p>}
          </>
        )}
      </div>
      {undo.error && (
        <p role="alert" className="text-sm text-red-700">
          {moveInErrorMessage(undo.error, t, i18n.language)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {moveIn.status !== 'undone' && (
          <Link
            // The first board it made (where the tasks went), else the board used last.
            to={moveIn.result.boardIds[0] ? `/app/board/${moveIn.result.boardIds[0]}` : '/app'}
            className="inline-flex h-10 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {t('actions.openBoard')}
          </Link>
        )}
        {moveIn.abilities.undo && (
          <Button variant="secondary" onClick={() => undo.mutate()} disabled={undo.isPending}>
            {undo.isPending ? t('actions.undoing') : t('actions.undo')}
          </Button>
        )}
      </div>
      {moveIn.abilities.undo && <p className="text-xs text-slate-600">{t('result.undoHint')}</p>}
    </section>
  );
}

function Fit({ moveIn }: { moveIn: MoveIn }) {
  const { t } = useTranslation(MOVE_IN_NS);
  const { fit, tasks } = moveIn.preview;
  if (fit.all) return <p className="text-sm font-medium text-emerald-700">{t('fit.all')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-slate-900">
      <p>
        {fit.tasks === 0
          ? t('fit.nothing')
          : t('fit.some', { plan: t(`plans.${moveIn.tier}`), fits: fit.tasks, total: tasks })}
      </p>
      <p>
        <Link
          to={moveInUpgradeHref(moveIn.id)}
          className="font-semibold text-indigo-700 underline hover:text-indigo-800"
        >
          {t('fit.upgrade')}
        </Link>
      </p>
      <p className="text-slate-700">{t('fit.upgradeHint')}</p>
    </div>
  );
}

function Plan({ moveIn }: { moveIn: MoveIn }) {
  const { t, i18n } = useTranslation(MOVE_IN_NS);
  const boards = useBoards();
  const update = useUpdateMapping(moveIn.id);
  const start = useStartMoveIn(moveIn.id);
  // The controls follow what the person chose; the preview follows the server's answers.
  const [draft, setDraft] = useState<MoveInMapping>(() => mappingOf(moveIn));

  function handleChange(mapping: MoveInMapping) {
    setDraft(mapping);
    update.mutate(mapping);
  }

  const { preview } = moveIn;
  const error = update.error ?? start.error;
  const busy = start.isPending || update.isPending;
  return (
    <>
      <section aria-labelledby="move-in-preview" className={cardClass}>
        <h2 id="move-in-preview" className="text-lg font-semibold text-slate-900">
          {t('status.ready')}
        </h2>
        <MoveInPreviewView preview={preview} />
      </section>

      {moveIn.abilities.edit && (
        <section aria-labelledby="move-in-mapping" className={cardClass}>
          <div className="flex flex-col gap-1">
            <h2 id="move-in-mapping" className="text-lg font-semibold text-slate-900">
              {t('mapping.title')}
            </h2>
            <p className="text-sm text-slate-600">{t('mapping.intro')}</p>
          </div>
          <MoveInMappingForm moveIn={moveIn} mapping={draft} boards={boards} onChange={handleChange} />
          <p role="status" aria-live="polite" className="text-sm text-slate-600">
            {update.isPending ? t('mapping.saving') : update.isSuccess ? t('mapping.saved') : null}
          </p>
        </section>
      )}

      <section aria-label={t('actions.import', { count: preview.tasks })} className={cardClass}>
        <Fit moveIn={moveIn} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {moveInErrorMessage(error, t, i18n.language)}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {preview.fit.all ? (
            <Button
              onClick={() => start.mutate('all')}
              disabled={busy || preview.tasks === 0 || !moveIn.abilities.start}
            >
              {start.isPending ? t('actions.starting') : t('actions.import', { count: preview.tasks })}
            </Button>
          ) : (
            preview.fit.tasks > 0 && (
              <Button onClick={() => start.mutate('fit')} disabled={busy || !moveIn.abilities.start}>
                {start.isPending
                  ? t('actions.starting')
                  : t('actions.importFit', { count: preview.fit.tasks })}
              </Button>
            )
          )}
        </div>
      </section>
    </>
  );
}

/** Reads the tasks again once a background import ends, so the board shows them. */
function useRefreshWhenFinished(status: MoveIn['status'] | undefined) {
  const client = useQueryClient();
  const last = useRef(status);
  useEffect(() => {
    if (last.current === 'running' && status !== 'running')
      void client.invalidateQueries({ queryKey: WORKSPACE_KEY });
    last.current = status;
  }, [client, status]);
}

export function MoveInView({ id }: { id: string }) {
  const { t } = useTranslation(MOVE_IN_NS);
  const query = useQuery(moveInQuery(id));
  const moveIn = query.data;
  useRefreshWhenFinished(moveIn?.status);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Link to="/app/import" className="text-sm font-medium text-indigo-700 hover:underline">
          {t('actions.another')}
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        {query.isPending && <p role="status">{t('loading')}</p>}
        {query.isError && (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p className="text-red-700">{t('loadFailed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {moveIn && (
          <>
            <p className="text-sm break-all text-slate-700">
              {t('fileLine', { source: t(`sources.${moveIn.source}`), fileName: moveIn.fileName })}
            </p>
            {moveIn.status === 'running' && <Progress moveIn={moveIn} />}
            {moveIn.status !== 'ready' && moveIn.status !== 'running' && <Result moveIn={moveIn} />}
            {moveIn.abilities.start && <Plan key={moveIn.status} moveIn={moveIn} />}
          </>
        )}
      </div>
    </div>
  );
}
