/**
 * A template chosen by a signed-out visitor: remembered in sessionStorage (`pending-template`)
 * across sign-in, then applied once by `applyPendingTemplate()`, which the app calls after sign-in
 * and which returns where to go (the new board), or null when nothing was pending.
 */
import { z } from 'zod';
import { LanguageSchema } from '../../../shared/contracts/me.ts';
import { type Language } from '../../../shared/languages.ts';
import { applyTemplate, type AppliedTemplate } from '../../../shared/contracts/templates.ts';
import { api } from '../../lib/api.ts';
import { boardPath, PENDING_TEMPLATE_KEY } from './remember-template.ts';

export { boardPath, PENDING_TEMPLATE_KEY, rememberPendingTemplate } from './remember-template.ts';

/** Like a pending sign-in (spec §9), a pending template expires after an hour. */
export const PENDING_TEMPLATE_TTL_MS = 60 * 60 * 1000;

const PendingTemplateSchema = z.object({
  slug: z.string().regex(/^[a-z][a-z0-9-]*$/),
  language: LanguageSchema,
  at: z.number(),
});
export type PendingTemplate = z.infer<typeof PendingTemplateSchema>;

/** The pending template, removed from storage so it applies at most once; null if none or expired. */
export function takePendingTemplate(now = Date.now()): PendingTemplate | null {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(PENDING_TEMPLATE_KEY);
    window.sessionStorage.removeItem(PENDING_TEMPLATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = PendingTemplateSchema.safeParse(value);
  if (!parsed.success || now - parsed.data.at > PENDING_TEMPLATE_TTL_MS || parsed.data.at > now) return null;
  return parsed.data;
}

/** Create a board from a template now (signed in); returns where it opens. */
export async function applyTemplateNow(slug: string, language: Language): Promise<string> {
  return boardPath(await api(applyTemplate, { params: { slug }, body: { language } }));
}

/** Apply the template a visitor chose before signing in. Call once the session is ready. */
export async function applyPendingTemplate(): Promise<{ applied: AppliedTemplate; path: string } | null> {
  const pending = takePendingTemplate();
  if (!pending) return null;
  const applied = await api(applyTemplate, {
    params: { slug: pending.slug },
    body: { language: pending.language },
  });
  return { applied, path: boardPath(applied) };
}
