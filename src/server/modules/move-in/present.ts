/**
 * A move-in as the API sends it: its rows read back (their JSON parsed by the stored schemas),
 * the preview counted for the items not imported yet against the plan's room now, and the
 * abilities the page needs (it never re-derives them).
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MoveIn, MoveInMapping, MoveInSummary } from '../../../shared/contracts/move-in.ts';
import { MOVE_IN_SOURCES, MOVE_IN_STATUSES } from '../../../shared/contracts/move-in.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';
import { countUsage } from '../plans/limits.ts';
import { roomOf, targetsOf } from './fit.ts';
import { itemFacts, type MoveInRow } from './move-in.repo.ts';
import { buildPreview } from './preview.ts';
import {
  MadeBoardsSchema,
  ReportSchema,
  StoredListsSchema,
  StoredMappingSchema,
  type StoredList,
} from './stored.ts';

type Db = Kysely<DB> | Transaction<DB>;

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export interface MoveInState {
  lists: StoredList[];
  mapping: MoveInMapping;
  madeBoards: Record<string, string>;
}

/** The JSON of a row, parsed (a row this version cannot read is an internal error, not a guess). */
export function stateOf(row: MoveInRow): MoveInState {
  return {
    lists: StoredListsSchema.parse(JSON.parse(row.lists)),
    mapping: StoredMappingSchema.parse(JSON.parse(row.mapping)),
    madeBoards: MadeBoardsSchema.parse(JSON.parse(row.boards)),
  };
}

function statusOf(row: MoveInRow): MoveIn['status'] {
  return MOVE_IN_STATUSES.find((s) => s === row.status) ?? 'failed';
}

function sourceOf(row: MoveInRow): MoveIn['source'] {
  return MOVE_IN_SOURCES.find((s) => s === row.source) ?? 'csv';
}

async function tierOf(db: Db, userId: string): Promise<PlanTier> {
  const row = await db.selectFrom('users').select('tier').where('id', '=', userId).executeTakeFirst();
  return PLAN_TIERS.find((t) => t === row?.tier) ?? 'basic';
}

async function liveBoards(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('boards')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .execute();
  return new Map(rows.map((b) => [b.id, b.name]));
}

function abilities(status: MoveIn['status'], imported: number, fitting: number) {
  return {
    edit: status === 'ready',
    start: (status === 'ready' || status === 'partial' || status === 'failed') && fitting > 0,
    undo: (status === 'done' || status === 'partial' || status === 'failed') && imported > 0,
  };
}

export async function presentMoveIn(db: Db, row: MoveInRow): Promise<MoveIn> {
  const state = stateOf(row);
  const [facts, tier, usage, boardNames] = await Promise.all([
    itemFacts(db, row.id),
    tierOf(db, row.userId),
    countUsage(db, row.userId),
    liveBoards(db, row.userId),
  ]);
  const preview = buildPreview({
    facts,
    lists: state.lists,
    mapping: state.mapping,
    room: roomOf(tier, usage),
    madeBoards: state.madeBoards,
    boardNames,
    report: ReportSchema.parse(JSON.parse(row.report)),
  });
  const targets = targetsOf(state.lists, state.mapping.lists);
  const status = statusOf(row);
  const imported = Number(row.imported);
  return {
    id: row.id,
    source: sourceOf(row),
    fileName: row.fileName,
    encoding: row.encoding === 'utf-16' || row.encoding === 'windows-1252' ? row.encoding : 'utf-8',
    status,
    mapping: { priorities: state.mapping.priorities, includeCompleted: state.mapping.includeCompleted },
    lists: state.lists
      .filter((l) => l.tasks > 0)
      .map((l) => ({
        key: l.key,
        name: l.name,
        tasks: l.tasks,
        target: targets.get(l.key) ?? { kind: 'pool' },
      })),
    preview,
    progress: { done: Number(row.nextSeq), total: Number(row.itemCount) },
    result: {
      imported,
      remaining: preview.tasks,
      boards: Object.keys(state.madeBoards).length,
      boardIds: Object.values(state.madeBoards),
    },
    tier,
    abilities: abilities(status, imported, preview.fit.tasks),
    createdAt: iso(row.createdAt) ?? '',
    finishedAt: iso(row.finishedAt),
  };
}

/** The list's entry: no preview counted (the row alone). */
export function presentSummary(row: MoveInRow): MoveInSummary {
  const status = statusOf(row);
  const imported = Number(row.imported);
  return {
    id: row.id,
    source: sourceOf(row),
    fileName: row.fileName,
    status,
    imported,
    canUndo: abilities(status, imported, 0).undo,
    createdAt: iso(row.createdAt) ?? '',
    finishedAt: iso(row.finishedAt),
  };
}
