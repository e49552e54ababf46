import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app.ts';
import { getChanges } from '../../../shared/contracts/sync.ts';
import { route } from '../../http/route.ts';
import { buildSnapshot } from './snapshot.ts';
import { SnapshotRows } from './snapshot-rows.ts';
import { changesSince, effectiveSince, versionAndHorizon } from './sync.service.ts';

export function syncRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ctx.database.db;
  const validate = ctx.config.env !== 'production';
  route(app, getChanges, async ({ user, query, request }) => {
    const { version, horizon } = await versionAndHorizon(db, user.id);
    if (effectiveSince(query.since, horizon) > 0) return changesSince(db, user.id, query.since);
    // A full snapshot (a first pull, a reload): the same bytes for every pull at this version,
    // built from the last version's rows plus the rows changed since (snapshot.ts, ADR 0035).
    return ctx.reads.get(request, {
      userId: user.id,
      key: 'sync',
      version,
      build: async (basis) =>
        buildSnapshot(db, user.id, basis instanceof SnapshotRows ? basis : undefined, validate).then(
          ({ json, version: at, rows }) => ({ json, version: at, basis: rows }),
        ),
    });
  });
}
