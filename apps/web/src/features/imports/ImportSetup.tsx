import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { UploadProblem } from '@platform/shared/files/upload-rules';
import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import { IMPORT_EXTENSIONS } from '@platform/shared/imports/import-limits';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button, buttonClassName } from '../../ui/button/Button';
import { FileDrop } from '../../ui/file-drop/FileDrop';
import { Select } from '../../ui/form/Select';
import { useT } from '../../ui/i18n/useT';
import { Loader } from '../../ui/loader/Loader';
import { importTemplateUrl } from './imports.api';

export interface ImportSetupProps {
  /** The subjects offered (those the caller enters figures for); null when the subject is the page's. */
  subjects: { list: readonly SubjectListItem[] | undefined; loading: boolean; failed: boolean } | null;
  subjectKey: string;
  onSubject(key: string): void;
  /** The chosen subject, once read (its periods give the template's). */
  subject: Subject | undefined;
  subjectLoading: boolean;
  period: string;
  onPeriod(period: string): void;
  file: File | null;
  problem: { code: UploadProblem; name: string } | null;
  onFile(file: File | null): void;
  /** Sending or checking: the choices wait. */
  busy: boolean;
  canCheck: boolean;
  onCheck(): void;
}

/** Step 1: the subject, the template of a period to fill in, and the file to check. */
export function ImportSetup(props: ImportSetupProps) {
  const { subjects, subjectKey, subject, period, file, problem, busy } = props;
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const fileHintId = useId();
  const periods = subject?.periods ?? [];

  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });

  return (
    <div className="import-setup">
      <div className="import-setup__choices">
        {subjects && (
          <SubjectChoice subjects={subjects} value={subjectKey} disabled={busy} onChange={props.onSubject} />
        )}
        {subjectKey !== '' &&
          (props.subjectLoading ? (
            <Loader type="small" label={t('imports.setup.subject.loading')} />
          ) : periods.length === 0 ? (
            subject && <p className="imports-muted">{t('imports.setup.period.none')}</p>
          ) : (
            <div className="import-setup__template">
              <Select
                label={t('imports.setup.period')}
                size="small"
                value={period}
                options={[...periods].reverse().map((each) => ({ value: each, label: each }))}
                onChange={(event) => props.onPeriod(event.target.value)}
              />
              <div className="import-setup__template-link">
                <a className={buttonClassName()} href={importTemplateUrl(subjectKey, period, locale)} download>
                  {t('imports.setup.template')}
                </a>
                <p className="imports-hint">{t('imports.setup.template.hint')}</p>
              </div>
            </div>
          ))}
      </div>
      <div className="import-setup__file">
        <p className="import-setup__label">
          {t('imports.setup.file')}
        </p>
        <FileDrop
          label={t('imports.setup.file')}
          accept={IMPORT_EXTENSIONS}
          disabled={busy}
          invalid={problem !== null}
          describedBy={fileHintId}
          onFile={(chosen) => props.onFile(chosen)}
        >
          <p id={fileHintId} className={problem ? 'import-setup__problem' : 'imports-hint'} role={problem ? 'alert' : undefined}>
            {problem ? t(`imports.setup.file.${problem.code}`, { name: problem.name }) : t('imports.setup.file.hint')}
          </p>
        </FileDrop>
        {file && (
          <p className="import-setup__chosen">
            <span>{t('imports.setup.file.chosen', { name: file.name, size: size(file.size) })}</span>
            <Button size="small" disabled={busy} onClick={() => props.onFile(null)}>
              {t('imports.setup.file.remove')}
            </Button>
          </p>
        )}
      </div>
      <div className="import-setup__actions">
        <Button variant="primary" disabled={!props.canCheck} loading={busy} onClick={props.onCheck}>
          {t('imports.setup.check')}
        </Button>
        {(file === null || subject === undefined) && <span className="imports-hint">{t(subjectKey === '' ? 'imports.setup.needs' : 'imports.setup.needsFile')}</span>}
      </div>
    </div>
  );
}

function SubjectChoice({
  subjects,
  value,
  disabled,
  onChange,
}: {
  subjects: NonNullable<ImportSetupProps['subjects']>;
  value: string;
  disabled: boolean;
  onChange(key: string): void;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (subjects.loading) return <Loader type="small" label={t('imports.setup.subjects.loading')} />;
  if (subjects.failed) return <p role="alert">{t('imports.setup.subjects.failed')}</p>;
  const list = subjects.list ?? [];
  if (list.length === 0) return <p className="imports-callout">{t('imports.setup.subject.none')}</p>;
  return (
    <Select
      label={t('imports.setup.subject')}
      hint={t('imports.setup.subject.hint')}
      size="large"
      required
      placeholder
      value={value}
      disabled={disabled}
      options={list.map((subject) => ({ value: subject.key, label: `${subject.section.name[locale]} · ${subject.name[locale]}` }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
