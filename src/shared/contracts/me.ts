import { z } from 'zod';
import { PLAN_TIERS } from '../plans.ts';
import { defineEndpoint } from './endpoint.ts';

import { LANGUAGES } from '../languages.ts';

export const LanguageSchema = z.enum(LANGUAGES);

export const LimitsSchema = z.object({
  boards: z.number().int(),
  activeTasks: z.number().int(),
  totalTasks: z.number().int(),
  attachmentsPerTask: z.number().int(),
});

export const UsageSchema = z.object({
  boards: z.number().int(),
  activeTasks: z.number().int(),
  totalTasks: z.number().int(),
  isCapped: z.boolean(),
  lastUpdated: z.iso.datetime(),
});

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  language: LanguageSchema.nullable(),
  tier: z.enum(PLAN_TIERS),
  limits: LimitsSchema,
  usage: UsageSchema,
  /** The user's current sync version. */
  version: z.number().int(),
});
export type Me = z.infer<typeof MeSchema>;

export const UpdateMeSchema = z.object({ language: LanguageSchema.nullable() });

export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/me',
  summary: 'Your profile, plan, limits and usage',
  tag: 'me',
  response: MeSchema,
});

export const updateMe = defineEndpoint({
  method: 'PATCH',
  path: '/api/me',
  summary: 'Change your preferences',
  tag: 'me',
  body: UpdateMeSchema,
  response: MeSchema,
  write: true,
});
