/**
 * "Keyboard shortcuts": a button and a dialog listing the card commands and undo/redo; `?` opens it anywhere on
 * the board. The button is hidden on a touch screen with no hover (`keyboardless`): no keyboard there.
 */
import { Keyboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { QUICK_ADD_KEYS } from '../../capture/quick-add-shortcut.ts';
import { CARD_COMMANDS, HELP_SHORTCUT, type ShortcutKey } from '../commands.ts';
import { HISTORY_COMMANDS } from '../history-commands.ts';
import { BOARD_NS } from '../i18n.ts';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** `/` focuses the search field anywhere on the board (search/search-box.tsx). */
const SEARCH_SHORTCUT: ShortcutKey = { text: '/', translate: false };
/** `q` or `n` opens the global quick add anywhere in the app (capture/quick-add-shortcut.ts). */
const QUICK_ADD_SHORTCUT: ShortcutKey[] = QUICK_ADD_KEYS.map((key) => ({ text: key, translate: false }));

function Keys({ keys }: { keys: readonly ShortcutKey[] }) {
  const { t } = useTranslation(BOARD_NS);
  return (
    <span className="flex flex-wrap gap-1">
      {keys.map((k) => (
        <kbd
          key={k.text}
          className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs"
        >
          {k.translate ? t(k.text) : k.text}
        </kbd>
      ))}
    </span>
  );
}

export function ShortcutsHelp() {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== '?' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100 keyboardless:hidden',
          focusRing,
        )}
      >
        <Keyboard aria-hidden size={16} />
        <span className="sr-only sm:not-sr-only">{t('shortcuts.button')}</span>
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('shortcuts.title')}
        description={t('shortcuts.intro')}
        closeLabel={t('common:actions.close')}
      >
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          {CARD_COMMANDS.map((command) => (
            <div key={command.id} className="contents">
              <dt>
                {command.quadrant
                  ? t(command.label.key, { label: t(`common:quadrants.${command.quadrant}.label`) })
                  : t(command.label.key, command.label.values)}
              </dt>
              <dd>
                <Keys keys={command.shortcut} />
              </dd>
            </div>
          ))}
          {HISTORY_COMMANDS.map((command) => (
            <div key={command.id} className="contents">
              <dt>{t(command.label.key)}</dt>
              <dd>
                <Keys keys={command.shortcut} />
              </dd>
            </div>
          ))}
          <div className="contents">
            <dt>{t('search.label')}</dt>
            <dd>
              <Keys keys={[SEARCH_SHORTCUT]} />
            </dd>
          </div>
          <div className="contents">
            <dt>{t('shortcuts.quickAdd')}</dt>
            <dd>
              <Keys keys={QUICK_ADD_SHORTCUT} />
            </dd>
          </div>
          <div className="contents">
            <dt>{t('shortcuts.help')}</dt>
            <dd>
              <Keys keys={[HELP_SHORTCUT]} />
            </dd>
          </div>
        </dl>
      </Dialog>
    </>
  );
}
