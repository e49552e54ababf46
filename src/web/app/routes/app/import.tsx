import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MOVE_IN_NS } from '../../../features/move-in/move-in-i18n.ts';
import { MoveInStart } from '../../../features/move-in/move-in-start.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** /app/import: import from another app (issue 36): choose a file, then its preview. */
export default function Import() {
  const { t } = useTranslation(MOVE_IN_NS);
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <MoveInStart onRead={(m) => void navigate(`/app/import/${m.id}`)} />
    </>
  );
}
