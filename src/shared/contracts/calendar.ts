/**
 * Calendar feeds (issue 9): a private ICS address per person that any calendar can subscribe to.
 * The secret is stored hashed, so its URL is shown only in the answer that creates it (like an
 * API token): afterwards the page can say a feed is active, and offer to regenerate or revoke it.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** When the active feed was created (ms since epoch); null without one. */
  createdAt: z.number().int().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

export const CalendarFeedCreatedSchema = z.object({
  active: z.literal(true),
  createdAt: z.number().int(),
  /** The secret subscription URL: shown now, never again. */
  url: z.url(),
});
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;

export const getCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/feed',
  summary: 'Whether the signed-in person has an active calendar feed',
  tag: 'calendar',
  response: CalendarFeedStatusSchema,
});

export const createCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/api/calendar/feed',
  summary: 'Create the calendar feed, or regenerate it (the previous URL stops working)',
  tag: 'calendar',
  response: CalendarFeedCreatedSchema,
  status: 201,
  write: true,
  sessionOnly: true,
});

export const revokeCalendarFeed = defineEndpoint({
  method: 'DELETE',
  path: '/api/calendar/feed',
  summary: 'Revoke the calendar feed: its URL stops working',
  tag: 'calendar',
  response: CalendarFeedStatusSchema,
  write: true,
  sessionOnly: true,
});

export const CalendarFeedFileParamsSchema = z.object({ file: z.string().max(200) });

export const downloadCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/api/calendar/feed/:file',
  summary: 'The ICS feed itself (`{token}.ics`); the secret in the URL is the credential',
  tag: 'calendar',
  params: CalendarFeedFileParamsSchema,
  // The body is text/calendar (RFC 5545); this schema only documents it.
  response: z.string().describe('An iCalendar file'),
});
