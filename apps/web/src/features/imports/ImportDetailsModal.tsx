import { FormattedDate } from 'react-intl';
import type { Import } from '@platform/shared/imports/imports.schemas';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button } from '../../ui/button/Button';
import { ConfirmButton } from '../../ui/confirm/ConfirmButton';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { Modal } from '../../ui/modal/Modal';
import { isImportActive } from './import-polling';
import { useImport } from './imports-queries';
import { ImportReport } from './ImportReport';
import { importKindKey, ImportStatus } from './ImportStatus';
import { useImportActions } from './use-import-actions';
import { useSubjectForLabels } from './use-subject-labels';

/**
 * An import of the history opened: who ran it and when, its state (followed while it runs), its report and
 * what happened to it. `seed` is the list's copy, shown until the import's own answer comes.
 */
export function ImportDetailsModal({ id, seed, onClose }: { id: number; seed: Import | undefined; onClose(): void }) {
  const t = useT();
  const query = useImport(id);
  const record = query.data ?? seed;
  const actions = useImportActions();
  const subject = useSubjectForLabels(record?.subject.key);
  const title = record ? t('imports.details.title', { file: record.file_name }) : t('imports.details.loading');
  const footer = (
    <>
      {record?.abilities.cancel && isImportActive(record.state) && (
        <ConfirmButton confirm={actions.cancelConfirm(record)} onConfirm={() => actions.cancel(record)}>
          {t('imports.run.stop')}
        </ConfirmButton>
      )}
      <Button onClick={onClose}>{t('common.close')}</Button>
    </>
  );
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} size="x-large" footer={footer} className="import-details">
      {record ? (
        <>
          <ImportFacts record={record} />
          <ImportReport record={record} subject={subject.data} />
          <ImportHistory record={record} />
        </>
      ) : query.isError ? (
        <p role="alert">{t('imports.details.failed')}</p>
      ) : (
        <Loader type="medium" label={t('imports.details.loading')} />
      )}
    </Modal>
  );
}

function ImportFacts({ record }: { record: Import }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <dl className="import-facts">
      <div>
        <dt>{t('imports.details.subject')}</dt>
        <dd>{record.subject.name[locale]}</dd>
      </div>
      <div>
        <dt>{t('imports.details.kind')}</dt>
        <dd>{t(importKindKey(record))}</dd>
      </div>
      <div>
        <dt>{t('imports.column.state')}</dt>
        <dd>
          <ImportStatus record={record} />
        </dd>
      </div>
      <div>
        <dt>{t('imports.details.by')}</dt>
        <dd>{record.created_by ?? t('imports.by.unknown')}</dd>
      </div>
      <div>
        <dt>{t('imports.details.when')}</dt>
        <dd>
          <FormattedDate value={record.created_at} dateStyle="medium" timeStyle="short" />
        </dd>
      </div>
      {record.finished_at && (
        <div>
          <dt>{t('imports.details.finished')}</dt>
          <dd>
            <FormattedDate value={record.finished_at} dateStyle="medium" timeStyle="short" />
          </dd>
        </div>
      )}
    </dl>
  );
}

function ImportHistory({ record }: { record: Import }) {
  const t = useT();
  if (record.history.length === 0) return null;
  return (
    <section className="imports-section" aria-label={t('imports.details.history')}>
      <h3 className="imports-section__title">{t('imports.details.history')}</h3>
      <ol className="import-history">
        {record.history.map((entry, index) => (
          <li key={`${entry.at}:${entry.event}:${index}`}>
            <span className="import-history__event">{t(`imports.event.${entry.event}`)}</span>
            <span className="imports-muted">
              <FormattedDate value={entry.at} dateStyle="medium" timeStyle="medium" />
            </span>
            {entry.by && <span className="imports-muted">{entry.by}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
