/**
 * The frame of every identity page, drawn as the app's public pages are: the header with the
 * Quadrant mark (the same four squares as the web app's logo) and the language switcher, then one
 * card. Rendered by React's server renderer, so every text and attribute is escaped by
 * construction. No script: the switcher is a native <details>, and the theme is the one chosen in
 * the app (`data-theme`, from the cookie the app's login page sets) or else the system's, through
 * CSS alone (the CSP allows no inline script, and these pages need none).
 */
import { createElement as h, type ReactNode } from 'react';
import { LANGUAGES } from '../../../../shared/languages.ts';
import type { PageContext } from './page-context.ts';

/** The web app's LogoMark (src/web/features/site/logo.tsx): decorative, beside the word. */
function LogoMark() {
  const square = (x: number, y: number, fill: string) =>
    h('rect', { key: `${x}-${y}`, x, y, width: 13, height: 13, rx: 3, fill });
  return h(
    'svg',
    { className: 'logo', viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, focusable: false },
    square(2, 2, '#4f46e5'),
    square(17, 2, '#a5b4fc'),
    square(2, 17, '#c7d2fe'),
    square(17, 17, '#e0e7ff'),
  );
}

function Icon({ paths }: { paths: string[] }) {
  return h(
    'svg',
    { className: 'icon', viewBox: '0 0 24 24', width: 16, height: 16, 'aria-hidden': true, focusable: false },
    ...paths.map((d) => h('path', { key: d, d })),
  );
}

const GLOBE = [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20',
  'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20',
  'M2 12h20',
];
const CHECK = ['M20 6 9 17l-5-5'];

/** The public header's switcher: one link per language to this same page in that language. */
function LanguageSwitcher({ page }: { page: PageContext }) {
  const href = page.languageHref;
  if (!href) return null;
  const current = page.tc(`language.${page.lng}`);
  const items = LANGUAGES.map((option) =>
    h(
      'li',
      { key: option },
      h(
        'a',
        {
          href: href(option),
          hrefLang: option,
          lang: option,
          'aria-current': option === page.lng ? 'true' : undefined,
        },
        h('span', null, page.tc(`language.${option}`)),
        option === page.lng ? h(Icon, { paths: CHECK }) : null,
      ),
    ),
  );
  return h(
    'details',
    { className: 'lang' },
    h(
      'summary',
      { 'aria-label': page.ts('language.current', { language: current }) },
      h(Icon, { paths: GLOBE }),
      h('span', null, current),
    ),
    h('ul', { className: 'lang-menu' }, ...items),
  );
}

export interface LayoutProps {
  page: PageContext;
  title: string;
  /** `no-referrer` on pages whose URL carries a secret (a reset link's token). */
  referrer?: 'no-referrer' | undefined;
  children?: ReactNode;
}

export function Layout({ page, title, referrer, children }: LayoutProps) {
  return h(
    'html',
    { lang: page.lng, dir: 'ltr', 'data-theme': page.theme },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('meta', { name: 'robots', content: 'noindex' }),
      h('meta', { name: 'referrer', content: referrer ?? 'strict-origin-when-cross-origin' }),
      h('meta', { name: 'color-scheme', content: page.theme ?? 'light dark' }),
      h('title', null, `${title} · Quadrant`),
      h('link', { rel: 'stylesheet', href: page.stylesheet }),
    ),
    h(
      'body',
      null,
      h(
        'header',
        { className: 'site-header' },
        h(
          'div',
          { className: 'bar' },
          h(
            'a',
            { className: 'brand', href: page.homeHref, 'aria-label': page.ts('homeLink') },
            h(LogoMark),
            h('span', null, 'Quadrant'),
          ),
          h(LanguageSwitcher, { page }),
        ),
      ),
      h('main', { className: 'card' }, children),
    ),
  );
}
