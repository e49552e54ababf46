import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MOVE_IN_NS } from '../../../features/move-in/move-in-i18n.ts';
import { MoveInView } from '../../../features/move-in/move-in-view.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** /app/import/:moveInId: a stored import's preview, progress and result. */
export default function ImportDetail() {
  const { t } = useTranslation(MOVE_IN_NS);
  const { moveInId = '' } = useParams();
  return (
    <>
      <DocumentTitle parts={[t('title')]} />
      <MoveInView key={moveInId} id={moveInId} />
    </>
  );
}
