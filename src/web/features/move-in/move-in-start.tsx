/**
 * /app/import: what can be brought in and how, the file to read (sent with its progress; the
 * server answers with the stored preview, at /app/import/:id), and the person's recent imports.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MOVE_IN_MAX_BYTES, type MoveIn } from '../../../shared/contracts/move-in.ts';
import { formatFileSize } from '../../../shared/file-size.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { moveInsQuery, useUploadMoveIn } from './move-in-api.ts';
import { moveInErrorMessage } from './move-in-errors.ts';
import { MOVE_IN_NS } from './move-in-i18n.ts';

const ACCEPT = '.csv,.zip,.md,.markdown,.txt,text/csv,text/markdown,text/plain,application/zip';

function RecentImports() {
  const { t, i18n } = useTranslation(MOVE_IN_NS);
  const list = useQuery(moveInsQuery);
  if (!list.data?.length) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="move-in-recent" className="flex flex-col gap-3">
      <h2 id="move-in-recent" className="text-lg font-semibold text-slate-900">
        {t('recent.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {list.data.map((m) => (
          <li key={m.id}>
            <Link
              to={`/app/import/${m.id}`}
              className="flex flex-col gap-0.5 px-4 py-3 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="font-medium break-all text-slate-900">{m.fileName}</span>
              <span className="text-slate-600">
                {t(`sources.${m.source}`)} · {t(`status.${m.status}`)}
                {m.imported > 0 ? ` · ${t('recent.imported', { count: m.imported })}` : ''} ·{' '}
                {date.format(new Date(m.createdAt))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MoveInStart({ onRead }: { onRead: (m: MoveIn) => void }) {
  const { t, i18n } = useTranslation([MOVE_IN_NS, 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(0);
  const read = useUploadMoveIn(setSent);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(!file);
    if (!file) return;
    setSent(0);
    read.mutate(file, { onSuccess: onRead });
  }

  const error = missing
    ? t('choose.missing')
    : read.error
      ? moveInErrorMessage(read.error, t, i18n.language)
      : null;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
        <Link to="/app/profile" className="text-sm font-medium text-indigo-700 hover:underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>

        <section aria-labelledby="move-in-formats" className="flex flex-col gap-2">
          <h2 id="move-in-formats" className="text-lg font-semibold text-slate-900">
            {t('formats.title')}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{t('formats.todoist')}</li>
            <li>{t('formats.ticktick')}</li>
            <li>{t('formats.csv')}</li>
            <li>{t('formats.markdown')}</li>
          </ul>
        </section>

        <form
          onSubmit={handleSubmit}
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
        >
          <Field
            label={t('choose.label')}
            hint={t('choose.hint', { size: formatFileSize(MOVE_IN_MAX_BYTES, i18n.language) })}
            error={error}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept={ACCEPT}
                className={inputClass}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setMissing(false);
                  read.reset();
                }}
              />
            )}
          </Field>
          <p role="status" aria-live="polite" className="text-sm text-slate-700">
            {read.isPending
              ? sent < 1
                ? t('choose.uploading', { percent: Math.round(sent * 100) })
                : t('choose.reading')
              : null}
          </p>
          <div>
            <Button type="submit" disabled={read.isPending}>
              {t('choose.submit')}
            </Button>
          </div>
        </form>

        <RecentImports />
      </div>
    </div>
  );
}
