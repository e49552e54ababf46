/** The link form under the toolbar: set (or change) the link on the selection, or remove it. */
import type { Editor } from '@tiptap/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { inputClass } from '../../../components/ui/field.tsx';
import { normalizeHref } from '../link-policy.ts';
import { TASK_NS } from '../i18n.ts';

function currentHref(editor: Editor): string {
  const href: unknown = editor.getAttributes('link').href;
  return typeof href === 'string' ? href : '';
}

/** Link the selection (or the link under the caret); with nothing selected, insert the address as linked text. */
function applyLink(editor: Editor, text: string, href: string): void {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.setLink({ href }).run();
  }
}

export function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation(TASK_NS);
  const [text, setText] = useState(() => currentHref(editor));
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const href = normalizeHref(text);
    if (!href) {
      setInvalid(true);
      return;
    }
    applyLink(editor, text.trim(), href);
    onDone();
  }

  function handleKeyDown(event: KeyboardEvent) {
    // Escape closes this form, not the whole sheet.
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    onDone();
    editor.commands.focus();
  }

  return (
    <form
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      data-escape-local
      className="flex flex-wrap items-start gap-2 p-2"
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <input
          type="text"
          inputMode="url"
          // The form opens on a click of the link button, to type the address at once.
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          aria-label={t('editor.linkAddress')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'link-error' : undefined}
          placeholder="https://"
          className={cn(inputClass, 'py-1.5')}
        />
        {invalid && (
          <p id="link-error" className="text-xs text-red-700">
            {t('editor.linkInvalid')}
          </p>
        )}
      </div>
      <Button type="submit" size="sm">
        {t('editor.linkApply')}
      </Button>
      {editor.isActive('link') && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('editor.linkRemove')}
        </Button>
      )}
    </form>
  );
}
