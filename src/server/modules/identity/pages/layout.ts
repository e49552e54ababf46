/**
 * The frame of every identity page, drawn as the web app's own sign-in page is (issue 33: they
 * looked like another site): the same header (the app's mark, "Quadrant", the language switcher)
 * on the same gradient, and one card of the same size, centred on a wide screen. Rendered by React's server renderer, so every text and attribute is escaped by
 * construction. No script: the switcher is a native <details>, and the theme is the one chosen in
 * the app (`data-theme`, from the cookie the app's login page sets) or else the system's, through
 * CSS alone (the CSP allows no inline script, and these pages need none).
 */
import { createElement as h, type ReactNode } from 'react';
import { LANGUAGES } from '../../../../shared/languages.ts';
import type { PageContext } from './page-context.ts';

/** The mark the web app's own sign-in page shows (public/favicon.svg): decorative, beside the word. */
function LogoMark() {
  const square = (x: number, y: number, fill: string) =>
    h('rect', { key: `${x}-${y}`, x, y, width: 9, height: 9, rx: 2, fill });
  return h(
    'svg',
    { className: 'logo', viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, focusable: false },
    h('rect', { width: 32, height: 32, rx: 7, fill: '#4f46e5' }),
    square(6, 6, '#fecaca'),
    square(17, 6, '#bfdbfe'),
    square(6, 17, '#fde68a'),
    square(17, 17, '#e5e7eb'),
  );
}

function Icon({ paths }: { paths: string[] }) {
  return h(
    'svg',
    { className: 'icon', viewBox: '0 0 24 24', width: 16, height: 16, 'aria-hidden': true, focusable: false },
    ...paths.map((d) => h('path', { key: d, d })),
  );
}

/** lucide's Languages and ChevronDown, as the web sign-in page's switcher draws them. */
const LANGUAGES_ICON = ['m5 8 6 6', 'm4 14 6-6 2-3', 'M2 5h12', 'M7 2h1', 'm22 22-5-10-5 10', 'M14 18h6'];
const CHEVRON = ['m6 9 6 6 6-6'];
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
      h(Icon, { paths: LANGUAGES_ICON }),
      h('span', { className: 'lang-name' }, current),
      h('span', { className: 'chevron' }, h(Icon, { paths: CHEVRON })),
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
      h('main', { className: 'frame' }, h('div', { className: 'card' }, children)),
    ),
  );
}
