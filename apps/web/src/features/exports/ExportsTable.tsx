import { useMemo } from 'react';
import { FormattedDate, FormattedNumber } from 'react-intl';
import type { Export } from '@platform/shared/exports/exports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { buttonClassName } from '../../ui/button/Button';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { ProgressBar } from '../../ui/progress-bar/ProgressBar';
import { EmailText } from '../../ui/email-text/EmailText';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { isExportActive } from './export-polling';
import { exportSummary } from './export-summary';
import { useDeleteExport, useExportIndicators, useExportSubjects } from './exports-queries';

/** One page of the caller's exports, newest first: what, format, state (with progress while prepared), rows, who, when, the file. */
export function ExportsTable({ exports }: { exports: readonly Export[] }) {
  const t = useT();
  const { locale } = useLocale();
  // Names for the subjects and indicators an export chose; their keys if the lists cannot be read.
  const subjects = useExportSubjects({ handlesErrors: true });
  const indicators = useExportIndicators();
  const names = useMemo(() => {
    const subjectNames = new Map((subjects.data ?? []).map((subject) => [subject.key, subject.name[locale]]));
    const indicatorNames = new Map((indicators.data ?? []).map((indicator) => [indicator.key, indicator.name[locale]]));
    return { subject: (key: string) => subjectNames.get(key) ?? key, indicator: (key: string) => indicatorNames.get(key) ?? key };
  }, [subjects.data, indicators.data, locale]);
  return (
    <ScrollTable caption={t('exports.list.caption')} hint={t('exports.list.scrollHint')} stacking className="exports-table" scrollClassName="exports-table__scroll">
      <thead>
        <tr>
          <th scope="col">{t('exports.column.what')}</th>
          <th scope="col">{t('exports.column.format')}</th>
          <th scope="col">{t('exports.column.state')}</th>
          <th scope="col" className="exports-table__number">
            {t('exports.column.rows')}
          </th>
          <th scope="col">{t('exports.column.when')}</th>
          <th scope="col">{t('exports.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {exports.map((record) => (
          <ExportRow key={record.id} record={record} summary={exportSummary(record.request, names, t)} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ExportRow({ record, summary }: { record: Export; summary: string[] }) {
  const t = useT();
  const { notify } = useNotices();
  const remove = useDeleteExport();
  const file = record.file_name;
  const { done, total } = record.progress;
  const rows = total > 0 ? t('exports.progress.rows', { done, total }) : t('exports.progress.waiting');
  const onDelete = async () => {
    try {
      await remove.mutateAsync(record.id);
    } catch {
      return; // The common handler has told the user.
    }
    notify({ level: 'success', message: t('exports.notices.deleted', { file }) });
  };
  return (
    <tr data-export-id={record.id} className={isExportActive(record.state) ? 'exports-table__row--active' : undefined}>
      <th scope="row" className="exports-table__what">
        <span className="exports-table__kind">{t(`exports.kind.${record.kind}`)}</span>
        {summary.map((line) => (
          <span key={line} className="exports-table__detail">
            {line}
          </span>
        ))}
      </th>
      <td data-label={t('exports.column.format')} className="exports-table__format">
        {record.format.toUpperCase()} · {record.locale.toUpperCase()}
      </td>
      <td data-label={t('exports.column.state')} className="exports-table__state">
        <span className={`exports-state exports-state--${record.state}`}>{t(`exports.state.${record.state}`)}</span>
        {isExportActive(record.state) && (
          <span className="exports-table__progress">
            <ProgressBar value={done} max={total} label={t('exports.progress.label', { file })} valueText={rows} />
            <span className="exports-muted">{rows}</span>
          </span>
        )}
        {record.state === 'failed' && <span className="exports-table__failure">{t('exports.failure', { reason: record.failure ?? t('errors.INTERNAL_ERROR.message') })}</span>}
      </td>
      <td data-label={t('exports.column.rows')} className="exports-table__number">
        {record.rows === null ? <span className="exports-muted">—</span> : <FormattedNumber value={record.rows} />}
      </td>
      <td data-label={t('exports.column.when')} className="exports-table__when">
        <FormattedDate value={record.created_at} dateStyle="medium" timeStyle="short" />
        <span className="exports-table__by">
          <span className="visually-hidden">{t('exports.column.by')} </span>
          {record.created_by ? <EmailText email={record.created_by} /> : t('exports.by.unknown')}
        </span>
      </td>
      <td data-label={t('exports.column.actions')}>
        <div className="exports-table__actions" role="group" aria-label={t('exports.action.rowActions', { file })}>
          {record.state === 'done' && record.abilities.download && record.download_url && (
            // A plain link: the browser downloads the file with the session cookie, as it would any file.
            <a className={buttonClassName({ variant: 'primary', size: 'small' })} href={record.download_url} download aria-label={t('exports.action.downloadOne', { file })}>
              {t('exports.action.download')}
            </a>
          )}
          {record.abilities.delete && (
            <ConfirmButton
              size="small"
              variant="default"
              aria-label={t('exports.action.deleteOne', { file })}
              confirm={{ title: t('exports.delete.title'), message: t('exports.delete.message', { file }), confirmLabel: t('exports.action.delete'), danger: true }}
              onConfirm={onDelete}
            >
              {t('exports.action.delete')}
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}
