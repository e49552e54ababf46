/**
 * Manage a person's subscription (spec §4, §5): grant a trial (1–365 days, default 30; Pro or
 * Enterprise, default Pro), change the tier (Basic, Pro, Enterprise: sent as `upgrade`), cancel or
 * reactivate — each with a reason, which the activity log keeps with the admin's name. A blank
 * reason is refused here before anything is sent (and by the server too).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_SUBSCRIPTION_ACTIONS,
  ADMIN_TRIAL_TIERS,
  TRIAL_DAYS,
  type ModifySubscriptionBody,
} from '../../../shared/contracts/admin.ts';
import { PLAN_TIERS, type PlanTier } from '../../../shared/plans.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, FieldGroup, inputClass } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { AlertBox } from './admin-alert.tsx';
import { ReasonField } from './reason-field.tsx';
import { useModifySubscription } from './admin-api.ts';
import { ADMIN_NS } from './admin-i18n.ts';

type Action = (typeof ADMIN_SUBSCRIPTION_ACTIONS)[number];
type TrialTier = (typeof ADMIN_TRIAL_TIERS)[number];

export interface ManageTarget {
  userId: string;
  email: string;
  tier: PlanTier;
  /** Where focus returns when the dialog closes (the button that opened it). */
  returnFocus?: HTMLElement | null;
}

export interface ManageDraft {
  action: Action;
  trialDays: string;
  trialTier: TrialTier;
  tier: PlanTier;
  reason: string;
}

export type DraftProblem = 'reason' | 'trialDays';

/** The request for a draft, or what is wrong with it (spec §5: a reason, and 1–365 trial days). */
export function draftToBody(draft: ManageDraft): ModifySubscriptionBody | DraftProblem {
  const reason = draft.reason.trim();
  if (!reason) return 'reason';
  if (draft.action === 'grant_trial') {
    const days = Number(draft.trialDays);
    if (!Number.isInteger(days) || days < TRIAL_DAYS.min || days > TRIAL_DAYS.max) return 'trialDays';
    return { action: 'grant_trial', tier: draft.trialTier, trialDays: days, reason };
  }
  if (draft.action === 'upgrade') return { action: 'upgrade', tier: draft.tier, reason };
  return { action: draft.action, reason };
}

function ActionChoice({ value, onChange }: { value: Action; onChange: (a: Action) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <FieldGroup legend={t('manage.action')}>
      <div className="grid gap-2 sm:grid-cols-2">
        {ADMIN_SUBSCRIPTION_ACTIONS.map((action) => (
          <label
            key={action}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <input
              type="radio"
              name="manage-action"
              value={action}
              checked={value === action}
              onChange={() => onChange(action)}
              className="size-4 accent-indigo-600"
            />
            {t(`manage.actions.${action}`)}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}

function TierSelect<T extends PlanTier>({
  label,
  tiers,
  value,
  onChange,
}: {
  label: string;
  tiers: readonly T[];
  value: T;
  onChange: (tier: T) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Field label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          className={inputClass}
          onChange={(e) => {
            const tier = tiers.find((x) => x === e.target.value);
            if (tier) onChange(tier);
          }}
        >
          {tiers.map((tier) => (
            <option key={tier} value={tier}>
              {t(`tier.${tier}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function ActionFields({
  draft,
  update,
  problem,
}: {
  draft: ManageDraft;
  update: (patch: Partial<ManageDraft>) => void;
  problem: DraftProblem | null;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (draft.action === 'grant_trial')
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('manage.trialDays')}
          hint={t('manage.trialDaysHint', { min: TRIAL_DAYS.min, max: TRIAL_DAYS.max })}
          error={
            problem === 'trialDays'
              ? t('manage.trialDaysInvalid', { min: TRIAL_DAYS.min, max: TRIAL_DAYS.max })
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={TRIAL_DAYS.min}
              max={TRIAL_DAYS.max}
              value={draft.trialDays}
              onChange={(e) => update({ trialDays: e.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <TierSelect
          label={t('manage.trialTier')}
          tiers={ADMIN_TRIAL_TIERS}
          value={draft.trialTier}
          onChange={(trialTier) => update({ trialTier })}
        />
      </div>
    );
  if (draft.action === 'upgrade')
    return (
      <TierSelect
        label={t('manage.newTier')}
        tiers={PLAN_TIERS}
        value={draft.tier}
        onChange={(tier) => update({ tier })}
      />
    );
  return null;
}

function ManageForm({ target, onDone }: { target: ManageTarget; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const modify = useModifySubscription(target.userId);
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [draft, setDraft] = useState<ManageDraft>({
    action: 'grant_trial',
    trialDays: String(TRIAL_DAYS.default),
    trialTier: 'pro',
    tier: target.tier,
    reason: '',
  });
  const update = (patch: Partial<ManageDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const body = draftToBody(draft);
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    setProblem(null);
    modify.mutate(body, {
      onSuccess: () => {
        toast.success(t('manage.done', { email: target.email }));
        onDone();
      },
      onError: (error) => console.error('Admin console: modify subscription', error),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <ActionChoice value={draft.action} onChange={(action) => update({ action })} />
      <ActionFields draft={draft} update={update} problem={problem} />
      <ReasonField value={draft.reason} onChange={(reason) => update({ reason })} />
      {problem === 'reason' && <AlertBox>{t('manage.reasonRequired')}</AlertBox>}
      {modify.isError && <AlertBox onDismiss={() => modify.reset()}>{t('errors.failed.modify')}</AlertBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('manage.cancel')}
        </Button>
        <Button type="submit" disabled={modify.isPending}>
          {modify.isPending ? t('manage.applying') : t('manage.apply')}
        </Button>
      </div>
    </form>
  );
}

function ManageSubscriptionDialog({
  target,
  open,
  session,
  onClose,
}: {
  target: ManageTarget | null;
  open: boolean;
  /** A new form (empty reason, defaults) each time the dialog opens. */
  session: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('manage.title')}
      description={target ? t('manage.description', { email: target.email }) : undefined}
      closeLabel={t('manage.close')}
      onCloseAutoFocus={(event) => {
        // The menu item that opened it is gone: back to the row's actions button.
        if (!target?.returnFocus?.isConnected) return;
        event.preventDefault();
        target.returnFocus.focus();
      }}
    >
      {target && <ManageForm key={session} target={target} onDone={onClose} />}
    </Dialog>
  );
}

/** The dialog and the way to open it for a person; the page renders `dialog` once. */
export function useManageDialog(): { openFor: (target: ManageTarget) => void; dialog: ReactNode } {
  const [state, setState] = useState<{ target: ManageTarget | null; open: boolean; session: number }>({
    target: null,
    open: false,
    session: 0,
  });
  return {
    openFor: (target) => setState((s) => ({ target, open: true, session: s.session + 1 })),
    dialog: (
      <ManageSubscriptionDialog
        target={state.target}
        open={state.open}
        session={state.session}
        onClose={() => setState((s) => ({ ...s, open: false }))}
      />
    ),
  };
}
