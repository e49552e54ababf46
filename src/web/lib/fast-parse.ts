/**
 * A schema's parse, fast when the input is already what the parse would return. In the browser
 * zod runs jitless (the CSP forbids eval: app/zod-config.ts), allocating a result for every field
 * it checks: a 5,000-task workspace took 30–80 ms of a cold board load on a 2-core machine, much
 * of it garbage collection. So each schema is compiled, once, into plain closures (12–30 ms there
 * for the same workspace, allocating nothing) that answer one
 * question: is the input valid, with nothing for the parse to change (no unknown key to strip, no
 * default, coercion or transform)? If so, the parse's output would equal the input, and the input
 * is returned as it is. Otherwise, and for any schema using a feature not understood here, zod
 * parses, and gives the errors. The compiled check only ever says yes when zod would accept the
 * input and return an equal value; fast-parse.test.ts holds it to that.
 */
import type { z } from 'zod';
import type * as core from 'zod/v4/core';

type Check = (value: unknown) => boolean;

/** String formats whose whole check is their pattern (zod's $ZodCheckStringFormat). */
const PATTERN_FORMATS = new Set(['uuid', 'guid', 'datetime', 'date', 'time', 'regex']);

const compiled = new WeakMap<core.$ZodType, Check | null>();

export function parseFast<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (checkFor(schema)?.(data)) return data as z.output<S>;
  return schema.parse(data);
}

/** The schema's compiled check, or null when it uses something not understood here. */
export function checkFor(schema: core.$ZodType): Check | null {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema);
    compiled.set(schema, check);
  }
  return check;
}

function compile(schema: core.$ZodType): Check | null {
  const type = compileType(schema);
  const checks = compileChecks(schema);
  if (!type || !checks) return null;
  if (checks.length === 0) return type;
  return (value) => type(value) && checks.every((check) => check(value));
}

/** The checks zod runs after the type: the schema itself when it is a check (a format), then its own. */
function compileChecks(schema: core.$ZodType): Check[] | null {
  const own = schema._zod.def.checks ?? [];
  const all = schema._zod.traits.has('$ZodCheck') ? [schema as unknown as core.$ZodCheck, ...own] : own;
  const out: Check[] = [];
  for (const check of all) {
    const compiledCheck = compileCheck(check._zod.def as core.$ZodChecks['_zod']['def']);
    if (!compiledCheck) return null;
    out.push(compiledCheck);
  }
  return out;
}

function compileCheck(def: core.$ZodChecks['_zod']['def']): Check | null {
  if (def.when) return null;
  switch (def.check) {
    case 'string_format': {
      const pattern = def.pattern;
      if (!PATTERN_FORMATS.has(def.format) || !(pattern instanceof RegExp)) return null;
      return (value) => {
        pattern.lastIndex = 0;
        return pattern.test(value as string);
      };
    }
    case 'number_format':
      return def.format === 'safeint' ? (value) => Number.isSafeInteger(value) : null;
    case 'greater_than': {
      const { value: bound, inclusive } = def;
      if (typeof bound !== 'number') return null;
      return inclusive ? (value) => (value as number) >= bound : (value) => (value as number) > bound;
    }
    case 'less_than': {
      const { value: bound, inclusive } = def;
      if (typeof bound !== 'number') return null;
      return inclusive ? (value) => (value as number) <= bound : (value) => (value as number) < bound;
    }
    default:
      return null;
  }
}

function compileType(schema: core.$ZodType): Check | null {
  const def = schema._zod.def as core.$ZodTypes['_zod']['def'];
  switch (def.type) {
    case 'string':
      return 'coerce' in def && def.coerce ? null : (value) => typeof value === 'string';
    case 'number':
      return 'coerce' in def && def.coerce
        ? null
        : (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return def.coerce ? null : (value) => typeof value === 'boolean';
    case 'literal': {
      const values = new Set<unknown>(def.values);
      return (value) => values.has(value);
    }
    case 'enum': {
      const values = Object.values(def.entries);
      // A numeric TypeScript enum maps names both ways; zod sorts that out, this does not try.
      if (values.some((v) => typeof v !== 'string')) return null;
      const set = new Set<unknown>(values);
      return (value) => set.has(value);
    }
    case 'nullable': {
      const inner = checkFor(def.innerType);
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = checkFor(def.element);
      if (!element) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        // An index loop, as zod's: every() would skip the holes of a sparse array.
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'union': {
      // An exclusive or discriminated union picks its option by rules of its own: left to zod.
      if (def.inclusive === false || 'discriminator' in def) return null;
      const options = def.options.map((option) => checkFor(option));
      if (options.some((option) => option === null)) return null;
      const all = options as Check[];
      return (value) => all.some((option) => option(value));
    }
    case 'object':
      return compileObject(def);
    default:
      return null;
  }
}

/** A plain object with exactly the shape's keys (an extra one would be stripped), each valid. */
function compileObject(def: core.$ZodObjectDef): Check | null {
  if (def.catchall) return null;
  const fields = new Map<string, Check>();
  for (const [key, field] of Object.entries(def.shape)) {
    // An optional field may be absent from the input and from the output: left to zod.
    if (field._zod.optin || field._zod.optout) return null;
    const check = checkFor(field);
    if (!check) return null;
    fields.set(key, check);
  }
  const count = fields.size;
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    // One pass over the object's keys, allocating nothing: every key known and valid, and as many
    // as the shape has, so none is missing.
    let seen = 0;
    for (const key in value) {
      const check = fields.get(key);
      if (!check || !Object.hasOwn(value, key) || !check((value as Record<string, unknown>)[key]))
        return false;
      seen++;
    }
    return seen === count;
  };
}
