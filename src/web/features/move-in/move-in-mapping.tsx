/**
 * The mapping of an import, adjustable before it starts: each priority's quadrant, each project's
 * or list's board (a new one, one of the person's, the Inbox, or none), and whether completed
 * tasks come along. Every change is sent at once; the server answers with the new preview.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Board } from '../../../shared/contracts/boards.ts';
import {
  MOVE_IN_PRIORITIES,
  type ListTarget,
  type MoveIn,
  type MoveInMapping,
  type MoveInPriority,
} from '../../../shared/contracts/move-in.ts';
import { QUADRANTS, type Quadrant } from '../../../shared/quadrants.ts';
import { inputClass, labelClass } from '../../components/ui/field.tsx';
import { MOVE_IN_NS } from './move-in-i18n.ts';

/** Which words name the file's priorities. */
function priorityWords(source: MoveIn['source']): 'todoist' | 'ticktick' | 'plain' {
  if (source === 'todoist' || source === 'todoist-backup') return 'todoist';
  return source === 'ticktick' ? 'ticktick' : 'plain';
}

/** Todoist and TickTick always say a priority: `none` is only a plain file's. */
function prioritiesOf(source: MoveIn['source']): readonly MoveInPriority[] {
  return priorityWords(source) === 'plain'
    ? MOVE_IN_PRIORITIES
    : MOVE_IN_PRIORITIES.filter((p) => p !== 'none');
}

function targetValue(target: ListTarget): string {
  return target.kind === 'board' ? `board:${target.boardId}` : target.kind;
}

function targetOf(value: string): ListTarget {
  if (value.startsWith('board:')) return { kind: 'board', boardId: value.slice('board:'.length) };
  if (value === 'pool' || value === 'skip') return { kind: value };
  return { kind: 'new' };
}

export function MoveInMappingForm({
  moveIn,
  mapping,
  boards,
  onChange,
}: {
  moveIn: MoveIn;
  mapping: MoveInMapping;
  boards: readonly Board[];
  onChange: (mapping: MoveInMapping) => void;
}) {
  const { t } = useTranslation([MOVE_IN_NS, 'common']);
  const id = useId();
  const words = priorityWords(moveIn.source);
  const targets = new Map(mapping.lists.map((l) => [l.key, l.target]));

  function setPriority(priority: MoveInPriority, quadrant: Quadrant) {
    onChange({ ...mapping, priorities: { ...mapping.priorities, [priority]: quadrant } });
  }

  function setList(key: string, target: ListTarget) {
    onChange({ ...mapping, lists: mapping.lists.map((l) => (l.key === key ? { key, target } : l)) });
  }

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('mapping.priorities')}</legend>
        {prioritiesOf(moveIn.source).map((p) => (
          <div key={p} className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 sm:items-center sm:gap-4">
            <label htmlFor={`${id}-${p}`} className={labelClass}>
              {t(`priority.${words}.${p}`)}
            </label>
            <select
              id={`${id}-${p}`}
              className={inputClass}
              value={mapping.priorities[p]}
              onChange={(e) => setPriority(p, Number(e.target.value) as Quadrant)}
            >
              {QUADRANTS.map((q) => (
                <option key={q} value={q}>
                  {q} · {t(`common:quadrants.${q}.label`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>

      {moveIn.lists.length > 0 && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-semibold text-slate-900">{t('mapping.lists')}</legend>
          {moveIn.lists.map((list) => (
            <div key={list.key} className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 sm:items-center sm:gap-4">
              <label htmlFor={`${id}-${list.key}`} className={`${labelClass} break-words`}>
                {t('mapping.list', { name: list.name, count: list.tasks })}
              </label>
              <select
                id={`${id}-${list.key}`}
                className={inputClass}
                value={targetValue(targets.get(list.key) ?? list.target)}
                onChange={(e) => setList(list.key, targetOf(e.target.value))}
              >
                <option value="new">{t('mapping.toNew', { name: list.name })}</option>
                {boards.map((b) => (
                  <option key={b.id} value={`board:${b.id}`}>
                    {t('mapping.toBoard', { name: b.name })}
                  </option>
                ))}
                <option value="pool">{t('mapping.toPool')}</option>
                <option value="skip">{t('mapping.toSkip')}</option>
              </select>
            </div>
          ))}
        </fieldset>
      )}

      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={mapping.includeCompleted}
          onChange={(e) => onChange({ ...mapping, includeCompleted: e.target.checked })}
        />
        {t('mapping.includeCompleted')}
      </label>
    </div>
  );
}
