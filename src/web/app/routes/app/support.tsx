import { useTranslation } from 'react-i18next';
import { CONTACT_NAMESPACE } from '../../../features/contact/contact-i18n.ts';
import { ContactPage } from '../../../features/contact/contact-page.tsx';
import { useSessionStore } from '../../../features/auth/session-store.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { isLanguage } from '../../../lib/i18n.ts';

/** /app/support: the contact form for signed-in people, prefilled with their name and e-mail. */
export default function Support() {
  const user = useSessionStore((s) => s.user);
  const { t, i18n } = useTranslation(CONTACT_NAMESPACE);
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <DocumentTitle parts={[t('support.title')]} />
      <ContactPage
        lng={lng}
        variant="support"
        {...(user ? { initial: { name: user.name, email: user.email } } : {})}
      />
    </>
  );
}
