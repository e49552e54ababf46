/** The tab's title on a board: which board and which view, in the reader's language. */
import { useTranslation } from 'react-i18next';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { useBoards, useWorkspaceStatus } from '../../workspace/use-workspace.ts';
import type { BoardView } from '../board-context.ts';
import { BOARD_NS } from '../i18n.ts';

/** "Work · Matrix · Quadrant"; "Loading… · Quadrant" until the workspace has arrived. */
export function BoardTitle({ boardId, view }: { boardId: string; view: BoardView }) {
  const { t } = useTranslation([BOARD_NS, 'common']);
  const status = useWorkspaceStatus();
  const boards = useBoards();
  if (status.isPending) return <DocumentTitle parts={[t('common:loading')]} />;
  if (status.isError) return <DocumentTitle parts={[t('loadFailed')]} />;
  const name = boardId === POOL_BOARD_ID ? t('pool') : boards.find((b) => b.id === boardId)?.name;
  return <DocumentTitle parts={name === undefined ? [t('notFound.title')] : [name, t(`views.${view}`)]} />;
}
