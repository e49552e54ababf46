import { redirect } from 'react-router';

/** /app/notification-settings: the reminder settings live on the settings page now. */
export function clientLoader() {
  return redirect('/app/profile#notifications');
}

export default function NotificationSettingsRoute() {
  return null;
}
