/**
 * Focus that must not fall to the page when the control holding it goes away (a toast's buttons, a
 * banner's answer): it goes back to where it came from, else to the page's main content.
 */

/** The element focus came from when it entered `container` (a focus event's `relatedTarget`). */
export function focusOrigin(event: {
  relatedTarget: EventTarget | null;
  currentTarget: Element;
}): HTMLElement | null {
  const from = event.relatedTarget;
  return from instanceof HTMLElement && !event.currentTarget.contains(from) ? from : null;
}

/** Focus `origin` if it is still on the page, else the main content. */
export function focusBack(origin: HTMLElement | null): void {
  const target = origin?.isConnected ? origin : document.getElementById('main');
  target?.focus();
}
