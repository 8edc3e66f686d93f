import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { UploadProblem } from '@platform/shared/files/upload-rules';
import type { Import, ImportMapping } from '@platform/shared/imports/imports.schemas';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { useT } from '../../ui/i18n/useT';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection/data-collection.api';
import { importFileProblem } from './import-file';
import { isImportActive } from './import-polling';
import { importSendMessages } from './import-send-error';
import { importsPath } from './imports-paths';
import { useCancelImport, useForgetImportedInputs, useImport, useSendImport } from './imports-queries';
import { ImportResult } from './ImportResult';
import { ImportReview } from './ImportReview';
import { ImportRunning } from './ImportRunning';
import { ImportSetup } from './ImportSetup';
import { mappingOf } from './mapping-targets';
import { useImportActions } from './use-import-actions';
import { useImportSubject } from './use-subject-labels';
import type { ImportUpload } from './import-upload';
import '../../styles/admin-screen.css';
import './imports.css';

type Step = 'file' | 'check' | 'import';
const STEPS: readonly Step[] = ['file', 'check', 'import'];

/**
 * /admin/import/new and /admin/subjects/:key/import/new: a file checked by a dry run, its columns corrected
 * if need be (each correction checks it again), then imported, whole or its valid rows only. The File stays
 * in memory, so the corrected runs and the import send the very file that was checked.
 */
export function NewImportPage() {
  const { key: routeKey } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const handlers = useCallErrorHandlers();
  // The subjects page's own cache: the subjects the caller enters figures for are offered.
  const subjects = useQuery({ queryKey: dataCollectionKeys.subjects(), queryFn: async () => (await dataCollectionApi.subjects()).subjects, enabled: routeKey === undefined });
  const [chosenKey, setChosenKey] = useState('');
  const subjectKey = routeKey ?? chosenKey;
  const subjectQuery = useImportSubject(subjectKey);
  const subject = subjectQuery.data;
  const [periodChoice, setPeriodChoice] = useState('');
  const periods = subject?.periods ?? [];
  const period = periods.includes(periodChoice) ? periodChoice : (subject?.open_period ?? periods.at(-1) ?? '');

  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ code: UploadProblem; name: string } | null>(null);
  const [checkId, setCheckId] = useState<number | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const [review, setReview] = useState<Import | null>(null);
  const [pending, setPending] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string[] | null>(null);

  const send = useSendImport();
  const cancel = useCancelImport();
  const actions = useImportActions();
  const forgetInputs = useForgetImportedInputs();
  const check = useImport(checkId);
  const run = useImport(runId);
  const checking = checkId !== null && (check.data === undefined || isImportActive(check.data.state));
  const runRecord = run.data;
  const running = runId !== null && (runRecord === undefined || isImportActive(runRecord.state));
  const busy = send.isPending || checking || running;

  // A finished dry run becomes what is reviewed; the targets chosen for it are now its own.
  useEffect(() => {
    if (check.data && check.data.id === checkId && !isImportActive(check.data.state)) {
      setReview(check.data);
      setPending({});
    }
  }, [check.data, checkId]);

  // Rows written: the subject's inputs shown elsewhere are old.
  const runFinishedFor = runRecord && !isImportActive(runRecord.state) ? runRecord.subject.key : null;
  useEffect(() => {
    if (runFinishedFor) void forgetInputs(runFinishedFor);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runFinishedFor]);

  // The first review and the import's end take the focus to their heading, so the keyboard continues from there.
  const checkHeading = useRef<HTMLHeadingElement>(null);
  const importHeading = useRef<HTMLHeadingElement>(null);
  const hadReview = review !== null;
  useEffect(() => {
    if (hadReview) checkHeading.current?.focus();
  }, [hadReview]);
  useEffect(() => {
    if (runFinishedFor) importHeading.current?.focus();
  }, [runFinishedFor]);

  const startOver = () => {
    setCheckId(null);
    setRunId(null);
    setReview(null);
    setPending({});
    setRefusal(null);
  };

  const sendFile = async (upload: ImportUpload): Promise<Import | null> => {
    setRefusal(null);
    try {
      return await send.mutateAsync(upload);
    } catch (error) {
      const messages = importSendMessages(error, upload.file.name, t);
      if (messages) setRefusal(messages);
      else handleCallError(error, handlers, { isLoad: false });
      return null;
    }
  };

  const checkFile = async (mapping?: ImportMapping) => {
    if (!file || subjectKey === '') return;
    const record = await sendFile({ file, subject: subjectKey, dryRun: true, mapping });
    if (record) setCheckId(record.id);
    else setPending({});
  };

  const onMapping = (header: string, target: string) => {
    if (!review) return;
    const next = { ...pending, [header]: target };
    setPending(next);
    void checkFile({ ...mappingOf(review.columns), ...next });
  };

  const onImport = async (onlyValid: boolean) => {
    if (!file || !review) return;
    const record = await sendFile({ file, subject: review.subject.key, dryRun: false, onlyValid, mapping: mappingOf(review.columns) });
    if (record) setRunId(record.id);
  };

  const onFile = (chosen: File | null) => {
    startOver();
    const found = chosen && importFileProblem(chosen);
    setProblem(chosen && found ? { code: found, name: chosen.name } : null);
    setFile(found ? null : chosen);
  };

  const step: Step = runId !== null ? 'import' : checkId !== null || review ? 'check' : 'file';
  const subjectName = subject?.name[locale] ?? routeKey ?? '';
  const announcement = announce();

  function announce(): string {
    if (runRecord && runId !== null) {
      if (isImportActive(runRecord.state)) return t('imports.run.running', { file: runRecord.file_name });
      return runRecord.state === 'done' ? t('imports.run.done', { created: runRecord.counts.created, updated: runRecord.counts.updated }) : t(`imports.state.${runRecord.state}`);
    }
    if (checking || (send.isPending && review)) return review ? t('imports.check.rerunning') : t('imports.check.running', { file: file?.name ?? '' });
    if (review) return t('imports.result.summary', { rows: review.counts.rows, created: review.counts.created, updated: review.counts.updated, errors: review.counts.errors });
    return '';
  }

  const fileId = useId();
  const checkSectionId = useId();
  const importId = useId();
  const enterable = subjects.data?.filter((each) => each.abilities.enter);

  return (
    <div className="admin-screen imports imports--new">
      <p className="admin-screen__back">
        <Link to={importsPath(routeKey)}>{routeKey ? t('imports.new.backSubject', { subject: subjectName }) : t('imports.new.back')}</Link>
      </p>
      <h1>{routeKey ? t('imports.new.subjectTitle', { subject: subjectName }) : t('imports.new.title')}</h1>
      <ol className="import-steps" aria-label={t('imports.steps.label')}>
        {STEPS.map((each, index) => (
          <li
            key={each}
            className={['import-steps__step', each === step && 'import-steps__step--current', STEPS.indexOf(step) > index && 'import-steps__step--done'].filter(Boolean).join(' ')}
            aria-current={each === step ? 'step' : undefined}
          >
            <span className="import-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`imports.steps.${each}`)}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <section className="import-step" aria-labelledby={fileId}>
        <h2 id={fileId} className="import-step__title">
          {t('imports.steps.file')}
        </h2>
        <ImportSetup
          subjects={routeKey === undefined ? { list: enterable, loading: subjects.isPending, failed: subjects.isError } : null}
          subjectKey={subjectKey}
          onSubject={(next) => {
            startOver();
            setChosenKey(next);
            setPeriodChoice('');
          }}
          subject={subject}
          subjectLoading={subjectKey !== '' && subjectQuery.isPending}
          period={period}
          onPeriod={setPeriodChoice}
          file={file}
          problem={problem}
          onFile={onFile}
          busy={busy}
          canCheck={file !== null && subject !== undefined && !busy && runId === null}
          onCheck={() => void checkFile()}
        />
        {refusal && (
          <div className="imports-callout imports-callout--danger" role="alert">
            <p className="imports-callout__title">{t('imports.check.failedToStart')}</p>
            {refusal.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </section>

      {(checkId !== null || review) && (
        <section className="import-step" aria-labelledby={checkSectionId}>
          <h2 id={checkSectionId} ref={checkHeading} tabIndex={-1} className="import-step__title">
            {t('imports.check.title')}
          </h2>
          <p className="imports-section__intro">{t('imports.check.intro')}</p>
          {checking && check.data && <ImportRunning record={check.data} cancelConfirm={null} cancelling={cancel.isPending} onCancel={() => cancel.mutate(check.data!.id)} />}
          {review && subject && (
            <ImportReview
              review={review}
              subject={subject}
              pending={pending}
              busy={busy}
              imported={runId !== null}
              onMapping={onMapping}
              onImport={(onlyValid) => void onImport(onlyValid)}
              onAnotherFile={() => onFile(null)}
            />
          )}
        </section>
      )}

      {runId !== null && (
        <section className="import-step" aria-labelledby={importId}>
          <h2 id={importId} ref={importHeading} tabIndex={-1} className="import-step__title">
            {t('imports.run.title')}
          </h2>
          {runRecord && isImportActive(runRecord.state) ? (
            <ImportRunning record={runRecord} cancelConfirm={actions.cancelConfirm(runRecord)} cancelling={actions.busy} onCancel={() => actions.cancel(runRecord)} />
          ) : runRecord ? (
            <ImportResult record={runRecord} subject={subject} historyPath={importsPath(routeKey)} onAnother={() => onFile(null)} />
          ) : null}
        </section>
      )}
    </div>
  );
}
