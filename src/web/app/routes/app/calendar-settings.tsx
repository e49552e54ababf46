import { useTranslation } from 'react-i18next';
import { CALENDAR_NS } from '../../../features/calendar/calendar-i18n.ts';
import { CalendarSettingsPage } from '../../../features/calendar/calendar-settings-page.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** /app/calendar-settings: the private ICS feed (on the web, in place of the iOS-only native sync). */
export default function CalendarSettings() {
  const { t } = useTranslation(CALENDAR_NS);
  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <CalendarSettingsPage />
    </>
  );
}
