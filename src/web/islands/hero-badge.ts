/**
 * The hero badge without React (ADR 0033), on hero-badge.tsx's prerendered markup, with its rules:
 * the language name changes every 3 s, pauses while hovered or focused, and its button stops it
 * for good (WCAG 2.2.2), its label and icon following.
 */
import { BADGE_INTERVAL_MS } from '../features/landing/badge-interval.ts';

export function enhanceHeroBadge(badge: HTMLElement, intervalMs = BADGE_INTERVAL_MS): () => void {
  const names = [...badge.querySelectorAll<HTMLElement>('[data-active]')];
  const toggle = badge.querySelector<HTMLButtonElement>('[data-badge-toggle]');
  let index = Math.max(
    0,
    names.findIndex((name) => name.dataset.active === 'true'),
  );
  let stopped = false;
  let hovered = false;
  let timer: number | undefined;

  const show = () =>
    names.forEach((name, i) => {
      name.dataset.active = String(i === index);
      name.classList.toggle('opacity-100', i === index);
      name.classList.toggle('opacity-0', i !== index);
    });
  const schedule = () => {
    window.clearInterval(timer);
    timer = undefined;
    if (stopped || hovered || names.length < 2) return;
    timer = window.setInterval(() => {
      index = (index + 1) % names.length;
      show();
    }, intervalMs);
  };
  const hover = (value: boolean) => () => {
    hovered = value;
    schedule();
  };
  badge.addEventListener('pointerenter', hover(true));
  badge.addEventListener('pointerleave', hover(false));
  badge.addEventListener('focusin', hover(true));
  badge.addEventListener('focusout', hover(false));
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    toggle.setAttribute(
      'aria-label',
      (stopped ? toggle.dataset.labelResume : toggle.dataset.labelPause) ?? '',
    );
    toggle.querySelector('[data-icon="resume"]')?.toggleAttribute('hidden', !stopped);
    toggle.querySelector('[data-icon="pause"]')?.toggleAttribute('hidden', stopped);
    schedule();
  });
  schedule();
  return () => window.clearInterval(timer);
}
