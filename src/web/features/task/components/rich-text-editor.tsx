/**
 * The description editor (Tiptap), loaded on demand so the board's own JavaScript does not grow.
 * Stored HTML is only ever rendered by Tiptap's schema (unknown tags and attributes are dropped),
 * never injected as HTML. Links are limited by link-policy.ts. Saves go through `onChange` (the
 * caller debounces) and `onBlur`.
 */
import Link from '@tiptap/extension-link';
import TaskItem from '@tiptap/extension-task-item';
import TaskList from '@tiptap/extension-task-list';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { i18n } from '../../../lib/i18n.ts';
import { TASK_NS } from '../i18n.ts';
import { isAllowedHref } from '../link-policy.ts';
import { EditorToolbar } from './editor-toolbar.tsx';

export interface RichTextEditorProps {
  value: string;
  label: string;
  onChange: (html: string) => void;
  onBlur: () => void;
}

const EXTENSIONS = [
  StarterKit.configure({ link: false, heading: { levels: [3, 4] } }),
  Link.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['mailto'],
    isAllowedUri: (url) => isAllowedHref(url),
    shouldAutoLink: (url) => isAllowedHref(url.includes(':') ? url : `https://${url}`),
    HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  }),
  TaskList,
  TaskItem.configure({
    nested: true,
    a11y: {
      checkboxLabel: (node) =>
        i18n.t('checklist.done', {
          ns: TASK_NS,
          text: node.textContent || i18n.t('editor.emptyItem', { ns: TASK_NS }),
        }),
    },
  }),
];

export function RichTextEditor({ value, label, onChange, onBlur }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class:
          'tiptap-description min-h-28 px-3 py-2 text-sm text-slate-900 focus:outline-none [&_a]:text-indigo-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul:not([data-type=taskList])]:list-disc [&_ul:not([data-type=taskList])]:pl-6 [&_ul[data-type=taskList]_li]:flex [&_ul[data-type=taskList]_li]:gap-2',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // A change from elsewhere (another device, a rollback) shows unless the person is typing here.
  useEffect(() => {
    // A destroyed editor (remounted, or the sheet closing) has no schema left to serialize with.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rounded-md border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-indigo-600">
      <EditorToolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
