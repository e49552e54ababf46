/**
 * What an operator plugs in to run Quadrant for real (issue 35): an SMTP server for mail, and a
 * token that opens `/metrics` to a Prometheus scraper. Both unset by default: mail goes to the
 * outbox folder and `/metrics` does not exist.
 */
import { z } from 'zod';

export const OpsEnvSchema = z.object({
  /**
   * `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from
   * the start); nodemailer's URL options (`?requireTLS=true`, …) apply. Unset: the outbox folder.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  /** Bearer token a scraper sends to GET /metrics; unset: the route does not exist. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export interface MailTransportConfig {
  /** The SMTP server's URL, credentials included: a secret, never logged. */
  smtpUrl: string | undefined;
}

export interface MetricsConfig {
  token: string | undefined;
}

export function opsFrom(e: z.infer<typeof OpsEnvSchema>): {
  transport: MailTransportConfig;
  metrics: MetricsConfig;
} {
  return { transport: { smtpUrl: e.SMTP_URL }, metrics: { token: e.METRICS_TOKEN } };
}
