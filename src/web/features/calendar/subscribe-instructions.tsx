import { useTranslation } from 'react-i18next';
import { CALENDAR_NS } from './calendar-i18n.ts';

const APPS = ['google', 'outlook', 'apple'] as const;

/** How to subscribe in the three calendars most people use, and what to expect after. */
export function SubscribeInstructions() {
  const { t } = useTranslation(CALENDAR_NS);
  return (
    <section aria-labelledby="calendar-how" className="flex flex-col gap-3">
      <h2 id="calendar-how" className="text-lg font-semibold text-slate-900">
        {t('howTitle')}
      </h2>
      <dl className="flex flex-col gap-3">
        {APPS.map((app) => (
          <div key={app}>
            <dt className="font-medium text-slate-900">{t(`${app}Title`)}</dt>
            <dd className="text-sm text-slate-700">{t(`${app}Steps`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{t('refreshNote')}</p>
    </section>
  );
}
