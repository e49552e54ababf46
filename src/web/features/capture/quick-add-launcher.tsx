/**
 * The global quick add's way in: a button in the app's header, and `q` / `n` anywhere in the
 * app. Opening starts loading the parser, so chips are there by the first keystroke.
 */
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { focusRing } from '../../components/ui/focus-ring.ts';
import { CAPTURE_NS } from './capture-i18n.ts';
import { GlobalQuickAdd, type GlobalQuickAddProps } from './global-quick-add.tsx';
import { preloadCaptureParser } from './parser-loader.ts';
import { QUICK_ADD_KEYS, useQuickAddShortcut } from './quick-add-shortcut.ts';

export function QuickAddLauncher(props: Omit<GlobalQuickAddProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation(CAPTURE_NS);
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    preloadCaptureParser();
    setOpen(true);
  }, []);
  useQuickAddShortcut(show);

  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-keyshortcuts={QUICK_ADD_KEYS.join(' ')}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 coarse:h-11 coarse:min-w-11 coarse:justify-center sm:px-3',
          focusRing,
        )}
      >
        <Plus aria-hidden size={18} />
        <span className="sr-only sm:not-sr-only">{t('global.open')}</span>
      </button>
      <GlobalQuickAdd
        {...props}
        open={open}
        onOpenChange={setOpen}
        onAdd={(tasks) => {
          props.onAdd(tasks);
          setOpen(false);
        }}
      />
    </>
  );
}
