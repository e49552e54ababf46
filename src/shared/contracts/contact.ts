import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** Limits of the contact form, shared by the form's inline validation and the server. */
export const CONTACT_LIMITS = {
  name: { min: 1, max: 100 },
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(CONTACT_LIMITS.name.min).max(CONTACT_LIMITS.name.max),
  email: z.email().max(254),
  subject: z.string().trim().min(CONTACT_LIMITS.subject.min).max(CONTACT_LIMITS.subject.max),
  message: z.string().trim().min(CONTACT_LIMITS.message.min).max(CONTACT_LIMITS.message.max),
  /** Honeypot: hidden from people, so anything in it came from a bot. */
  website: z.string().max(500).optional(),
  /** The language the visitor wrote in, so the reply can be in it. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactReceiptSchema = z.object({ received: z.literal(true) });

export const sendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message to the Quadrant team (public; 5 per 10 minutes per address)',
  tag: 'contact',
  body: ContactMessageSchema,
  response: ContactReceiptSchema,
});

/** Per address, per window: generous for a person, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
