import { describe, expect, it } from 'vitest';
import { FailureBackoff, SIGN_IN_BACKOFF, WindowBudget } from './throttle.ts';

describe('FailureBackoff', () => {
  it('lets a few failures through, then doubles the wait, capped, and forgets after a quiet period', () => {
    const b = new FailureBackoff();
    const t0 = 1_000_000;
    for (let i = 0; i < SIGN_IN_BACKOFF.free; i++) b.fail('a', t0);
    expect(b.waitMs('a', t0)).toBe(SIGN_IN_BACKOFF.baseDelayMs * 2 ** 0);
    b.fail('a', t0);
    expect(b.waitMs('a', t0)).toBe(SIGN_IN_BACKOFF.baseDelayMs * 2);
    for (let i = 0; i < 30; i++) b.fail('a', t0);
    expect(b.waitMs('a', t0)).toBe(SIGN_IN_BACKOFF.maxDelayMs);
    expect(b.waitMs('a', t0 + SIGN_IN_BACKOFF.maxDelayMs)).toBe(0);
    expect(b.waitMs('a', t0 + SIGN_IN_BACKOFF.forgetAfterMs)).toBe(0);
    expect(b.waitMs('b', t0)).toBe(0);
  });

  it('forgets an account on success', () => {
    const b = new FailureBackoff();
    for (let i = 0; i < 10; i++) b.fail('a', 5);
    b.succeed('a');
    expect(b.waitMs('a', 5)).toBe(0);
  });

  it('stays bounded', () => {
    const b = new FailureBackoff(SIGN_IN_BACKOFF, 10);
    for (let i = 0; i < 100; i++) b.fail(`k${i}`, 1);
    expect(b.waitMs('k0', 1)).toBe(0);
  });
});

describe('WindowBudget', () => {
  it('is one budget per key, refilled after the window', () => {
    const w = new WindowBudget(2, 1000);
    expect([w.spend('u', 0), w.spend('u', 1), w.spend('v', 1)]).toEqual([0, 0, 0]);
    expect(w.spend('u', 500)).toBe(500);
    expect(w.spend('u', 1000)).toBe(0);
  });
});
