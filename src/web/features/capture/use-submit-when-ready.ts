/**
 * Enter pressed before the parser has arrived (the first use of quick add in a session, within
 * the moment its chunk takes) must not add the words as a plain title: the submit waits for the
 * parser, then runs again by itself, so what was typed is understood as it would have been a
 * moment later. If the parser cannot load, it runs with the plain title.
 */
import { useEffect, useRef } from 'react';
import type { CaptureField } from './use-capture-field.ts';

export function useSubmitWhenReady(field: Pick<CaptureField, 'ready' | 'load'>) {
  const formRef = useRef<HTMLFormElement>(null);
  const waiting = useRef(false);
  useEffect(() => {
    if (!field.ready || !waiting.current) return;
    waiting.current = false;
    formRef.current?.requestSubmit();
  }, [field.ready]);

  /** In a submit handler: true to add now; false when the submit waits for the parser. */
  function readyToSubmit(): boolean {
    if (field.ready) return true;
    waiting.current = true;
    field.load();
    return false;
  }

  return { formRef, readyToSubmit };
}
