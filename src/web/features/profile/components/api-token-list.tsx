/** The person's tokens: name, access, when made, last used and expiry; revoking asks first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '../../../../shared/contracts/api-tokens.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRevokeApiToken } from '../api-tokens-api.ts';
import { PROFILE_NS } from '../profile-i18n.ts';

function TokenRow({ token, now, onRevoke }: { token: ApiToken; now: number; onRevoke: () => void }) {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const moment = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-slate-900">{token.name}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
            {t(`tokens.scope.${token.scope}`)}
          </span>
          {expired && (
            <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs text-red-700">
              {t('tokens.expired')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {[
            t('tokens.createdOn', { date: day(token.createdAt) }),
            token.lastUsedAt
              ? t('tokens.lastUsed', { date: moment(token.lastUsedAt) })
              : t('tokens.neverUsed'),
            token.expiresAt
              ? t(expired ? 'tokens.expiredOn' : 'tokens.expiresOn', { date: day(token.expiresAt) })
              : t('tokens.noExpiry'),
          ].join(' · ')}
        </p>
      </div>
      <div className="shrink-0">
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          aria-label={t('tokens.revokeLabel', { name: token.name })}
        >
          {t('tokens.revoke')}
        </Button>
      </div>
    </li>
  );
}

export function ApiTokenList({ tokens }: { tokens: ApiToken[] }) {
  const { t } = useTranslation([PROFILE_NS, 'common']);
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState<ApiToken | null>(null);
  // Whether a token has expired, judged as the list is first shown (a page open for days may lag).
  const [now] = useState(() => Date.now());

  function handleConfirm() {
    if (confirming) revoke.mutate(confirming.id);
    setConfirming(null);
  }

  return (
    <>
      {tokens.length === 0 ? (
        <p className="text-sm text-slate-700">{t('tokens.none')}</p>
      ) : (
        <ul aria-label={t('tokens.listLabel')} className="divide-y divide-slate-200">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} now={now} onRevoke={() => setConfirming(token)} />
          ))}
        </ul>
      )}
      <p role="status" className="min-h-5 text-sm text-emerald-700">
        {revoke.isSuccess ? t('tokens.revoked') : null}
      </p>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('tokens.revokeTitle', { name: confirming?.name ?? '' })}
        description={t('tokens.revokeBody')}
        closeLabel={t('common:actions.close')}
      >
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={handleConfirm}>
            {t('tokens.revokeConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
