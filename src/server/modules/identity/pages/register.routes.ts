/**
 * The create-account page of a pending authorization. Rules: the form posts back to the
 * interaction's own URL (its cookie binds it), rate-limited per address; each invalid field is
 * named, what was typed is kept (but never the password); an e-mail that already has an account
 * is refused with a link to sign in instead; the theme chosen in the app (its cookie) becomes the
 * new account's.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { createElement as h } from 'react';
import { z } from 'zod';
import { registerAccount, RegistrationSchema } from '../accounts.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { requestInfo, stringField, type Interaction } from '../interaction-form.ts';
import { brokerNotice, type InteractionKit } from './interaction.ts';
import type { FieldError } from './parts.ts';
import { sendPage } from './render.ts';
import { RegisterPage } from './sign-in-page.ts';

const FormBody = z.record(z.string(), z.unknown()).catch({});
const FIELDS = ['name', 'email', 'password'] as const;

export interface RegisterForm {
  name: string;
  email: string;
  errors: FieldError[];
  emailTaken: boolean;
}

export function showRegister(
  kit: InteractionKit,
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  form: RegisterForm,
): FastifyReply {
  const url = `${kit.base}/${interaction.uid}`;
  const page = kit.page(request, interaction, `${url}/register`);
  const view = {
    action: `${url}/register`,
    signInUrl: `${url}?screen=sign-in`,
    values: { name: form.name, email: form.email },
    errors: form.errors,
    emailTaken: form.emailTaken,
    notice: brokerNotice(page.t, interaction.params.kc_idp_hint),
  };
  const failed = form.errors.length > 0 || form.emailTaken;
  return sendPage(reply, failed ? 400 : 200, h(RegisterPage, { page, view }));
}

function fieldErrors(t: TFunction, issues: z.core.$ZodIssue[]): FieldError[] {
  const fields = new Set(issues.map((i) => String(i.path[0] ?? '')));
  return FIELDS.filter((f) => fields.has(f)).map((f) => ({ field: f, message: t(`fields.${f}Invalid`) }));
}

export function registerRoutes(app: FastifyInstance, deps: IdentityDeps, kit: InteractionKit): void {
  const rateLimit = { max: deps.config.rateLimits.signInPerMinute, timeWindow: 60_000 };
  const path = `${kit.base}/:uid/register`;

  app.get(path, { schema: { hide: true } }, async (request, reply) => {
    const interaction = await kit.load(request, reply);
    if (!interaction) return kit.reopened(reply, 'register');
    return showRegister(kit, request, reply, interaction, {
      name: '',
      email: '',
      errors: [],
      emailTaken: false,
    });
  });

  app.post(path, { schema: { hide: true }, config: { rateLimit } }, async (request, reply) => {
    const interaction = await kit.load(request, reply);
    if (!interaction) return kit.expired(request, reply);
    const body = FormBody.parse(request.body);
    const [name, email, password] = FIELDS.map((f) => stringField(body, f)) as [string, string, string];
    const shown = { name: name.trim(), email: email.trim() };
    const parsed = RegistrationSchema.safeParse({ name, email: email.trim(), password });
    if (!parsed.success) {
      const errors = fieldErrors(kit.page(request, interaction).t, parsed.error.issues);
      return showRegister(kit, request, reply, interaction, { ...shown, errors, emailTaken: false });
    }
    const theme = kit.page(request, interaction).theme;
    const result = await registerAccount(deps.db, parsed.data, requestInfo(request), theme);
    if (!result.ok)
      return showRegister(kit, request, reply, interaction, { ...shown, errors: [], emailTaken: true });
    return kit.signedIn(request, reply, interaction, result.user.id);
  });
}
