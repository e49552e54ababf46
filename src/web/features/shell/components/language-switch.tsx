import { Check, ChevronDown, Languages } from 'lucide-react';
import { DropdownMenu } from '../../../components/ui/dropdown-menu.tsx';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { changeLanguage, isLanguage } from '../../../lib/i18n.ts';
import { SHELL_NS } from '../shell-i18n.ts';
import { menuContentClass, menuItemClass } from './menu-styles.ts';

/**
 * Picks the interface language among the seven, each by its own name. The choice is applied and
 * remembered (`userLanguage`) here; `onLanguageChange` lets the signed-in shell also save it to
 * the account.
 */
export function LanguageSwitch({ onLanguageChange }: { onLanguageChange?: (lng: Language) => void }) {
  const { t, i18n } = useTranslation(SHELL_NS);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const nativeName = (lng: Language) => t(`language.${lng}`, { ns: 'common' });

  async function handleChange(value: string) {
    if (!isLanguage(value) || value === current) return;
    await changeLanguage(value);
    onLanguageChange?.(value);
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('languageMenu', { language: nativeName(current) })}
        className="inline-flex h-10 coarse:h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      >
        <Languages aria-hidden className="size-4" />
        <span className="hidden sm:inline">{nativeName(current)}</span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-slate-500">
            {t('chooseLanguage')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current} onValueChange={(value) => void handleChange(value)}>
            {LANGUAGES.map((lng) => (
              <DropdownMenu.RadioItem key={lng} value={lng} lang={lng} className={menuItemClass}>
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {nativeName(lng)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
