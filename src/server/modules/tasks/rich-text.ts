/**
 * A task description is HTML written by the client's rich-text editor (Tiptap 3: StarterKit, Link,
 * TaskList/TaskItem), so it is never trusted: the server keeps only that editor's markup.
 * Rules:
 * - Allowed: the tags of shared/rich-text.ts (p, br, strong/b, em/i, s, u, code with a `language-*`
 *   class, pre, blockquote, h1–h3, ul, ol, li, hr, a, and the task-list markup: ul[data-type],
 *   li[data-type][data-checked], label, a disabled checkbox input, span, div). Everything else goes:
 *   script, style, iframe, svg, event handlers, style attributes. Script and style keep no text.
 * - Links keep only http:, https: and mailto: targets, and always open in a new tab without the
 *   opener or referrer (rel="noopener noreferrer nofollow" target="_blank").
 * - A description with no text is stored as '' (an empty editor sends `<p></p>`).
 * - The plain text (for search) is taken from the sanitized HTML, entities decoded, one line per
 *   block, so words of adjacent paragraphs never run together.
 */
import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_LINK_TARGET,
  RICH_TEXT_TAGS,
} from '../../../shared/rich-text.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    ul: [{ name: 'data-type', multiple: false, values: ['taskList'] }],
    li: [
      { name: 'data-type', multiple: false, values: ['taskItem'] },
      { name: 'data-checked', multiple: false, values: ['true', 'false'] },
    ],
    input: ['type', 'checked', 'disabled'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'iframe'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: RICH_TEXT_LINK_REL,
        target: RICH_TEXT_LINK_TARGET,
      },
    }),
    // The only input an editor's task item has: a checkbox that shows its state and cannot be used.
    input: (tagName, attribs) => ({
      tagName,
      attribs: {
        type: 'checkbox',
        disabled: 'disabled',
        ...('checked' in attribs ? { checked: 'checked' } : {}),
      },
    }),
  },
};

const BLOCKS = new Set(['p', 'br', 'li', 'pre', 'blockquote', 'h1', 'h2', 'h3', 'hr', 'div', 'ul', 'ol']);

/** The text of (already sanitized) HTML: entities decoded, a line break between blocks. */
export function htmlToText(html: string): string {
  let out = '';
  const parser = new Parser(
    {
      ontext: (text) => {
        out += text;
      },
      onopentag: (name) => {
        if (BLOCKS.has(name)) out += '\n';
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) out += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

export interface SanitizedDescription {
  /** Safe HTML to store and return; '' when it holds no text. */
  html: string;
  /** Its plain text, for search. */
  text: string;
}

export function sanitizeDescription(input: string): SanitizedDescription {
  const html = sanitizeHtml(input, OPTIONS).trim();
  const text = htmlToText(html);
  return text === '' ? { html: '', text: '' } : { html, text };
}
