/**
 * Reads the outbox the way a person reads their mail, for the password-reset tests: the mailer
 * writes .eml files (base64 body, RFC 2047 subjects) after the page has answered.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { outboxDir } from '../../mail/mailer.ts';
import { pathOf, type Browser } from '../identity.test-support.ts';

export const RESET_CREDENTIALS = '/realms/quadrant/login-actions/reset-credentials';
export const RESET_PASSWORD = '/realms/quadrant/login-actions/reset-password';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  /** The reset link in the text. */
  link: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_m, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );
}

function readEml(file: string): ReadMail {
  const raw = fs.readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).split('\r\n');
  const header = (name: string): string =>
    decodeWords(headers.find((h) => h.startsWith(`${name}: `))?.slice(name.length + 2) ?? '');
  const text = Buffer.from(raw.slice(split + 4).replace(/\s+/g, ''), 'base64').toString('utf8');
  const link = /https?:\/\/\S+reset-password\S+/.exec(text)?.[0] ?? '';
  return { to: header('To'), subject: header('Subject'), text, link };
}

function mailFiles(dataDir: string): string[] {
  const dir = outboxDir(dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Waits until the outbox holds `count` messages (mail goes out after the response), oldest first. */
export async function waitForMail(dataDir: string, count: number): Promise<ReadMail[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = mailFiles(dataDir);
    if (files.length >= count) return files.map(readEml);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`expected ${count} mail(s) in the outbox, found ${mailFiles(dataDir).length}`);
}

export function outboxCount(dataDir: string): number {
  return mailFiles(dataDir).length;
}

/** Asks for a reset link the way the form does. */
export function requestReset(
  b: Browser,
  email: string,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return b.post(RESET_CREDENTIALS, { email, kc_locale: 'en', ...extra });
}

/** The form's hidden fields and action on a new-password page. */
export function resetForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form [^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    fields[m[1] ?? ''] = m[2] ?? '';
  return { action: pathOf(action), fields };
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
