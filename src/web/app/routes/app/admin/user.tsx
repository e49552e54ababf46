import { useTranslation } from 'react-i18next';
import type { Route } from './+types/user.ts';
import { ADMIN_NS } from '../../../../features/admin/admin-i18n.ts';
import { UserDetailPage } from '../../../../features/admin/user-detail-page.tsx';
import { DocumentTitle } from '../../../../lib/document-title.tsx';

export default function UserRoute({ params }: Route.ComponentProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <DocumentTitle parts={[t('user.title'), t('shell.title')]} />
      {/* A new person is a new page: nothing (tab focus, an open dialog) carries over. */}
      <UserDetailPage key={params.userId} userId={params.userId} />
    </>
  );
}
