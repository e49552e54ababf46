/**
 * Enter pressed before the parser has arrived (the first use of quick add in a session, within
 * the moment its chunk takes) must not add the words as a plain title, and must not lose them
 * either. The submit is held with what it said at that moment (the form's own snapshot: the text,
 * and whatever was picked beside it), and the field is free at once for the next task. When the
 * parser arrives, every held submit is handed back, in the order made, to be understood as it
 * would have been a moment later; if the parser cannot load, they are handed back all the same,
 * for the field to add as plain titles. A form closed meanwhile (a dialog dismissed, a lane left)
 * still gets them back, with the parser, once it is there: `gone` says so, and nothing can then be
 * asked of the person (no brain-dump list to confirm).
 *
 * (Holding a flag and submitting the form again on arrival read the field as it was then: a
 * second task typed meanwhile was added and the first one lost.)
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadCaptureParser, type CaptureModule } from './parser-loader.ts';
import type { CaptureField } from './use-capture-field.ts';

/** For submits handed back after their form has gone: the parser, or null if it could not load. */
export interface Gone {
  parser: CaptureModule | null;
}

export function useHeldSubmits<T>(
  field: Pick<CaptureField, 'ready' | 'load'>,
  release: (held: readonly T[], gone: Gone | null) => void,
) {
  const held = useRef<T[]>([]);
  // How many wait, for the field to say so: an Enter with no visible effect looks lost.
  const [waiting, setWaiting] = useState(0);
  // The release of the render that saw the parser: it parses with that render's field.
  const releaseRef = useRef(release);
  useLayoutEffect(() => {
    releaseRef.current = release;
  });
  useEffect(() => {
    if (!field.ready || held.current.length === 0) return;
    const submits = held.current;
    held.current = [];
    setWaiting(0);
    releaseRef.current(submits, null);
  }, [field.ready]);
  useEffect(
    () => () => {
      const submits = held.current;
      if (submits.length === 0) return;
      held.current = [];
      const handBack = (parser: CaptureModule | null) => releaseRef.current(submits, { parser });
      loadCaptureParser({ waiting: true }).then(handBack, () => handBack(null));
    },
    [],
  );

  /** Keep `submit` until the parser is there (and start loading it). */
  function hold(submit: T): void {
    held.current.push(submit);
    setWaiting(held.current.length);
    field.load();
  }

  return { hold, waiting };
}
