/**
 * What an identity page shows when a request fails before or inside its route (rate limit, a
 * malformed form, a server error): a page in the person's language, never JSON or a stack. 5xx are
 * logged; a 429 says to wait a minute.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h } from 'react';
import type { Config } from '../../../config.ts';
import { AppError, setRetryAfter } from '../../../http/errors.ts';
import { MessagePage } from './message-page.ts';
import { requestPage, signInUrl } from './page-context.ts';
import { sendPage } from './render.ts';

function statusOf(err: FastifyError): number {
  if (err instanceof AppError) return err.status;
  return typeof err.statusCode === 'number' && err.statusCode >= 400 ? err.statusCode : 500;
}

export function identityErrorHandler(config: Config) {
  return (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = statusOf(err);
    if (status >= 500) request.log.error({ err }, 'identity page failed');
    setRetryAfter(reply, status, err);
    const page = requestPage(config, request);
    const view = {
      heading: page.t('message.errorHeading'),
      body: page.t(status === 429 ? 'message.tooManyAttempts' : 'message.errorBody'),
      link: { href: signInUrl(config), label: page.t('message.backToApp') },
    };
    return sendPage(reply, status, h(MessagePage, { page, view }));
  };
}
