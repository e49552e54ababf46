/**
 * Sign a person out of every device (a lost phone, a shared password): their open devices sign
 * out at once and say an administrator did it; their refresh tokens stop working. A reason is
 * required, as for every admin action, and the activity log keeps it under the admin's name
 * (`admin.user_modified`). Where people sign in through the organization's own provider the
 * server refuses, and the dialog says where to do it instead.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import { AlertBox } from './admin-alert.tsx';
import { ReasonField } from './reason-field.tsx';
import { useEndSessions } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';

function managedElsewhere(error: unknown): boolean {
  return error instanceof ApiError && error.details?.reason === 'sessions_managed_elsewhere';
}

function EndSessionsForm({ userId, email, onDone }: { userId: string; email: string; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const end = useEndSessions(userId);
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    setBlank(!trimmed);
    if (!trimmed) return;
    end.mutate(
      { reason: trimmed },
      {
        onSuccess: () => {
          toast.success(t('sessions.done', { email }));
          onDone();
        },
        onError: (error) => console.error('Admin console: end sessions', error),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <ReasonField value={reason} onChange={setReason} />
      {blank && <AlertBox>{t('manage.reasonRequired')}</AlertBox>}
      {end.isError && (
        <AlertBox onDismiss={() => end.reset()}>
          {managedElsewhere(end.error) ? t('sessions.managedElsewhere') : t('sessions.failed')}
        </AlertBox>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('manage.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={end.isPending}>
          {end.isPending ? t('manage.applying') : t('sessions.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The button of the user detail's overview, and the dialog it opens (a fresh form each time). */
export function EndSessionsButton({ userId, email }: { userId: string; email: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const [state, setState] = useState({ open: false, session: 0 });
  const close = () => setState((s) => ({ ...s, open: false }));
  return (
    <>
      <Button variant="secondary" onClick={() => setState((s) => ({ open: true, session: s.session + 1 }))}>
        {t('sessions.button')}
      </Button>
      <Dialog
        open={state.open}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('sessions.title')}
        description={t('sessions.description', { email })}
        closeLabel={t('manage.close')}
      >
        {state.open && <EndSessionsForm key={state.session} userId={userId} email={email} onDone={close} />}
      </Dialog>
    </>
  );
}
