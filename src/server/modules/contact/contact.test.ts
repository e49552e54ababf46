import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.ts';
import { mailDelivered } from '../mail/mail.test-support.ts';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question',
  message: 'How do I share a board with my team?',
};

function outbox(t: TestApp): string[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    : [];
}

function decodedBody(eml: string): string {
  const [, body = ''] = eml.split('\r\n\r\n');
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
}

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@quadrant.test' });
  });
  afterEach(() => t.close());

  it('delivers the message to the outbox as an .eml addressed to support, replying to the visitor', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/contact', payload: valid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    await mailDelivered(t.app);
    const [eml, ...rest] = outbox(t);
    expect(rest).toHaveLength(0);
    expect(eml).toContain('To: "Quadrant Support" <help@quadrant.test>');
    expect(eml).toContain('Reply-To: "Ada Lovelace" <ada@example.com>');
    expect(eml).toContain('Subject: [Contact] A question');
    expect(eml).toMatch(/^Message-ID: <.+@localhost>$/m);
    expect(decodedBody(eml ?? '')).toContain('How do I share a board with my team?');
  });

  it('rejects invalid input with the error envelope and sends nothing', async () => {
    const res = await call<{ error: { code: string; details: { issues: { path: string }[] } } }>(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, email: 'not-an-email', message: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const paths = res.body.error.details.issues.map((i) => i.path).join(' ');
    expect(paths).toContain('email');
    expect(outbox(t)).toHaveLength(0);
  });

  it('enforces the field lengths of the contract', async () => {
    for (const payload of [
      { ...valid, name: '' },
      { ...valid, name: 'x'.repeat(101) },
      { ...valid, subject: 'x'.repeat(151) },
      { ...valid, message: 'x'.repeat(5001) },
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/contact', payload });
      expect(res.status).toBe(400);
    }
    expect(outbox(t)).toHaveLength(0);
  });

  it('answers a filled honeypot like a success but delivers nothing', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, website: 'http://spam.example' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(outbox(t)).toHaveLength(0);
  });

  it('allows 5 messages per 10 minutes per address, then answers 429 RATE_LIMITED', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '203.0.113.7',
      });
      expect(res.status).toBe(200);
    }
    const limited = await call<{ error: { code: string } }>(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '203.0.113.7',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '203.0.113.8',
    });
    expect(other.status).toBe(200);
    await mailDelivered(t.app);
    expect(outbox(t)).toHaveLength(6);
  });

  it('publishes the telemetry settings in the client config only when configured', async () => {
    const plain = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/client-config' });
    expect(plain.body).toMatchObject({ analyticsUrl: null, errorReportingUrl: null });
    const other = await createTestApp({
      ANALYTICS_URL: 'https://stats.example.com/collect',
      ERROR_REPORTING_URL: 'https://errors.example.com/report',
    });
    const configured = await call<Record<string, unknown>>(other.app, {
      method: 'GET',
      url: '/api/client-config',
    });
    expect(configured.body).toMatchObject({
      analyticsUrl: 'https://stats.example.com/collect',
      errorReportingUrl: 'https://errors.example.com/report',
    });
    const csp = String(
      (await other.app.inject({ method: 'GET', url: '/api/client-config' })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain('https://stats.example.com');
    expect(csp).toContain('https://errors.example.com');
    await other.close();
  });
});
