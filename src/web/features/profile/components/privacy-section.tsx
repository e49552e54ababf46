/** The AI opt-out the privacy policy promises "in your account settings": a stored switch. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Me } from '../../../../shared/contracts/me.ts';
import { cn } from '../../../components/ui/cn.ts';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { PROFILE_NS } from '../profile-i18n.ts';
import { useUpdateMe } from '../profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

export function PrivacySection({ me, privacyHref }: { me: Me; privacyHref: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const save = useUpdateMe();
  const id = useId();
  const on = save.isPending && save.variables.aiOptOut !== undefined ? save.variables.aiOptOut : me.aiOptOut;
  return (
    <SettingsSection title={t('privacy.title')}>
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
            {t('privacy.aiOptOut')}
          </span>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {t('privacy.aiOptOutHint')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onClick={() => save.mutate({ aiOptOut: !on })}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
            on ? 'bg-indigo-600' : 'bg-slate-400',
            focusRing,
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      <Link
        to={privacyHref}
        className={cn('self-start text-sm font-medium text-indigo-700 underline', focusRing)}
      >
        {t('privacy.privacyLink')}
      </Link>
    </SettingsSection>
  );
}
