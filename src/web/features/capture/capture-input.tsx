/**
 * A capture field: the text input, the microphone (where the browser can listen), the chips of
 * what was understood, and a polite status that says them. Backspace at the very start of the
 * field (or in an empty one) removes the last chip, as in a token field. The first focus loads
 * the parser.
 */
import { Mic, Square } from 'lucide-react';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_TITLE_MAX } from '../../../shared/contracts/tasks.ts';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { CaptureChips } from './capture-chips.tsx';
import { CAPTURE_NS } from './capture-i18n.ts';
import { chipText, type Chip } from './chips.ts';
import { preloadCaptureParser } from './parser-loader.ts';
import type { CaptureField } from './use-capture-field.ts';
import { useVoiceCapture } from './use-voice-capture.ts';

export interface CaptureInputProps {
  field: CaptureField;
  label: string;
  placeholder: string;
  /** Spoken or pasted text holding several tasks: the owner lists them to confirm. */
  onBrainDump?: (texts: string[]) => void;
  inputClassName?: string;
  autoFocus?: boolean;
  /** Tasks entered before the parser arrived, still to be added (use-held-submits.ts). */
  pending?: number;
}

export function CaptureInput({
  field,
  label,
  placeholder,
  onBrainDump,
  inputClassName,
  autoFocus,
  pending = 0,
}: CaptureInputProps) {
  const { t } = useTranslation(CAPTURE_NS);
  const id = useId();
  const chipsId = `${id}-chips`;
  const summaryId = `${id}-summary`;
  const voiceId = `${id}-voice`;
  const input = useRef<HTMLInputElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const voice = useVoiceCapture({
    text: field.text,
    onText: (text) => field.setText(text.slice(0, TASK_TITLE_MAX)),
    onDone: offerBrainDump,
  });

  /** True when `text` held several tasks and went to the owner's list. */
  function offerBrainDump(text: string): boolean {
    if (!onBrainDump) return false;
    const texts = field.splitText(text);
    if (texts.length < 2) return false;
    onBrainDump(texts);
    return true;
  }

  // A pasted paragraph (its line breaks would be lost in a one-line field) goes to the list whole.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    const { selectionStart, selectionEnd } = event.currentTarget;
    const text =
      field.text.slice(0, selectionStart ?? field.text.length) +
      pasted +
      field.text.slice(selectionEnd ?? field.text.length);
    if (offerBrainDump(text)) event.preventDefault();
  }

  function remove(chip: Chip) {
    field.removeChip(chip);
    setNotice(t('chips.removed', { chip: chipText(chip) }));
    input.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Backspace' || field.chips.length === 0) return;
    const { selectionStart, selectionEnd } = event.currentTarget;
    const atStart = selectionStart === 0 && selectionEnd === 0;
    if (!atStart && field.text !== '') return;
    const last = field.chips[field.chips.length - 1];
    if (!last) return;
    event.preventDefault();
    remove(last);
  }

  const pendingText = pending > 0 ? t('held.adding', { count: pending }) : null;
  const summary =
    field.chips.length > 0 ? t('chips.summary', { chips: field.chips.map(chipText).join('; ') }) : '';
  const describedBy = [
    field.chips.length > 0 ? summaryId : null,
    voice.error || voice.listening ? voiceId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <input
          ref={input}
          type="text"
          aria-label={label}
          placeholder={placeholder}
          value={field.text}
          maxLength={TASK_TITLE_MAX}
          enterKeyHint="done"
          autoFocus={autoFocus}
          aria-describedby={describedBy || undefined}
          onFocus={preloadCaptureParser}
          onChange={(event) => {
            setNotice(null);
            field.setText(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
          className={cn(
            'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 coarse:min-h-11 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600',
            inputClassName,
          )}
        />
        {voice.available && (
          <button
            type="button"
            onClick={() => {
              preloadCaptureParser();
              voice.toggle();
            }}
            aria-pressed={voice.listening}
            aria-label={voice.listening ? t('voice.stop') : t('voice.start')}
            className={cn(
              'inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 coarse:size-11',
              voice.listening && 'bg-red-50 text-red-700 ring-1 ring-red-300',
              focusRing,
            )}
          >
            {voice.listening ? <Square aria-hidden size={14} /> : <Mic aria-hidden size={16} />}
          </button>
        )}
      </div>
      <CaptureChips id={chipsId} chips={field.chips} onRemove={remove} />
      {(voice.listening || voice.error) && (
        <p
          id={voiceId}
          role={voice.error ? 'alert' : undefined}
          className={cn('text-xs', voice.error ? 'text-red-700' : 'text-slate-600')}
        >
          {voice.error ? t(`voice.errors.${voice.error}`) : t('voice.listening')}
        </p>
      )}
      {/* Said by the status below; shown so an Enter that is waiting is not taken for a lost one. */}
      {pendingText && (
        <p aria-hidden className="text-xs text-slate-600">
          {pendingText}
        </p>
      )}
      {/* The field's description (hidden, still read: a list's own name would stand in for its chips). */}
      <span id={summaryId} hidden>
        {summary}
      </span>
      <p role="status" aria-live="polite" className="sr-only">
        {pendingText ?? notice ?? summary}
      </p>
    </div>
  );
}
