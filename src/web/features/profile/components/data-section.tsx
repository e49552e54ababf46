/**
 * "Your data": the export (prepared in the background: the page polls while it is pending, then
 * offers the download) and the import of an archive into an empty account.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExportStatus } from '../../../../shared/contracts/data-export.ts';
import { formatFileSize } from '../../../../shared/file-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { PROFILE_NS } from '../profile-i18n.ts';
import { errorReason, formMessage } from '../profile-errors.ts';
import { downloadArchive, exportQuery, useImportArchive, useRequestExport } from '../profile-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { ApiError } from '../../../lib/api-error.ts';

function ExportPart() {
  const { t, i18n } = useTranslation(PROFILE_NS);
  const status = useQuery(exportQuery);
  const request = useRequestExport();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const data: ExportStatus | undefined = status.data;

  async function handleDownload(readyAt: string) {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadArchive(`quadrant-export-${readyAt.slice(0, 10)}.zip`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  const pending = data?.status === 'pending' || request.isPending;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('data.exportIntro')}</p>
      <div role="status" aria-live="polite" className="text-sm text-slate-700">
        {pending && <p>{t('data.preparing')}</p>}
        {!pending && data?.status === 'ready' && data.expiresAt && (
          <p>
            {t('data.ready', {
              size: formatFileSize(data.size ?? 0, i18n.language),
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                new Date(data.expiresAt),
              ),
            })}
          </p>
        )}
        {!pending && data?.status === 'failed' && <p className="text-red-700">{t('data.failed')}</p>}
        {downloadFailed && <p className="text-red-700">{t('data.downloadFailed')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {!pending && data?.status === 'ready' && data.readyAt && (
          <Button onClick={() => void handleDownload(data.readyAt ?? '')} disabled={downloading}>
            {downloading ? t('data.downloading') : t('data.download')}
          </Button>
        )}
        <Button
          variant={data?.status === 'ready' ? 'secondary' : 'primary'}
          onClick={() => request.mutate()}
          disabled={pending || status.isPending}
        >
          {data?.status === 'ready' || data?.status === 'failed' ? t('data.exportAgain') : t('data.export')}
        </Button>
      </div>
    </div>
  );
}

function ImportPart() {
  const { t } = useTranslation(PROFILE_NS);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const run = useImportArchive();
  const headingId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(!file);
    if (file) run.mutate(file);
  }

  const error = run.error;
  const message =
    error instanceof ApiError && error.code === 'CONFLICT'
      ? t('data.importNotEmpty')
      : error instanceof ApiError && error.code === 'VALIDATION_FAILED' && !errorReason(error)
        ? t('data.importInvalid')
        : formMessage(error, []);
  const result = run.data as { boards?: number; tasks?: number; attachments?: number } | undefined;
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('data.importTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('data.importIntro')}</p>
      <Field label={t('data.importFile')} error={missing ? t('data.chooseFile') : message}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".zip,.json,application/zip,application/json"
            className={inputClass}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              run.reset();
            }}
          />
        )}
      </Field>
      <p role="status" className="text-sm text-emerald-700">
        {run.isSuccess && result ? t('data.imported', result) : null}
      </p>
      <div>
        <Button type="submit" variant="secondary" disabled={run.isPending}>
          {run.isPending ? t('data.importing') : t('data.import')}
        </Button>
      </div>
    </form>
  );
}

/** Move in from another app (issue 36): its own page, which merges into the account as it is. */
function MoveInPart() {
  const { t } = useTranslation(PROFILE_NS);
  const headingId = useId();
  return (
    <div
      aria-labelledby={headingId}
      role="group"
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('data.moveInTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('data.moveInIntro')}</p>
      <div>
        <Link
          to="/app/import"
          className="inline-flex h-10 items-center rounded-md bg-white px-4 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('data.moveInLink')}
        </Link>
      </div>
    </div>
  );
}

export function DataSection() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <SettingsSection title={t('data.title')}>
      <ExportPart />
      <MoveInPart />
      <ImportPart />
    </SettingsSection>
  );
}
