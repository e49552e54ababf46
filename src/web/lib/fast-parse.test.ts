import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChangesSchema, type Changes } from '../../shared/contracts/sync.ts';
import {
  makeAttachment,
  makeBoard,
  makeChanges,
  makeChecklistItem,
  makeTask,
  testId,
} from '../features/workspace/testing/fixtures.ts';
import { checkFor, parseFast } from './fast-parse.ts';

/** A batch with a row of every kind and every nullable field both set and null. */
function sample(): Changes {
  const board = makeBoard({ id: testId(100) });
  const plain = makeTask({ id: testId(1) });
  const full = makeTask({
    id: testId(2),
    quadrant: 4,
    color: 'blue',
    description: '<p>Notes</p>',
    dueDate: '2026-05-01',
    dueTime: '09:30',
    completed: true,
    completedAt: '2026-05-01T10:00:00.000Z',
    repeat: 'FREQ=WEEKLY',
    nextOccurrenceId: testId(3),
    boards: [{ boardId: board.id, order: 'a1' }],
  });
  return makeChanges({
    version: 42,
    full: true,
    boards: [board],
    tasks: [plain, full],
    checklistItems: [makeChecklistItem({ id: testId(10), taskId: plain.id, done: true })],
    attachments: [makeAttachment({ id: testId(20), taskId: full.id })],
    reminders: [
      {
        id: testId(30),
        taskId: full.id,
        offsetMinutes: 15,
        at: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
      },
    ],
    notifications: [
      {
        id: testId(40),
        taskId: full.id,
        reminderId: testId(30),
        title: 'Reminder',
        firedAt: '2026-01-01T00:00:00.000Z',
        readAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        version: 1,
      },
    ],
    deleted: { tasks: [testId(9)] },
  });
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object or array in the tree, with the keys (or indexes) it holds. */
function containers(value: Json, out: (Json[] | { [key: string]: Json })[] = []) {
  if (value !== null && typeof value === 'object') {
    out.push(value);
    for (const child of Object.values(value)) containers(child, out);
  }
  return out;
}

/** The value as JSON with every object's keys sorted: equal data, whatever order the keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(1, 2, 3, 4, 5, 0, 'yellow', 'mauve', '2026-05-01T10:00:00Z', Number.NaN, 2 ** 60),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

describe('parseFast', () => {
  it('takes a valid workspace batch as it is, equal to what zod returns', () => {
    const batch = sample();
    expect(checkFor(ChangesSchema)?.(batch)).toBe(true);
    expect(parseFast(ChangesSchema, batch)).toBe(batch);
    expect(ChangesSchema.parse(batch)).toEqual(batch);
  });

  it('never says yes where zod would refuse or change the input, over random corruptions', () => {
    const mutation = fc.record({
      at: fc.nat(),
      key: fc.nat(),
      kind: fc.constantFrom('replace', 'delete', 'add'),
      value: junk,
      name: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'extra', 'id')),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
        const batch = JSON.parse(JSON.stringify(sample())) as Json;
        for (const m of mutations) {
          const all = containers(batch);
          const target = all[m.at % all.length] as Record<string, unknown>;
          const keys = Object.keys(target);
          const key = keys.length > 0 ? keys[m.key % keys.length]! : m.name;
          if (m.kind === 'replace') target[key] = m.value;
          else if (m.kind === 'delete') delete target[key];
          // An array's own `length` cannot be redefined (and no JSON text can carry one).
          else if (Array.isArray(target) && m.name === 'length') continue;
          else
            Object.defineProperty(target, m.name, {
              value: m.value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
        }
        const zod = ChangesSchema.safeParse(batch);
        if (checkFor(ChangesSchema)?.(batch)) {
          expect(zod.success).toBe(true);
          expect(canonical(zod.data)).toBe(canonical(batch));
        }
        // Either way the result is zod's.
        if (zod.success) expect(canonical(parseFast(ChangesSchema, batch))).toBe(canonical(zod.data));
        else expect(() => parseFast(ChangesSchema, batch)).toThrow(z.ZodError);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves to zod what it does not understand, and what zod would change', () => {
    const stripped = z.object({ a: z.string() });
    expect(parseFast(stripped, { a: 'x', extra: 1 })).toEqual({ a: 'x' });
    const optional = z.object({ a: z.string().optional() });
    expect(checkFor(optional)).toBeNull();
    expect(parseFast(optional, {})).toEqual({});
    const trimmed = z.string().trim();
    expect(checkFor(trimmed)).toBeNull();
    expect(parseFast(trimmed, ' x ')).toBe('x');
    const coerced = z.coerce.number();
    expect(checkFor(coerced)).toBeNull();
    expect(parseFast(coerced, '4')).toBe(4);
    expect(() => parseFast(z.uuid(), 'not an id')).toThrow(z.ZodError);
    // A sparse array's hole is undefined to zod, not skipped.
    const sparse: number[] = [];
    sparse[0] = 1;
    sparse[2] = 3;
    expect(checkFor(z.array(z.number()))?.(sparse)).toBe(false);
  });
});
