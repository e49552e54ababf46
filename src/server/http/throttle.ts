/**
 * In-process throttles. Rules:
 * - `WindowBudget`: one fixed-window budget per key (a user id, or an address for anonymous
 *   callers), shared by every route that spends it: the write limit is per user, not per route;
 * - `FailureBackoff`: per account (OWASP credential stuffing): a few failures are free, then each
 *   further attempt waits twice as long as the last (capped), whatever address it comes from; a
 *   success or a quiet period forgets the account, so its owner is never locked out for long;
 * - both are bounded: past `maxKeys` the expired keys go first, then the oldest.
 * State is per process: with N processes behind a balancer each holds its own counts.
 */

interface Window {
  start: number;
  count: number;
}

function trim<V>(map: Map<string, V>, maxKeys: number, expired: (v: V) => boolean): void {
  if (map.size < maxKeys) return;
  for (const [key, value] of map) if (expired(value)) map.delete(key);
  for (const key of map.keys()) {
    if (map.size < maxKeys) break;
    map.delete(key);
  }
}

export class WindowBudget {
  readonly #windows = new Map<string, Window>();
  readonly max: number;
  readonly windowMs: number;
  readonly maxKeys: number;

  constructor(max: number, windowMs: number, maxKeys = 100_000) {
    this.max = max;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
  }

  /** Spends one unit of `key`'s budget: 0 if allowed, else the milliseconds until it refills. */
  spend(key: string, now = Date.now()): number {
    let w = this.#windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      trim(this.#windows, this.maxKeys, (v) => now - v.start >= this.windowMs);
      w = { start: now, count: 0 };
      this.#windows.set(key, w);
    }
    w.count++;
    return w.count > this.max ? w.start + this.windowMs - now : 0;
  }
}

interface Failures {
  count: number;
  last: number;
}

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait: the owner is never kept out longer than this. */
  maxDelayMs: number;
  /** A quiet period after which an account's failures are forgotten. */
  forgetAfterMs: number;
}

export const SIGN_IN_BACKOFF: BackoffPolicy = {
  free: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 15 * 60_000,
};

export class FailureBackoff {
  readonly #failures = new Map<string, Failures>();
  readonly policy: BackoffPolicy;
  readonly maxKeys: number;

  constructor(policy: BackoffPolicy = SIGN_IN_BACKOFF, maxKeys = 100_000) {
    this.policy = policy;
    this.maxKeys = maxKeys;
  }

  /** How long `key` must still wait before its next attempt (0: go ahead). */
  waitMs(key: string, now = Date.now()): number {
    const f = this.#failures.get(key);
    if (!f) return 0;
    if (now - f.last >= this.policy.forgetAfterMs) {
      this.#failures.delete(key);
      return 0;
    }
    if (f.count < this.policy.free) return 0;
    const delay = Math.min(
      this.policy.baseDelayMs * 2 ** (f.count - this.policy.free),
      this.policy.maxDelayMs,
    );
    return Math.max(0, f.last + delay - now);
  }

  fail(key: string, now = Date.now()): void {
    const f = this.#failures.get(key);
    if (f && now - f.last < this.policy.forgetAfterMs) {
      f.count++;
      f.last = now;
      return;
    }
    trim(this.#failures, this.maxKeys, (v) => now - v.last >= this.policy.forgetAfterMs);
    this.#failures.set(key, { count: 1, last: now });
  }

  succeed(key: string): void {
    this.#failures.delete(key);
  }
}
