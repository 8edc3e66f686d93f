import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '@platform/shared/i18n/locales';
import type { Report } from '@platform/shared/reports/reports.schemas';
import { isApiError } from '../../../app/api/api-error';
import { handleCallError } from '../../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../../app/api/use-call-error-handlers';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { useT, type Translate } from '../../../ui/i18n/useT';
import { ProgressBar } from '../../../ui/progress-bar/ProgressBar';
import { fetchReportPdf, REPORT_PDF_POLL_MS } from './report-pdf';

/** Where a detail of a refused rendering is, in words: "Page 2, part 1" for `pages.1.parts.0.…`. */
function detailText(t: Translate, path: string, error: { error: string; [key: string]: unknown }): string {
  const message = fieldErrorMessage(t, error);
  const part = /^pages\.(\d+)\.parts\.(\d+)/.exec(path);
  if (part) return t('reports.pdf.detail.part', { page: Number(part[1]) + 1, part: Number(part[2]) + 1, message });
  const page = /^pages\.(\d+)/.exec(path);
  if (page) return t('reports.pdf.detail.page', { page: Number(page[1]) + 1, message });
  return path && path !== 'base' ? t('reports.pdf.detail.field', { field: path, message }) : message;
}

/**
 * The report's PDF in one language: asked for on demand; while it is being made the server answers how far it
 * is, and it is asked again every second with a progress bar; once made, a link downloads it. What keeps the
 * report from being rendered (422) is listed.
 */
export function PdfDownload({ report, locale, disabled }: { report: Pick<Report, 'id' | 'updated_at'>; locale: Locale; disabled: boolean }) {
  const t = useT();
  const handlers = useCallErrorHandlers();
  const [requested, setRequested] = useState(false);
  const language = t(`common.locale.${locale}`);
  const link = useRef<HTMLAnchorElement>(null);
  const pdf = useQuery({
    queryKey: ['reports', 'pdf', report.id, locale, report.updated_at],
    queryFn: ({ signal }) => fetchReportPdf(report.id, locale, signal),
    enabled: requested,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.kind === 'pending' ? REPORT_PDF_POLL_MS : false),
    meta: { handlesErrors: true },
  });
  // A saved change makes another version: its PDF is asked for when wanted, not at once.
  useEffect(() => setRequested(false), [report.updated_at]);
  const answer = requested ? pdf.data : undefined;
  const failure = requested && pdf.isError ? pdf.error : null;
  const refused = isApiError(failure) && failure.status === 422;

  // A failure other than a refusal goes to the app's common handling (a notice, the session page).
  useEffect(() => {
    if (!failure || refused) return;
    handleCallError(failure, handlers, { isLoad: false });
    setRequested(false);
  }, [failure, refused, handlers]);

  // The file, once made, as an address the link downloads (freed when it is no longer shown).
  const ready = answer?.kind === 'ready' ? answer : null;
  const url = useMemo(() => (ready ? URL.createObjectURL(ready.blob) : null), [ready]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => {
    if (url) link.current?.focus();
  }, [url]);

  if (!requested) {
    return (
      <Button size="small" disabled={disabled} onClick={() => setRequested(true)}>
        {t('reports.pdf.prepare', { language })}
      </Button>
    );
  }
  if (ready && url) {
    return (
      <span className="report-pdf">
        <a ref={link} className={buttonClassName({ variant: 'primary', size: 'small' })} href={url} download={ready.fileName}>
          {t('reports.pdf.download', { language })}
        </a>
        <span className="visually-hidden" role="status">
          {t('reports.pdf.ready', { locale })}
        </span>
      </span>
    );
  }
  if (refused) {
    const details = Object.entries(firstFieldErrors(failure.details));
    return (
      <div className="report-pdf report-pdf--refused" role="alert">
        <p>{t('reports.pdf.refused', { locale })}</p>
        {details.length > 0 && (
          <ul>
            {details.map(([path, error]) => (
              <li key={path}>{detailText(t, path, error)}</li>
            ))}
          </ul>
        )}
        <Button size="small" onClick={() => setRequested(false)}>
          {t('common.close')}
        </Button>
      </div>
    );
  }
  const progress = answer?.kind === 'pending' ? answer.progress : { done: 0, total: 0 };
  const words =
    answer?.kind === 'pending' && answer.state === 'rendering' && progress.total > 0
      ? t('reports.pdf.progress', { done: progress.done, total: progress.total })
      : answer?.kind === 'pending' && answer.state === 'queued'
        ? t('reports.pdf.queued')
        : t('reports.pdf.asking');
  return (
    <span className="report-pdf report-pdf--pending">
      <ProgressBar value={progress.done} max={progress.total} label={t('reports.pdf.progressLabel', { locale })} valueText={words} />
      <span className="report-pdf__words" aria-live="polite">
        {words}
      </span>
      <Button size="small" onClick={() => setRequested(false)} aria-label={t('reports.pdf.stopOne', { locale })}>
        {t('reports.pdf.stop')}
      </Button>
    </span>
  );
}
