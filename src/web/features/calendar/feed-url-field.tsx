import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { CALENDAR_NS } from './calendar-i18n.ts';

type CopyState = 'idle' | 'copied' | 'selected';

/** The new feed's address, read-only, with a Copy button; without a clipboard the text is selected. */
export function FeedUrlField({ url }: { url: string }) {
  const { t } = useTranslation(CALENDAR_NS);
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  function selectAll() {
    input.current?.focus();
    input.current?.select();
  }

  async function handleCopy() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      selectAll();
      setState('selected');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Field label={t('urlLabel')} hint={t('urlHint')}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              ref={input}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} font-mono`}
              data-testid="calendar-feed-url"
            />
            <Button variant="secondary" onClick={() => void handleCopy()} className="shrink-0">
              {state === 'copied' ? (
                <Check aria-hidden className="size-4" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {t('copy')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {state === 'copied' && t('copied')}
        {state === 'selected' && t('copyFallback')}
      </p>
    </div>
  );
}
