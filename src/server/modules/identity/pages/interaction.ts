/**
 * What the sign-in and create-account routes share about a pending authorization ("interaction"):
 * - a page belongs to the interaction in the browser's interaction cookie, which oidc-provider
 *   scopes to this URL; a form posted for another uid, or after the hour, gets the "expired" page;
 * - opening such a page again (Back right after signing up or in, when the interaction is already
 *   answered, or an old tab) is no dead end: it leads to the app's sign-in page, which takes a
 *   signed-in person on to the board and anyone else to a fresh sign-in or create-account form;
 * - signing in answers the prompts the client asked for: first party, so consent is implied;
 * - the page's language follows page-language.ts, with the request's `ui_locales` as the app's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { createElement as h } from 'react';
import { z } from 'zod';
import type { TFunction } from 'i18next';
import { BROKER_NAMES } from '../brokers/broker-names.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import { promptRequested, type Interaction } from '../interaction-form.ts';
import { INTERACTION_PREFIX, mountPath } from '../paths.ts';
import { MessagePage } from './message-page.ts';
import { requestPage, signInUrl, type PageContext } from './page-context.ts';
import { sendPage } from './render.ts';

const UidParams = z.object({ uid: z.string().regex(/^[\w-]{1,64}$/) });

export interface InteractionKit {
  /** The pages' base path: `/realms/<realm>/login`. */
  base: string;
  /** The interaction of this browser, if it is the one in the URL and has not expired. */
  load(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined>;
  expired(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** A page of an interaction that is over, opened again: on to the app's sign-in (or sign-up). */
  reopened(reply: FastifyReply, screen: 'sign-in' | 'register'): FastifyReply;
  page(request: FastifyRequest, interaction: Interaction | undefined, here?: string): PageContext;
  finish(request: FastifyRequest, reply: FastifyReply, result: InteractionResults): Promise<FastifyReply>;
  signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ): Promise<FastifyReply>;
}

/** Prompts the client asked for that signing in answers. */
export function implied(interaction: Interaction): InteractionResults {
  const result: InteractionResults = {};
  // A registration request (prompt=create) is answered by signing in as well as by registering.
  if (promptRequested(interaction, 'create')) result.create = {};
  if (promptRequested(interaction, 'consent')) result.consent = {};
  return result;
}

/** A provider this server does not broker (an old link, another client): say so, offer the form. */
export function brokerNotice(t: TFunction, hint: unknown): string | undefined {
  if (hint !== 'google' && hint !== 'microsoft' && hint !== 'apple') return undefined;
  return t('broker.notConfigured', { provider: BROKER_NAMES[hint] });
}

export function interactionKit(deps: IdentityDeps, provider: Provider): InteractionKit {
  const { config } = deps;
  const kit: InteractionKit = {
    base: `${mountPath(config)}${INTERACTION_PREFIX}`,
    async load(request, reply) {
      const { uid } = UidParams.parse(request.params);
      try {
        const interaction = await provider.interactionDetails(request.raw, reply.raw);
        return interaction.uid === uid ? interaction : undefined;
      } catch (err) {
        if (err instanceof errors.SessionNotFound) return undefined;
        throw err;
      }
    },
    expired(request, reply) {
      const page = kit.page(request, undefined);
      const link = { href: signInUrl(config), label: page.t('message.backToApp') };
      const view = { heading: page.t('message.expiredHeading'), body: page.t('message.expiredBody'), link };
      return sendPage(reply, 400, h(MessagePage, { page, view }));
    },
    reopened(reply, screen) {
      const target = `${signInUrl(config)}${screen === 'register' ? '?action=register' : ''}`;
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
    page: (request, interaction, here) =>
      requestPage(config, request, { uiLocales: interaction?.params.ui_locales, here }),
    async finish(request, reply, result) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
        mergeWithLastSubmission: false,
      });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
    signedIn: (request, reply, interaction, accountId) =>
      kit.finish(request, reply, { ...implied(interaction), login: { accountId, remember: true } }),
  };
  return kit;
}
