import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findNul } from './text.ts';

describe('the NUL rule', () => {
  it('finds a NUL in a value or a key, however deep, and names its path', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] })).toEqual(['a', '1', 'c']);
    expect(findNul({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNul(Object.assign(Object.create(null) as object, { q: 'a\u0000' }))).toEqual(['q']);
    // A query parser's object with a prototype of its own is text too.
    const query = Object.assign(Object.create(Object.create(null) as object) as object, { name: 'a\u0000' });
    expect(findNul(query)).toEqual(['name']);
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
    expect(findNul({ a: 'fine', b: [1, true, null] })).toBeNull();
  });

  it('leaves a body stream alone: its bytes are a file, and its own fields are cyclic', () => {
    const upload = Readable.from([Buffer.from('file with \u0000 inside')]);
    expect(findNul(upload)).toBeNull();
    expect(findNul({ file: Buffer.from('\u0000') })).toBeNull();
  });
});
