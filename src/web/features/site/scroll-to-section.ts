/**
 * In-page navigation to a landing section: smooth (unless reduced motion is asked for), landing
 * 80 px below the top so the fixed header never covers the heading (sections carry
 * `scroll-margin-top: 80px`), and moving keyboard focus there too.
 */
export const HEADER_OFFSET_PX = 80;

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scroll to the element with this id; false when the page has no such section. */
export function scrollToSection(id: string, { updateHash = true } = {}): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET_PX;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // Keep the router's own history state so back/forward keep working.
  if (updateHash) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
