import { FormattedDate } from 'react-intl';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button } from '../../ui/button/Button';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import { useT } from '../../ui/i18n/useT';
import { EmailText } from '../../ui/email-text/EmailText';
import { ScrollTable } from '../../ui/table/ScrollTable';
import { importReportUrl } from './imports.api';
import { isImportActive } from './import-polling';
import { importKindKey, ImportStatus } from './ImportStatus';
import { useImportActions } from './use-import-actions';

interface ImportsTableProps {
  imports: readonly Import[];
  /** The client's history names each import's subject; a subject's own history does not repeat it. */
  showSubject: boolean;
  onOpen(record: Import): void;
}

/** One page of imports, newest first, with what each one's abilities allow; a card per import where the page is narrow. */
export function ImportsTable({ imports, showSubject, onOpen }: ImportsTableProps) {
  const t = useT();
  return (
    <ScrollTable caption={t('imports.list.caption')} hint={t('imports.list.scrollHint')} stacking className="imports-table" scrollClassName="imports-table__scroll">
      <thead>
        <tr>
          <th scope="col">{t('imports.column.file')}</th>
          {showSubject && <th scope="col">{t('imports.column.subject')}</th>}
          <th scope="col">{t('imports.column.kind')}</th>
          <th scope="col">{t('imports.column.state')}</th>
          <th scope="col">{t('imports.column.result')}</th>
          <th scope="col">{t('imports.column.when')}</th>
          <th scope="col">{t('imports.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {imports.map((record) => (
          <ImportRow key={record.id} record={record} showSubject={showSubject} onOpen={onOpen} />
        ))}
      </tbody>
    </ScrollTable>
  );
}

function ImportRow({ record, showSubject, onOpen }: { record: Import; showSubject: boolean; onOpen(record: Import): void }) {
  const t = useT();
  const { locale } = useLocale();
  const actions = useImportActions();
  const file = record.file_name;
  // Nothing read yet, or a file refused before its first row: no figures to give.
  const started = record.state !== 'queued' && !(record.state === 'failed' && record.counts.rows === 0);
  return (
    <tr data-import-id={record.id} className={isImportActive(record.state) ? 'imports-table__row--active' : undefined}>
      <th scope="row" className="imports-table__file">
        {file}
      </th>
      {showSubject && <td data-label={t('imports.column.subject')}>{record.subject.name[locale]}</td>}
      <td data-label={t('imports.column.kind')}>
        <span className={record.dry_run ? 'imports-tag imports-tag--dry' : 'imports-tag'}>{t(importKindKey(record))}</span>
      </td>
      <td data-label={t('imports.column.state')} className="imports-table__state">
        <ImportStatus record={record} />
        {record.state === 'failed' && record.failure && <span className="imports-table__failure">{record.failure}</span>}
      </td>
      <td data-label={t('imports.column.result')} className="imports-table__result">
        {started ? (
          t('imports.result.summary', { rows: record.counts.rows, created: record.counts.created, updated: record.counts.updated, errors: record.counts.errors })
        ) : (
          <span className="imports-muted">—</span>
        )}
      </td>
      <td data-label={t('imports.column.when')} className="imports-table__when">
        <FormattedDate value={record.created_at} dateStyle="medium" timeStyle="short" />
        <span className="imports-table__by">
          <span className="visually-hidden">{t('imports.column.by')} </span>
          {record.created_by ? <EmailText email={record.created_by} /> : t('imports.by.unknown')}
        </span>
      </td>
      <td data-label={t('imports.column.actions')}>
        <div className="imports-table__actions" role="group" aria-label={t('imports.action.rowActions', { file })}>
          <Button size="small" aria-label={t('imports.action.openOne', { file })} onClick={() => onOpen(record)}>
            {t('imports.action.open')}
          </Button>
          {record.abilities.report && (
            <a className="imports-table__link" href={importReportUrl(record.id)} download aria-label={t('imports.action.reportOne', { file })}>
              {t('imports.action.report')}
            </a>
          )}
          {record.abilities.cancel && isImportActive(record.state) && (
            <ConfirmButton size="small" variant="default" aria-label={t('imports.action.cancelOne', { file })} confirm={actions.cancelConfirm(record)} onConfirm={() => actions.cancel(record)}>
              {t('imports.action.cancel')}
            </ConfirmButton>
          )}
          {record.abilities.delete && (
            <ConfirmButton size="small" variant="default" aria-label={t('imports.action.deleteOne', { file })} confirm={actions.deleteConfirm(record)} onConfirm={() => actions.remove(record)}>
              {t('imports.action.delete')}
            </ConfirmButton>
          )}
        </div>
      </td>
    </tr>
  );
}

