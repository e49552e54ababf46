/**
 * The light half of a pending template (see pending-template.ts): what the template page needs
 * before anyone clicks, without the API client and its schemas.
 */
import type { Language } from '../../../shared/languages.ts';
import type { AppliedTemplate } from '../../../shared/contracts/templates.ts';

export const PENDING_TEMPLATE_KEY = 'pending-template';

export function rememberPendingTemplate(slug: string, language: Language, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(PENDING_TEMPLATE_KEY, JSON.stringify({ slug, language, at: now }));
  } catch {
    // Storage blocked: the visitor signs in and picks the template again.
  }
}

/** The board's matrix view, where a freshly applied template opens. */
export function boardPath(applied: Pick<AppliedTemplate, 'boardId'>): string {
  return `/app/board/${applied.boardId}/matrix`;
}
