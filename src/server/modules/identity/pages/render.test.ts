/**
 * The pages escape by construction: whatever reaches a component as text or as an attribute is
 * written as text, and a `javascript:` link is refused by React itself.
 */
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { MessagePage } from './message-page.ts';
import { pageContext } from './page-context.ts';
import { renderPage } from './render.ts';
import { RegisterPage } from './sign-in-page.ts';

const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;
const config = loadConfig({ NODE_ENV: 'test' });

describe('identity pages rendered by React', () => {
  it('write hostile text and attributes as text', () => {
    const page = pageContext(config, { choice: 'fr', here: `/x?q=${encodeURIComponent(HOSTILE)}` });
    const html = renderPage(
      h(RegisterPage, {
        page,
        view: {
          action: `/register?${HOSTILE}`,
          signInUrl: HOSTILE,
          values: { name: HOSTILE, email: HOSTILE },
          errors: [{ field: 'name', message: HOSTILE }],
          emailTaken: true,
          notice: HOSTILE,
        },
      }),
    );
    expect(html.startsWith('<!DOCTYPE html><html lang="fr"')).toBe(true);
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;');
  });

  it('refuse a javascript: link', () => {
    const page = pageContext(config, {});
    const html = renderPage(
      h(MessagePage, {
        page,
        view: {
          heading: 'h',
          body: 'b',
          code: HOSTILE,
          link: { href: 'javascript:alert(1)', label: HOSTILE },
        },
      }),
    );
    expect(html).not.toContain('href="javascript:alert(1)"');
    expect(html).not.toMatch(/<script|<img/);
    // No switcher without an address to reload in another language.
    expect(html).not.toContain('hrefLang');
  });
});
