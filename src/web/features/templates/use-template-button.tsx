import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Language } from '../../../shared/languages.ts';
import { applyTemplate } from '../../../shared/contracts/templates.ts';
import { api } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { boardPath, rememberPendingTemplate } from './pending-template.ts';
import './templates-i18n.ts';

export interface UseTemplateButtonProps {
  slug: string;
  lng: Language;
  signedIn: boolean;
  taskCount: number;
}

/**
 * "Use this template". A link to sign-in by default (so it works before hydration and without JS);
 * signed in, it creates the board and opens it; signed out, it remembers the choice first.
 */
export function UseTemplateButton({ slug, lng, signedIn, taskCount }: UseTemplateButtonProps) {
  const { t } = useTranslation('templates-ui', { lng });
  const navigate = useNavigate();
  const apply = useMutation({
    mutationFn: () => api(applyTemplate, { params: { slug }, body: { language: lng } }),
    onSuccess: (applied) => navigate(boardPath(applied)),
    meta: { silent: true },
  });
  const href = `/auth/login?template=${encodeURIComponent(slug)}`;

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!signedIn) {
      rememberPendingTemplate(slug, lng);
      return;
    }
    event.preventDefault();
    if (!apply.isPending) apply.mutate();
  }

  return (
    <div>
      <a
        href={href}
        onClick={handleClick}
        role={signedIn ? 'button' : undefined}
        aria-disabled={apply.isPending || undefined}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-indigo-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {apply.isPending && <Loader2 aria-hidden className="size-5 animate-spin" />}
        {apply.isPending ? t('guide.creating') : t('guide.useTemplate')}
      </a>
      <p className="mt-2 text-sm text-slate-600">
        {t('guide.useTemplateNote', { count: taskCount })} {!signedIn && t('guide.signInNote')}
      </p>
      {apply.isError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {describeError(apply.error)}
        </p>
      )}
    </div>
  );
}
