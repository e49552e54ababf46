/**
 * Off to Google, Microsoft or Apple for a pending authorization (brokers/broker.routes.ts); they
 * come back to the sign-in routes. When the provider cannot be reached, a page says so and offers
 * the e-mail form, with the technical detail beneath.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h } from 'react';
import type { BrokerId } from '../../../config-brokers.ts';
import { BROKER_NAMES } from '../brokers/broker-names.ts';
import type { Brokers } from '../brokers/broker.routes.ts';
import type { IdentityDeps } from '../identity-deps.ts';
import type { Interaction } from '../interaction-form.ts';
import type { InteractionKit } from './interaction.ts';
import { MessagePage } from './message-page.ts';
import { sendPage } from './render.ts';

export async function toBroker(
  { kit, deps, brokers }: { kit: InteractionKit; deps: IdentityDeps; brokers: Brokers },
  request: FastifyRequest,
  reply: FastifyReply,
  interaction: Interaction,
  id: BrokerId,
): Promise<FastifyReply> {
  try {
    const target = await brokers.start(interaction.uid, id);
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  } catch (err) {
    deps.log.error({ err, provider: id }, 'social sign-in could not start');
    const signIn = `${kit.base}/${interaction.uid}?screen=sign-in`;
    const page = kit.page(request, interaction, signIn);
    const provider = BROKER_NAMES[id];
    const view = {
      heading: page.t('broker.failedHeading', { provider }),
      body: page.t('broker.failedBody'),
      code: `${provider} could not be reached`,
      link: { href: signIn, label: page.t('signIn.button') },
    };
    return sendPage(reply, 502, h(MessagePage, { page, view }));
  }
}
