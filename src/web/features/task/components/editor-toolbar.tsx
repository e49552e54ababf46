/**
 * The description's toolbar: bold, italic, bulleted, numbered and check lists, and link. Buttons
 * show their state with aria-pressed; the link button opens a small inline form (no prompt()).
 */
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListChecks, ListOrdered } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { TASK_NS } from '../i18n.ts';
import { LinkForm } from './link-form.tsx';

function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      // Keep the editor's selection: a mouse press on the toolbar must not blur the editor first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'rounded p-2 text-slate-700 hover:bg-slate-100',
        pressed && 'bg-indigo-50 text-indigo-900',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation(TASK_NS);
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      tasks: e?.isActive('taskList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-0.5 p-1">
        <ToolButton label={t('editor.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold aria-hidden size={16} />
        </ToolButton>
        <ToolButton
          label={t('editor.italic')}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden size={16} />
        </ToolButton>
        <ToolButton
          label={t('editor.bulletList')}
          pressed={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden size={16} />
        </ToolButton>
        <ToolButton
          label={t('editor.orderedList')}
          pressed={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden size={16} />
        </ToolButton>
        <ToolButton
          label={t('editor.taskList')}
          pressed={state.tasks}
          onClick={() => chain().toggleTaskList().run()}
        >
          <ListChecks aria-hidden size={16} />
        </ToolButton>
        <ToolButton
          label={t('editor.link')}
          pressed={state.link || linking}
          onClick={() => setLinking((v) => !v)}
        >
          <Link2 aria-hidden size={16} />
        </ToolButton>
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}
