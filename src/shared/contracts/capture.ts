/**
 * Capture: parse one line (typed or spoken) as the quick add does, so shortcuts, bots and other
 * clients get the same answer as the app. Nothing is stored: the client creates the tasks.
 * `tasks` is the text split into tasks (brain dump), each parsed alone; a text with one task gives
 * one element, equal to the top-level fields. Offsets in tokens are UTF-16 offsets into `text`
 * (top level) or into that task's own `text` (in `tasks`).
 */
import { z } from 'zod';
import { CAPTURE_LANGUAGES } from '../capture/types.ts';
import { isTimeZone } from '../capture/zone.ts';
import { hasNul, NUL_MESSAGE } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { DueDateSchema, DueTimeSchema, QuadrantSchema } from './tasks.ts';

export const CAPTURE_TEXT_MAX = 2000;

/** An IANA zone name (Europe/Paris, America/New_York, UTC); not an offset or an abbreviation. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (s) => /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(s) && isTimeZone(s),
    'Unknown time zone: give an IANA name such as Europe/Paris',
  )
  .meta({ examples: ['Europe/Paris'] });

export const CaptureParseBodySchema = z.object({
  text: z
    .string()
    .max(CAPTURE_TEXT_MAX)
    .refine((s) => s.trim().length > 0, 'Type or say something to capture')
    .refine((s) => !hasNul(s), NUL_MESSAGE),
  language: z.enum(CAPTURE_LANGUAGES),
  timeZone: TimeZoneSchema,
  /** "Now" for relative words; the server's clock when absent. */
  reference: z.iso.datetime({ offset: true }).optional(),
  /** The quadrant the text is captured into; 2 (Schedule) when absent. */
  quadrant: QuadrantSchema.optional(),
});
export type CaptureParseBody = z.infer<typeof CaptureParseBodySchema>;

const TokenSchema = z.object({
  kind: z.enum(['date', 'time', 'repeat', 'quadrant', 'board', 'urgency', 'importance', 'literal']),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});

const ReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('token') }),
  z.object({ kind: z.literal('due-soon'), dueDate: DueDateSchema }),
  z.object({
    kind: z.literal('word'),
    word: z.string(),
    effect: z.enum(['urgent', 'important', 'not-urgent', 'not-important']),
  }),
]);

export const CaptureParsedSchema = z.object({
  title: z.string(),
  dueDate: DueDateSchema.nullable(),
  /** HH:MM, 24 h; null when no time was said. */
  dueTime: DueTimeSchema.nullable(),
  /** A repeat rule said in words ("every Monday"; English for now), as a canonical RRULE, or null. */
  repeat: z.string().nullable(),
  quadrant: QuadrantSchema,
  quadrantReasons: z.array(ReasonSchema),
  /** One of the caller's own boards named by a #tag, or null. */
  boardId: z.string().nullable(),
  tokens: z.array(TokenSchema),
});

export const CaptureParseResponseSchema = CaptureParsedSchema.extend({
  tasks: z.array(CaptureParsedSchema.extend({ text: z.string() })),
});
export type CaptureParseResponse = z.infer<typeof CaptureParseResponseSchema>;

export const parseCaptureText = defineEndpoint({
  method: 'POST',
  path: '/api/capture/parse',
  summary:
    'Parse a quick-add line or a brain dump: title, due date and time, suggested quadrant with reasons, board',
  tag: 'capture',
  body: CaptureParseBodySchema,
  response: CaptureParseResponseSchema,
});
