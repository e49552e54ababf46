/**
 * Language and theme: applied in this browser at once (the theme before the save returns), then
 * stored on the account, which every device then follows (profile-api.ts applies it on load).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, type ThemeChoice } from '../../../../shared/contracts/me.ts';
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { FieldGroup } from '../../../components/ui/field.tsx';
import { changeLanguage, isLanguage } from '../../../lib/i18n.ts';
import { setThemeChoice } from '../../../lib/theme.ts';
import { useThemeChoice } from '../../../lib/use-theme-choice.ts';
import { PROFILE_NS } from '../profile-i18n.ts';
import { useUpdateMe } from '../profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-900 hover:bg-slate-50 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600';
const radioClass = 'size-4 accent-indigo-600 focus:outline-none';

export function LanguageSection() {
  const { t, i18n } = useTranslation([PROFILE_NS, 'common']);
  const save = useUpdateMe();
  // The choice shows at once; the app switches when the language's strings have loaded.
  const [chosen, setChosen] = useState<Language | null>(null);
  const current: Language = chosen ?? (isLanguage(i18n.language) ? i18n.language : 'en');

  async function handleChange(lng: Language) {
    setChosen(lng);
    try {
      await changeLanguage(lng);
      save.mutate({ language: lng });
    } finally {
      setChosen(null);
    }
  }

  return (
    <SettingsSection title={t('language.title')}>
      <FieldGroup legend={t('language.legend')}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {LANGUAGES.map((lng) => (
            <label key={lng} className={optionClass} lang={lng}>
              <input
                type="radio"
                name="language"
                value={lng}
                className={radioClass}
                checked={current === lng}
                onChange={() => void handleChange(lng)}
              />
              {t(`common:language.${lng}`)}
            </label>
          ))}
        </div>
      </FieldGroup>
    </SettingsSection>
  );
}

export function ThemeSection() {
  const { t } = useTranslation(PROFILE_NS);
  const save = useUpdateMe();
  const current = useThemeChoice();

  function handleChange(choice: ThemeChoice) {
    setThemeChoice(choice);
    save.mutate({ theme: choice });
  }

  return (
    <SettingsSection title={t('theme.title')}>
      <FieldGroup legend={t('theme.legend')}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {THEME_CHOICES.map((choice) => (
            <label key={choice} className={optionClass}>
              <input
                type="radio"
                name="theme"
                value={choice}
                className={radioClass}
                checked={current === choice}
                onChange={() => handleChange(choice)}
              />
              {t(`theme.${choice}`)}
            </label>
          ))}
        </div>
        {/* What the chosen theme does, said again when the choice changes. */}
        <p className="text-xs text-slate-600" aria-live="polite">
          {t(`theme.${current}Hint`)}
        </p>
      </FieldGroup>
    </SettingsSection>
  );
}
