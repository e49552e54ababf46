/**
 * A bound on how deeply JSON a person sent may nest, checked before it is parsed. 400,000 levels
 * of `[` (under 1 MB) cost JSON.parse alone about 0.35 s, and walking the result (the NUL rule)
 * as much again, all on the event loop. A scan that counts brackets outside strings (skipping
 * each string with indexOf) refuses that at the 65th `[`, and costs a few percent of a parse
 * otherwise. Every JSON a person sends goes through it: this body parser, the sync socket's
 * messages, an import's quadrant.json, Apple's `user` form field at sign-in (`parseJsonWithin`).
 *
 * MAX_JSON_DEPTH: the deepest JSON Quadrant itself writes, an export's quadrant.json, nests about
 * 5 levels (a task's board placements), its activity details a few more; 64 leaves room for what a
 * later contract may add and is far below what hurts.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/** The index of the quote that closes the string opened at `open` (text.length if none). */
function stringEnd(text: string, open: number): number {
  let end = text.indexOf('"', open + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

/** Whether `text` opens more than `max` objects or arrays inside each other (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = stringEnd(text, i);
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

export function tooDeep(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    `This JSON nests more than ${MAX_JSON_DEPTH} levels deep. Send it with fewer levels.`,
    { reason: 'too_deep', maxDepth: MAX_JSON_DEPTH },
  );
}

/** JSON.parse, refusing (400, `reason: too_deep`) text nested deeper than MAX_JSON_DEPTH first. */
export function parseJsonWithin(text: string): unknown {
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
  return JSON.parse(text);
}

/**
 * The app's application/json body parser: Fastify's own (prototype and constructor poisoning
 * refused, an empty body refused), after the depth bound.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
