import { useMutation } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { updateMe } from '../../../../shared/contracts/me.ts';
import { type Language } from '../../../../shared/languages.ts';
import { useAuthUser } from '../../../features/auth/use-session.ts';
import { AppHeader } from '../../../features/shell/components/app-header.tsx';
import { LanguageSwitch } from '../../../features/shell/components/language-switch.tsx';
import { SkipLink } from '../../../features/shell/components/skip-link.tsx';
import { api } from '../../../lib/api.ts';

/** The frame of every /app page: skip link, header, then the page in <main id="main">. */
export default function Shell() {
  const user = useAuthUser();
  const navigate = useNavigate();
  // The language is applied and remembered locally at once; saving it to the account is a
  // convenience for other devices, so a failure is not worth interrupting anyone for.
  const saveLanguage = useMutation({
    mutationFn: (language: Language) => api(updateMe, { body: { language } }),
    meta: { silent: true },
  });

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AppHeader
        user={user}
        languageSwitch={<LanguageSwitch onLanguageChange={(lng) => saveLanguage.mutate(lng)} />}
        onSignOut={() => void navigate('/auth/logout')}
      />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
