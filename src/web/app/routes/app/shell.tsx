import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router';
import { POOL_BOARD_ID } from '../../../../shared/contracts/boards.ts';
import { newId } from '../../../../shared/ids.ts';
import { type Language } from '../../../../shared/languages.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useAuthUser } from '../../../features/auth/use-session.ts';
import { CAPTURE_NS } from '../../../features/capture/capture-i18n.ts';
import type { PlacedTask } from '../../../features/capture/global-quick-add.tsx';
import { QuickAddLauncher } from '../../../features/capture/quick-add-launcher.tsx';
import { AppHeader } from '../../../features/shell/components/app-header.tsx';
import { announceFired } from '../../../features/reminders/announce.ts';
import { NotificationCentre } from '../../../features/reminders/notification-centre.tsx';
import { ReminderAlertList } from '../../../features/reminders/reminder-alert-list.tsx';
import { LanguageSwitch } from '../../../features/shell/components/language-switch.tsx';
import { SkipLink } from '../../../features/shell/components/skip-link.tsx';
import { meQuery } from '../../../features/profile/me-query.ts';
import { useAppWorker } from '../../../features/pwa/use-app-worker.ts';
import { useBoards } from '../../../features/workspace/use-workspace.ts';
import { SyncStatusIndicator } from '../../../features/workspace/sync-status.tsx';
import { useTaskMutations } from '../../../features/workspace/task-mutations.ts';
import { useSaveAccountPreference } from '../../account-preferences.ts';
import { useLiveWorkspace } from '../../live-workspace.ts';

/** The global quick add, wired to the workspace: it adds on the current board unless told otherwise. */
function ShellQuickAdd() {
  const { t } = useTranslation([CAPTURE_NS, 'common']);
  const { boardId = POOL_BOARD_ID } = useParams();
  const allBoards = useBoards();
  const boards = useMemo(() => allBoards.map((b) => ({ id: b.id, name: b.name })), [allBoards]);
  const mutations = useTaskMutations();

  function handleAdd(tasks: PlacedTask[]) {
    for (const task of tasks) {
      mutations.createTaskOnTop({
        id: newId(),
        title: task.title,
        quadrant: task.quadrant,
        boardId: task.boardId,
        dueDate: task.dueDate,
        dueTime: task.dueTime,
        repeat: task.repeat,
      });
    }
    const [only] = tasks;
    toast.success(
      tasks.length === 1 && only
        ? t('global.added', { title: only.title, quadrant: t(`common:quadrants.${only.quadrant}.label`) })
        : t('global.addedMany', { count: tasks.length }),
    );
  }

  return <QuickAddLauncher boards={boards} defaultBoardId={boardId} onAdd={handleAdd} />;
}

/**
 * The frame of every /app page: skip link, header, then the page in <main id="main">; and the live
 * connection (ADR 0053): the workspace and its one sync socket, whichever page the tab is on, with
 * reminders that fire shown where the person is looking.
 */
export default function Shell() {
  const user = useAuthUser();
  const navigate = useNavigate();
  useLiveWorkspace(announceFired);
  // The service worker: the app offline, installable, and "Update available" (ADR 0027).
  useAppWorker();
  // The account's theme and language are the source of truth: reading the account applies them
  // (profile-api.ts), so this device follows a choice made on another.
  useQuery({ ...meQuery, meta: { silent: true } });
  const savePreference = useSaveAccountPreference();

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <AppHeader
        user={user}
        quickAdd={<ShellQuickAdd />}
        notifications={<NotificationCentre />}
        syncStatus={<SyncStatusIndicator />}
        languageSwitch={
          <LanguageSwitch onLanguageChange={(language: Language) => savePreference.mutate({ language })} />
        }
        onSignOut={() => void navigate('/auth/logout')}
        onThemeChange={(theme) => savePreference.mutate({ theme })}
      />
      <main id="main" tabIndex={-1} className="flex min-h-0 flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      <ReminderAlertList />
    </div>
  );
}
