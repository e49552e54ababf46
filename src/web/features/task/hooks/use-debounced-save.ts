/**
 * Save-as-you-type: `schedule(value)` saves after a pause (400 ms), `flush()` saves now (blur,
 * Enter, closing the sheet). Whatever is still pending when the component unmounts is saved, so
 * closing the sheet mid-sentence loses nothing.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

export const SAVE_DELAY_MS = 400;

export function useDebouncedSave<T>(save: (value: T) => void, delay = SAVE_DELAY_MS) {
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ value: T } | null>(null);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) saveRef.current(next.value);
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => flush, [flush]);
  return { schedule, flush };
}
