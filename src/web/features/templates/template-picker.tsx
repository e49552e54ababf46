/**
 * The templates offered in the app's "New board" dialog: the same twenty the public site shows, in
 * the person's language. Choosing one creates the board with its starter tasks (one write on the
 * server, within the plan's limits: a refusal is said by the usual error toast) and hands its id
 * back, so the dialog can open the board once this device has it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { LayoutTemplate, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { applyTemplate } from '../../../shared/contracts/templates.ts';
import type { Language } from '../../../shared/languages.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { api } from '../../lib/api.ts';
import { isLanguage } from '../../lib/i18n.ts';
import { loadTemplateManifest } from './content/index.ts';
import { TEMPLATES_NAMESPACE } from './templates-i18n.ts';

export function TemplatePicker({ onApplied }: { onApplied: (boardId: string) => void }) {
  const { t, i18n } = useTranslation(TEMPLATES_NAMESPACE);
  const lng: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const manifest = useQuery({
    queryKey: ['template-manifest', lng],
    queryFn: () => loadTemplateManifest(lng),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const apply = useMutation({
    mutationFn: (slug: string) => api(applyTemplate, { params: { slug }, body: { language: lng } }),
    onSuccess: (applied) => onApplied(applied.boardId),
  });
  const headingId = 'new-board-templates';
  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <LayoutTemplate aria-hidden size={16} />
        {t('picker.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('picker.lead')}</p>
      {manifest.isPending && <p className="mt-3 text-sm text-slate-600">{t('picker.loading')}</p>}
      <ul className="mt-3 grid max-h-[40dvh] gap-1.5 overflow-y-auto pe-1">
        {manifest.data?.map((entry) => {
          const busy = apply.isPending && apply.variables === entry.slug;
          return (
            <li key={entry.slug}>
              <button
                type="button"
                disabled={apply.isPending}
                aria-busy={busy || undefined}
                onClick={() => apply.mutate(entry.slug)}
                className={cn(
                  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-900 ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-70',
                  focusRing,
                )}
              >
                <span className="flex-1 font-medium">{entry.persona}</span>
                {busy && <Loader2 aria-hidden size={16} className="animate-spin" />}
                {busy && <span className="sr-only">{t('guide.creating')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
