/** Full-text search over the person's own tasks: title, description and checklist text. */
import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { defineEndpoint } from './endpoint.ts';

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_RESULTS_MAX = 50;

export const SearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(SEARCH_QUERY_MAX),
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULTS_MAX).default(20),
});

export const SearchHitSchema = z.object({
  taskId: IdSchema,
  title: z.string(),
  /** Plain text around the first match (no markup), or '' when the title matched. */
  snippet: z.string(),
  /** Where the words matched. */
  field: z.enum(['title', 'description', 'checklist']),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const searchTasks = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  summary: 'Search your tasks (title, description, checklist); prefix matches as you type',
  tag: 'tasks',
  query: SearchQuerySchema,
  response: z.object({ hits: z.array(SearchHitSchema) }),
});
