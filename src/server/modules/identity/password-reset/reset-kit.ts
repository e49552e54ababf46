/**
 * What the password-reset routes share: their paths and rate limit, the language and pending
 * sign-in a request carries, where "sign in" leads, and the pages every step may end on. Rules:
 * - a page speaks `kc_locale` (carried from the sign-in page, in the link and in each form), else
 *   the language cookie, else Accept-Language (page-language.ts);
 * - `uid` names the pending sign-in, so "sign in" can lead back into it while it is still valid;
 * - these pages send no Referer: some of their URLs carry the link's token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { createElement as h } from 'react';
import { z } from 'zod';
import type { IdentityDeps } from '../identity-deps.ts';
import { MessagePage, type MessageView } from '../pages/message-page.ts';
import { requestPage, signInUrl, type PageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/render.ts';
import { INTERACTION_PREFIX, mountPath } from '../paths.ts';
import {
  RESET_CREDENTIALS_PATH,
  RESET_PASSWORD_PATH,
  resetCredentialsPath,
  type ResetContext,
} from './password-reset.ts';

const FormBody = z.record(z.string(), z.unknown()).catch({});
const Uid = z.string().regex(/^[\w-]{1,64}$/);

export function stringField(source: unknown, name: string): string {
  const value = FormBody.parse(source)[name];
  return typeof value === 'string' ? value : '';
}

export interface ResetKit {
  requestPath: string;
  resetPath: string;
  rateLimit: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string };
  /** The language and pending sign-in of a request (`source`: its query string or form body). */
  contextOf(
    request: FastifyRequest,
    source: unknown,
    here?: string,
  ): { page: PageContext; context: ResetContext };
  /** Back into the pending sign-in while it lasts, else to the app's sign-in page. */
  signInTarget(context: ResetContext): Promise<string>;
  message(reply: FastifyReply, status: number, page: PageContext, view: MessageView): FastifyReply;
  linkUnusable(reply: FastifyReply, page: PageContext, context: ResetContext): FastifyReply;
}

export function resetKit(deps: IdentityDeps, provider: Provider): ResetKit {
  const { config } = deps;
  const mount = mountPath(config);
  const kit: ResetKit = {
    requestPath: `${mount}${RESET_CREDENTIALS_PATH}`,
    resetPath: `${mount}${RESET_PASSWORD_PATH}`,
    rateLimit: {
      max: config.rateLimits.signInPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
    },
    contextOf(request, source, here) {
      const choice = stringField(source, 'kc_locale') || undefined;
      const page = requestPage(config, request, { choice, ...(here === undefined ? {} : { here }) });
      const uid = Uid.safeParse(stringField(source, 'uid'));
      return { page, context: { lng: page.lng, uid: uid.success ? uid.data : undefined } };
    },
    async signInTarget(context) {
      if (context.uid && (await provider.Interaction.find(context.uid)))
        return `${mount}${INTERACTION_PREFIX}/${context.uid}?screen=sign-in`;
      return signInUrl(config);
    },
    message: (reply, status, page, view) =>
      sendPage(reply, status, h(MessagePage, { page, view: { ...view, referrer: 'no-referrer' } }), {
        noReferrer: true,
      }),
    linkUnusable(reply, page, context) {
      const view = {
        heading: page.t('reset.linkInvalidHeading'),
        body: page.t('reset.linkInvalidBody'),
        link: { href: resetCredentialsPath(config, context), label: page.t('reset.requestNewLink') },
      };
      return kit.message(reply, 400, page, view);
    },
  };
  return kit;
}
