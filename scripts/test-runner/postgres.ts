/**
 * Decides whether the PostgreSQL leg of the server suite runs. The same server tests run on SQLite
 * always and on PostgreSQL when TEST_DATABASE_URL answers. CI (CI=true) and anyone who sets
 * QUADRANT_REQUIRE_POSTGRES=1 get a failure instead of a skip, so a missing database can never
 * silently halve the suite there.
 */
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TIMEOUT_MS = 3_000;

export type PostgresDecision =
  { run: true; url: string } | { run: false; required: boolean; url: string; reason: string };

/** The URL with any password hidden, for printing. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable TEST_DATABASE_URL)';
  }
}

async function answers(url: string): Promise<string | null> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: TIMEOUT_MS,
    query_timeout: TIMEOUT_MS,
  });
  // A failed connection emits 'error' as well as rejecting; without a listener that would crash us.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return err instanceof Error ? err.message || err.name : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function decidePostgres(env: NodeJS.ProcessEnv = process.env): Promise<PostgresDecision> {
  const url = env.TEST_DATABASE_URL?.trim() || DEFAULT_TEST_DATABASE_URL;
  const failure = await answers(url);
  if (failure === null) return { run: true, url };
  const required = env.CI === 'true' || env.QUADRANT_REQUIRE_POSTGRES === '1';
  return { run: false, required, url, reason: failure };
}

export function skippedPostgresWarning(d: { url: string; reason: string }): string {
  const bar = '!'.repeat(78);
  return [
    bar,
    '!! WARNING: the PostgreSQL leg of the server tests is NOT run.',
    `!! ${redactUrl(d.url)} did not answer within ${TIMEOUT_MS / 1000} s: ${d.reason}`,
    '!! The server suite runs on SQLite only. To run it on PostgreSQL as well, start PostgreSQL',
    '!! (Debian: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) or point',
    '!! TEST_DATABASE_URL at a server where this user may CREATE DATABASE.',
    '!! To make a missing PostgreSQL fail the run instead: QUADRANT_REQUIRE_POSTGRES=1 npm test',
    bar,
  ].join('\n');
}

export function requiredPostgresError(d: { url: string; reason: string }): string {
  return [
    `PostgreSQL is required (CI=true or QUADRANT_REQUIRE_POSTGRES=1) but ${redactUrl(d.url)} did not answer`,
    `within ${TIMEOUT_MS / 1000} s: ${d.reason}`,
    'Start PostgreSQL or set TEST_DATABASE_URL to one that answers.',
  ].join('\n');
}
