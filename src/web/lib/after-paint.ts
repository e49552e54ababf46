/**
 * Run work after the next paint: a write's storage and network calls start once the frame that
 * shows its optimistic change has been drawn, not inside the key press that made it (the frame
 * would wait for them). The callback runs in a task queued from the next animation frame; a page
 * that draws no frames (hidden, or no requestAnimationFrame) runs it after `fallbackMs` instead.
 */
export function afterNextPaint(run: () => void, fallbackMs = 50): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}
