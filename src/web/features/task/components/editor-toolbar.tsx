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

type ToolId = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'taskList';

/** The formatting tools, declared once: label key (editor.*), icon, mark or node, and command. */
const TOOLS: readonly { id: ToolId; icon: typeof Bold; run: (editor: Editor) => void }[] = [
  { id: 'bold', icon: Bold, run: (e) => e.chain().focus().toggleBold().run() },
  { id: 'italic', icon: Italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { id: 'bulletList', icon: List, run: (e) => e.chain().focus().toggleBulletList().run() },
  { id: 'orderedList', icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run() },
  { id: 'taskList', icon: ListChecks, run: (e) => e.chain().focus().toggleTaskList().run() },
];

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const { t } = useTranslation(TASK_NS);
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      taskList: e?.isActive('taskList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor || !active) return null;

  return (
    <div className="border-b border-slate-200">
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-0.5 p-1">
        {TOOLS.map(({ id, icon: Icon, run }) => (
          <ToolButton key={id} label={t(`editor.${id}`)} pressed={active[id]} onClick={() => run(editor)}>
            <Icon aria-hidden size={16} />
          </ToolButton>
        ))}
        <ToolButton
          label={t('editor.link')}
          pressed={active.link || linking}
          onClick={() => setLinking((v) => !v)}
        >
          <Link2 aria-hidden size={16} />
        </ToolButton>
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
    </div>
  );
}
