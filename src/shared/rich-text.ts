/**
 * The markup a task description may hold: what a Tiptap 3 editor (StarterKit, Link, TaskList and
 * TaskItem) writes, and nothing else. The server sanitizes every description to this list before
 * storing it (server/modules/tasks/rich-text.ts); a client can rely on it when rendering.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  // Task lists: ul[data-type=taskList] > li[data-type=taskItem][data-checked] > label > input + span, div.
  'label',
  'input',
  'span',
  'div',
] as const;

/** The only link targets kept; any other `href` is dropped (the link's text stays). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link opens in a new tab, without the opener, the referrer, or an endorsement. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';
export const RICH_TEXT_LINK_TARGET = '_blank';
