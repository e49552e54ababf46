/**
 * /app/calendar-settings: the private ICS feed. The server keeps only a hash of the secret, so the
 * address is shown once, in the answer that creates it; afterwards the page says a feed is active
 * and offers to regenerate (a new address, the old one dead) or revoke it.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CALENDAR_NS } from './calendar-i18n.ts';
import { calendarFeedQuery, useCreateCalendarFeed, useRevokeCalendarFeed } from './calendar-feed-api.ts';
import { FeedUrlField } from './feed-url-field.tsx';
import { SubscribeInstructions } from './subscribe-instructions.tsx';

type Confirming = 'regenerate' | 'revoke' | null;

/** `device`: the iOS app's own calendar sync, shown first there (spec §2); elsewhere, the note. */
export function CalendarSettingsPage({ device = null }: { device?: ReactNode }) {
  const { t, i18n } = useTranslation([CALENDAR_NS, 'common']);
  const status = useQuery(calendarFeedQuery);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const url = create.data?.url;

  function handleConfirm() {
    if (confirming === 'regenerate') create.mutate();
    if (confirming === 'revoke') revoke.mutate(undefined, { onSuccess: () => create.reset() });
    setConfirming(null);
  }

  const feed = status.data;
  const busy = create.isPending || revoke.isPending;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <div className="flex flex-col gap-2 text-slate-700">
          <p>{t('intro')}</p>
          {!device && <p className="text-sm text-slate-600">{t('nativeNote')}</p>}
        </div>
        {device}

        <section
          aria-label={t('title')}
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          {status.isPending && <p role="status">{t('loading')}</p>}
          {status.isError && <p role="alert">{t('loadFailed')}</p>}
          {feed && !feed.active && (
            <>
              <p className="text-slate-700">{revoke.isSuccess ? t('revoked') : t('none')}</p>
              <div>
                <Button onClick={() => create.mutate()} disabled={busy}>
                  {create.isPending ? t('creating') : t('create')}
                </Button>
              </div>
            </>
          )}
          {feed?.active && (
            <>
              {url ? (
                <FeedUrlField key={url} url={url} />
              ) : (
                <div className="flex flex-col gap-1 text-slate-700">
                  <p>
                    {t('active', {
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                        feed.createdAt ?? 0,
                      ),
                    })}
                  </p>
                  <p className="text-sm text-slate-600">{t('shownOnce')}</p>
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" onClick={() => setConfirming('regenerate')} disabled={busy}>
                  {t('regenerate')}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming('revoke')} disabled={busy}>
                  {t('revoke')}
                </Button>
              </div>
            </>
          )}
        </section>

        <SubscribeInstructions />

        <Dialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming === 'revoke' ? t('revokeTitle') : t('regenerateTitle')}
          description={confirming === 'revoke' ? t('revokeBody') : t('regenerateBody')}
          closeLabel={t('common:actions.close')}
        >
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" onClick={handleConfirm}>
              {confirming === 'revoke' ? t('revokeConfirm') : t('regenerateConfirm')}
            </Button>
          </div>
        </Dialog>
      </div>
    </div>
  );
}
