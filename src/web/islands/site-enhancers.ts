/**
 * What the landing page's header, footer and sections do without React (ADR 0033), on the
 * prerendered markup of public-header.tsx, language-switcher.tsx and section-link.tsx, which stay
 * the React implementation everywhere React Router runs. Same behaviour, rule for rule:
 * - the mobile menu toggles (label and icon follow), closes on Escape and after a choice;
 * - a language switcher closes on Escape (focus back on it) and on a press outside; choosing a
 *   language remembers it (`userLanguage`) and keeps the query and hash;
 * - a section link scrolls to its section on this page (scroll-to-section.ts);
 * - an English page moves a visitor whose stored or browser language is another to that copy.
 * Plain DOM code: the bootstrap imports it statically, so it must not import React or i18next.
 */
import { scrollToSection } from '../features/site/scroll-to-section.ts';
import { detectLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from '../lib/language-preference.ts';
import { languageFromPath, localizedPath } from '../lib/public-language.ts';

/** Leaves an English page for the preferred language's copy; true when the page is being left. */
export function moveToPreferredLanguage(location: Location): boolean {
  const { lng, basePath } = languageFromPath(location.pathname);
  if (lng !== 'en') return false;
  let preferred: string;
  try {
    preferred = detectLanguage();
  } catch {
    return false; // Storage blocked: stay in English.
  }
  if (!isLanguage(preferred) || preferred === 'en') return false;
  location.replace(`${localizedPath(basePath, preferred)}${location.search}${location.hash}`);
  return true;
}

/** The mobile menu's toggle (`[data-menu-toggle]`, with `aria-controls` naming the menu). */
export function enhanceMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const set = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    toggle.querySelector('[data-icon="close"]')?.toggleAttribute('hidden', !open);
    toggle.querySelector('[data-icon="open"]')?.toggleAttribute('hidden', open);
  };
  toggle.addEventListener('click', () => set(menu.hidden !== false));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') set(false);
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) set(false);
  });
}

function rememberLanguage(lng: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Blocked storage: the choice still applies to this visit through the URL.
  }
}

/** Language switchers (`details[data-language-switcher]`) and links (`a[data-language-link]`). */
export function enhanceLanguageLinks(doc: Document): void {
  const switchers = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-language-switcher]')];
  for (const details of switchers) {
    details.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    });
  }
  doc.addEventListener('pointerdown', (event) => {
    for (const details of switchers) {
      if (details.open && event.target instanceof Node && !details.contains(event.target))
        details.open = false;
    }
  });
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    link.addEventListener('click', () => {
      rememberLanguage(link.hreflang);
      // The prerendered link has no query or hash; the page may have been opened with them.
      const { search, hash } = doc.location;
      link.href = `${new URL(link.href).pathname}${search}${hash}`;
      const details = link.closest('details');
      if (details) details.open = false;
    });
  }
}

/** Section links (`a[data-section]`) scroll within the page instead of loading it again. */
export function enhanceSectionLinks(doc: Document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link =
      event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-section]') : null;
    const id = link?.dataset.section;
    if (id && scrollToSection(id)) event.preventDefault();
  });
}

/** Spec §9: arriving with a section in the URL (e.g. /pricing → /#pricing) scrolls there after 100 ms. */
export function scrollToArrivalSection(location: Location, delayMs = 100): void {
  const id = decodeURIComponent(location.hash.replace(/^#/, ''));
  if (id) window.setTimeout(() => scrollToSection(id, { updateHash: false }), delayMs);
}
