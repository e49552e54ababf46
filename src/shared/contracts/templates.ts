import { z } from 'zod';
import { IdSchema } from '../ids.ts';
import { defineEndpoint } from './endpoint.ts';
import { LanguageSchema } from './me.ts';

/** A template's slug: kebab-case; whether it exists is the server's (and the guides') business. */
export const TemplateSlugParamSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Not a template'),
});

export const ApplyTemplateSchema = z
  .object({
    /** The language of the board name and starter tasks; English when absent. */
    language: LanguageSchema.optional(),
  })
  .default({});

export const AppliedTemplateSchema = z.object({
  boardId: IdSchema,
  boardName: z.string(),
  taskCount: z.number().int(),
  version: z.number().int(),
});
export type AppliedTemplate = z.infer<typeof AppliedTemplateSchema>;

export const applyTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/templates/:slug/apply',
  summary: "Create a board from a template's starter tasks (one transaction, within plan limits)",
  tag: 'templates',
  params: TemplateSlugParamSchema,
  body: ApplyTemplateSchema,
  response: AppliedTemplateSchema,
  status: 201,
  write: true,
});
