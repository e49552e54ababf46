import { z } from 'zod';
import { PLAN_TIERS } from '../plans.ts';
import { defineEndpoint } from './endpoint.ts';
import { hasNul, NUL_MESSAGE } from './text.ts';

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

/** System (follow the device), light or dark; the browser keeps a copy for the first paint. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export const ThemeChoiceSchema = z.enum(THEME_CHOICES);
export type ThemeChoice = z.infer<typeof ThemeChoiceSchema>;

/** Ways to sign in that exist for this account: its password, and the social accounts linked to it. */
export const SIGN_IN_METHODS = ['password', 'google', 'microsoft', 'apple'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SignInSchema = z.object({
  /** `quadrant`: our own provider (e-mail and password changed here); `external`: an OIDC issuer. */
  managedBy: z.enum(['quadrant', 'external']),
  /** The external issuer's origin, where e-mail and password are managed. */
  issuer: z.string().nullable(),
  methods: z.array(z.enum(SIGN_IN_METHODS)),
});

export const MeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  theme: ThemeChoiceSchema,
  /** The person refused AI features (privacy policy): none may process their data. */
  aiOptOut: z.boolean(),
  signIn: SignInSchema,
  isAdmin: z.boolean(),
  language: LanguageSchema.nullable(),
  tier: z.enum(PLAN_TIERS),
  limits: LimitsSchema,
  usage: UsageSchema,
  /** The user's current sync version. */
  version: z.number().int(),
});
export type Me = z.infer<typeof MeSchema>;

export const NAME_MAX = 100;
const NameSchema = z
  .string()
  .trim()
  .min(1)
  .max(NAME_MAX)
  .refine((s) => !hasNul(s), NUL_MESSAGE);

/** Every field optional: a page saves one setting at a time. */
export const UpdateMeSchema = z.object({
  language: LanguageSchema.nullable().optional(),
  name: NameSchema.optional(),
  theme: ThemeChoiceSchema.optional(),
  aiOptOut: z.boolean().optional(),
});
export type UpdateMe = z.infer<typeof UpdateMeSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const CurrentPasswordSchema = z.string().min(1).max(PASSWORD_MAX);

export const ChangeEmailSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  currentPassword: CurrentPasswordSchema,
});

export const ChangePasswordSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});

/**
 * Deleting the account: the person types their e-mail address (a word they know, in any language,
 * that names exactly this account) and, for a password account, their password.
 */
export const DeleteMeSchema = z.object({
  confirmation: z.string().max(254),
  currentPassword: CurrentPasswordSchema.optional(),
});

export const OkSchema = z.object({ ok: z.literal(true) });

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

export const changeEmail = defineEndpoint({
  method: 'POST',
  path: '/api/me/email',
  summary: 'Change your sign-in e-mail (embedded provider; needs your password)',
  tag: 'me',
  body: ChangeEmailSchema,
  response: MeSchema,
  write: true,
  sessionOnly: true,
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/me/password',
  summary: 'Change your password (embedded provider); other sessions are signed out',
  tag: 'me',
  body: ChangePasswordSchema,
  response: OkSchema,
  write: true,
  sessionOnly: true,
});

export const deleteMe = defineEndpoint({
  method: 'DELETE',
  path: '/api/me',
  summary: 'Delete your account: signed out everywhere now, data erased after 90 days',
  tag: 'me',
  body: DeleteMeSchema,
  response: OkSchema,
  write: true,
  sessionOnly: true,
});
