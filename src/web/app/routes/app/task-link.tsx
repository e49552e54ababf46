import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store.ts';
import { FullPageStatus } from '../../../features/auth/components/full-page-status.tsx';
import { boardPath } from '../../../features/board/paths.ts';
import { defaultView } from '../../../features/board/view-preference.ts';
import { useTaskLink } from '../../../features/task/hooks/use-task-link.ts';
import { TASK_NS } from '../../../features/task/i18n.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';

/** How long the "opening" state shows before the board takes over (spec: 50 ms). */
const HAND_OFF_MS = 50;

/**
 * /app/task/{taskId}: a shareable link to one task. Signed out, the guard keeps this path and
 * brings the person back here after sign-in. Signed in: the task opens on its first board (the
 * pool when it is on none), in the person's default view, replacing this URL; a task that cannot
 * be found sends the person to their board with an error. Spec §2 names the matrix; ADR 0023 keeps
 * the default view instead (lanes on a phone unless the person chose another), so a link opened on
 * a phone lands where the person works.
 */
export default function TaskLinkRoute() {
  const { taskId = '' } = useParams();
  const { t } = useTranslation(TASK_NS);
  const navigate = useNavigate();
  const link = useTaskLink(taskId);

  useEffect(() => {
    if (link.status === 'loading') return;
    if (link.status === 'failed') {
      toast.error(t('link.failed'));
      void navigate('/app/board', { replace: true });
      return;
    }
    const timer = setTimeout(() => {
      const search = new URLSearchParams({ task: link.taskId });
      void navigate(`${boardPath(link.boardId, defaultView())}?${search.toString()}`, { replace: true });
    }, HAND_OFF_MS);
    return () => clearTimeout(timer);
  }, [link, navigate, t]);

  return (
    <>
      <DocumentTitle parts={[t('link.loading')]} />
      <FullPageStatus title={t('link.loading')} description={taskId.slice(0, 8)} />
    </>
  );
}
