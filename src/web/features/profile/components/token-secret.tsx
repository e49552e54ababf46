/** A new token's secret, read-only, with Copy; shown once (the server keeps only its hash). */
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';

type CopyState = 'idle' | 'copied' | 'selected';

export function TokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  async function handleCopy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(secret);
      setState('copied');
    } catch {
      // Without a clipboard (an insecure origin, a refusal): select it for the person to copy.
      input.current?.focus();
      input.current?.select();
      setState('selected');
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-200 bg-amber-50 p-3">
      <Field label={t('tokens.secretLabel')} hint={t('tokens.shownOnce')}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              ref={input}
              readOnly
              value={secret}
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} font-mono`}
              data-testid="api-token-secret"
            />
            <Button variant="secondary" onClick={() => void handleCopy()} className="shrink-0">
              {state === 'copied' ? (
                <Check aria-hidden className="size-4" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {t('tokens.copy')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {state === 'copied' && t('tokens.copied')}
        {state === 'selected' && t('tokens.copyFallback')}
      </p>
      <div>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('tokens.done')}
        </Button>
      </div>
    </div>
  );
}
