/**
 * A text field over a stored value, saved as the person types: while they edit, the field shows
 * their draft; otherwise the stored value (so changes from elsewhere show). Saves are debounced
 * (use-debounced-save.ts), flushed on blur and by `flush()` (Enter); blank text is never saved.
 */
import { useState, type ChangeEvent } from 'react';
import { useDebouncedSave } from './use-debounced-save.ts';

export function useDraftText(stored: string, save: (trimmed: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const { schedule, flush } = useDebouncedSave((text: string) => {
    const trimmed = text.trim();
    if (trimmed && trimmed !== stored) save(trimmed);
  });
  return {
    value: draft ?? stored,
    /** The person emptied the field: nothing will be saved until there is text again. */
    blank: draft !== null && draft.trim() === '',
    flush,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft(event.target.value);
      schedule(event.target.value);
    },
    onBlur: () => {
      flush();
      setDraft(null);
    },
  };
}
