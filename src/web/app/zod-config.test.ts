import { describe, expect, it } from 'vitest';
import './zod-config.ts';
import { z } from 'zod';

describe('zod on the client', () => {
  it('loads jitless, so object schemas never probe for eval (forbidden by the CSP)', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
