import { useId, useMemo, useState } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import type { AdminSection, AdminSubject, AdminSubjectList } from '@platform/shared/super-admin/subjects-admin.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { EmptyState } from '../../../ui/query-state/EmptyState';
import { QueryState } from '../../../ui/query-state/QueryState';
import { useRecalculateAll } from '../super-admin.api';
import { SuperAdminTable } from '../SuperAdminTable';
import { CreateSectionDialog } from './CreateSectionDialog';
import { CreateSubjectDialog } from './CreateSubjectDialog';
import { useAdminSubjects } from './subjects-admin.api';
import { useSubjectActions, type SubjectActions } from './use-subject-actions';
import './subjects-admin.css';

type StatusFilter = 'all' | 'live' | 'deleted';

/**
 * /super_admin/subjects: every section and subject of the client, deleted ones marked; a filter by status and by
 * key or name; creating subjects and sections; deleting (confirmed, saying what depends on it) and restoring
 * them; recomputing a subject's tag leaves, filling it with randomized data, and a full precalculation.
 */
export function SubjectsAdminPage() {
  const t = useT();
  const subjects = useAdminSubjects();
  const actions = useSubjectActions();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [text, setText] = useState('');
  const [creating, setCreating] = useState<'subject' | 'section' | null>(null);

  return (
    <div className="subjects-admin">
      <h1>{t('superAdmin.subjects.title')}</h1>
      <p className="jobs__hint">{t('superAdmin.subjects.intro')}</p>
      <div className="subjects-admin__toolbar" role="group" aria-label={t('superAdmin.subjects.toolbar')}>
        <Button variant="primary" onClick={() => setCreating('subject')} disabled={!subjects.data}>
          {t('superAdmin.subjects.newSubject')}
        </Button>
        <Button onClick={() => setCreating('section')}>{t('superAdmin.subjects.newSection')}</Button>
        <PrecalculateButton />
      </div>
      <div className="subjects-admin__filters">
        <Select
          label={t('superAdmin.subjects.filter.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          options={(['all', 'live', 'deleted'] as const).map((value) => ({ value, label: t(`superAdmin.subjects.filter.${value}`) }))}
        />
        <TextField label={t('superAdmin.subjects.filter.text')} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <QueryState
        query={subjects}
        loadingLabel={t('superAdmin.subjects.loading')}
        failedMessage={t('superAdmin.subjects.failed')}
        isEmpty={(list) => list.sections.length === 0}
        emptyMessage={t('superAdmin.subjects.empty')}
      >
        {(list) => <SubjectSections list={list} status={status} text={text} actions={actions} />}
      </QueryState>
      {subjects.data && (
        <CreateSubjectDialog open={creating === 'subject'} onOpenChange={(open) => setCreating(open ? 'subject' : null)} sections={subjects.data.sections} />
      )}
      <CreateSectionDialog open={creating === 'section'} onOpenChange={(open) => setCreating(open ? 'section' : null)} />
    </div>
  );
}

function PrecalculateButton() {
  const t = useT();
  const { notify } = useNotices();
  const recalculate = useRecalculateAll();
  return (
    <ConfirmButton
      confirm={{
        title: t('superAdmin.subjects.confirmPrecalculate.title'),
        message: t('superAdmin.subjects.confirmPrecalculate.message'),
        confirmLabel: t('superAdmin.subjects.confirmPrecalculate.action'),
      }}
      onConfirm={async () => {
        // A failure is the common handler's notice; the button simply comes back.
        await recalculate.mutateAsync().then(
          () => notify({ level: 'success', message: t('superAdmin.subjects.notices.precalculationQueued') }),
          () => undefined,
        );
      }}
    >
      {t('superAdmin.subjects.precalculate')}
    </ConfirmButton>
  );
}

function matches(subject: AdminSubject, status: StatusFilter, words: string): boolean {
  if (status === 'live' && subject.deleted) return false;
  if (status === 'deleted' && !subject.deleted) return false;
  if (words === '') return true;
  return [subject.key, subject.name.en, subject.name.fr].some((part) => part.toLowerCase().includes(words));
}

function SubjectSections({ list, status, text, actions }: { list: AdminSubjectList; status: StatusFilter; text: string; actions: SubjectActions }) {
  const t = useT();
  const words = text.trim().toLowerCase();
  const filtering = status !== 'all' || words !== '';
  const shown = useMemo(() => list.subjects.filter((subject) => matches(subject, status, words)), [list.subjects, status, words]);
  // While filtering, only the sections holding a subject shown; otherwise every section, empty ones too.
  const sections = filtering ? list.sections.filter((section) => shown.some((subject) => subject.section.key === section.key)) : list.sections;
  return (
    <>
      <p role="status" className="subjects-admin__count">
        {t('superAdmin.subjects.count', { shown: shown.length, total: list.subjects.length })}
      </p>
      {sections.length === 0 ? (
        <EmptyState>{t('superAdmin.subjects.noMatch')}</EmptyState>
      ) : (
        sections.map((section) => (
          <SectionBlock key={section.key} section={section} subjects={shown.filter((subject) => subject.section.key === section.key)} actions={actions} />
        ))
      )}
    </>
  );
}

function SectionBlock({ section, subjects, actions }: { section: AdminSection; subjects: AdminSubject[]; actions: SubjectActions }) {
  const t = useT();
  const { locale } = useLocale();
  const titleId = useId();
  const name = section.name[locale];
  return (
    <section className={section.deleted ? 'subjects-admin__section subjects-admin__section--deleted' : 'subjects-admin__section'} aria-labelledby={titleId}>
      <header className="subjects-admin__section-header">
        <h2 id={titleId}>
          {name} {section.deleted && <span className="subjects-admin__badge">{t('superAdmin.subjects.status.deleted')}</span>}
        </h2>
        <span className="subjects-admin__key">{t('superAdmin.subjects.section.key', { key: section.key })}</span>
        {section.deleted ? (
          <ConfirmButton
            size="small"
            confirm={{
              title: t('superAdmin.subjects.section.confirmRestore.title', { name }),
              message: t('superAdmin.subjects.section.confirmRestore.message'),
              confirmLabel: t('superAdmin.subjects.section.restore'),
            }}
            onConfirm={() => actions.restoreSection(section.key)}
          >
            {t('superAdmin.subjects.section.restore')}
          </ConfirmButton>
        ) : (
          <ConfirmButton
            size="small"
            disabled={section.subjects_count > 0}
            title={section.subjects_count > 0 ? t('superAdmin.subjects.section.deleteBlocked') : undefined}
            confirm={{
              title: t('superAdmin.subjects.section.confirmDelete.title', { name }),
              message: t('superAdmin.subjects.section.confirmDelete.message'),
              confirmLabel: t('superAdmin.subjects.section.delete'),
              danger: true,
            }}
            onConfirm={() => actions.deleteSection(section.key)}
          >
            {t('superAdmin.subjects.section.delete')}
          </ConfirmButton>
        )}
      </header>
      {subjects.length === 0 ? (
        <p className="subjects-admin__none">{t('superAdmin.subjects.sectionEmpty')}</p>
      ) : (
        <SuperAdminTable
          labelledBy={titleId}
          className="jobs subjects-admin__table"
          columns={[
            t('superAdmin.subjects.column.key'),
            t('superAdmin.subjects.column.name'),
            t('superAdmin.subjects.column.inputs'),
            t('superAdmin.subjects.column.periods'),
            t('superAdmin.subjects.column.status'),
            t('superAdmin.subjects.column.actions'),
          ]}
        >
          {subjects.map((subject) => (
            <SubjectRow key={subject.key} subject={subject} actions={actions} />
          ))}
        </SuperAdminTable>
      )}
    </section>
  );
}

function SubjectRow({ subject, actions }: { subject: AdminSubject; actions: SubjectActions }) {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const name = subject.name[locale];
  return (
    <tr className={subject.deleted ? 'jobs__row subjects-admin__row--deleted' : 'jobs__row'} data-subject={subject.key}>
      <th scope="row">
        <code>{subject.key}</code>
      </th>
      <td>{name}</td>
      <td className="jobs__count">
        <FormattedNumber value={subject.inputs_count} />
      </td>
      <td>{subject.periods.length > 0 ? `${subject.periods[0]}–${subject.periods.at(-1)}` : t('superAdmin.subjects.noPeriod')}</td>
      <td>
        {subject.deleted ? (
          <span className="subjects-admin__badge">
            {subject.deleted_at
              ? t('superAdmin.subjects.status.deletedOn', { date: intl.formatDate(subject.deleted_at, { dateStyle: 'medium' }) })
              : t('superAdmin.subjects.status.deleted')}
          </span>
        ) : (
          t('superAdmin.subjects.status.live')
        )}
      </td>
      <td>
        <div className="subjects-admin__actions">
          {subject.deleted ? (
            <ConfirmButton
              size="small"
              aria-label={t('superAdmin.subjects.restoreLabel', { name })}
              confirm={{
                title: t('superAdmin.subjects.confirmRestore.title', { name }),
                message: t('superAdmin.subjects.confirmRestore.message'),
                confirmLabel: t('superAdmin.subjects.confirmRestore.action'),
              }}
              onConfirm={() => actions.restoreSubject(subject.key)}
            >
              {t('superAdmin.subjects.restore')}
            </ConfirmButton>
          ) : (
            <>
              <ConfirmButton
                size="small"
                aria-label={t('superAdmin.subjects.tagLeavesLabel', { name })}
                confirm={{
                  title: t('superAdmin.subjects.confirmTagLeaves.title', { name }),
                  message: t('superAdmin.subjects.confirmTagLeaves.message'),
                  confirmLabel: t('superAdmin.subjects.confirmTagLeaves.action'),
                }}
                onConfirm={() => actions.tagLeaves(subject.key)}
              >
                {t('superAdmin.subjects.tagLeaves')}
              </ConfirmButton>
              <ConfirmButton
                size="small"
                aria-label={t('superAdmin.subjects.randomizedDataLabel', { name })}
                confirm={{
                  title: t('superAdmin.subjects.confirmRandomized.title', { name }),
                  message: t('superAdmin.subjects.confirmRandomized.message'),
                  confirmLabel: t('superAdmin.subjects.confirmRandomized.action'),
                }}
                onConfirm={() => actions.randomizedData(subject.key)}
              >
                {t('superAdmin.subjects.randomizedData')}
              </ConfirmButton>
              <ConfirmButton
                size="small"
                aria-label={t('superAdmin.subjects.deleteLabel', { name })}
                confirm={{
                  title: t('superAdmin.subjects.confirmDelete.title', { name }),
                  message: t('superAdmin.subjects.confirmDelete.message', { inputs: subject.inputs_count }),
                  confirmLabel: t('superAdmin.subjects.confirmDelete.action'),
                  danger: true,
                }}
                onConfirm={() => actions.deleteSubject(subject.key)}
              >
                {t('superAdmin.subjects.delete')}
              </ConfirmButton>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
