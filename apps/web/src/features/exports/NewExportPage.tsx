import { useQueries } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { INPUT_STATES, type InputState } from '@platform/shared/data-collection/input-states';
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportBody, type ExportFormat, type ExportKind } from '@platform/shared/exports/exports.schemas';
import { isApiError } from '../../app/api/api-error';
import { handleCallError } from '../../app/api/common-error-handler';
import { useCallErrorHandlers } from '../../app/api/use-call-error-handlers';
import { fieldErrorMessage } from '../../app/forms/server-errors';
import { useLocale } from '../../app/i18n/LocaleProvider';
import { Button } from '../../ui/button/Button';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { FormErrorSummary } from '../../ui/form/FormErrorSummary';
import { useT } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection/data-collection.api';
import { ChoiceGroup, RadioChoice } from './ChoiceGroup';
import { indicatorSections, offered, periodSections, subjectSections, tagSections } from './export-choices';
import { choiceProblems, exportLimitOf, type ChoiceGroupName, type ChoiceProblems } from './export-outcome';
import { useCreateExport, useExportIndicators, useExportSubjects } from './exports-queries';
import { EXPORTS_PATH } from './exports-paths';
import '../../styles/admin-screen.css';
import './exports.css';

type Locale = 'en' | 'fr';
const fieldsetId = (group: ChoiceGroupName) => `export-${group}`;
const nonEmpty = (values: readonly string[]) => (values.length > 0 ? [...values] : undefined);

/**
 * /admin/export/new: what to export (inputs or indicator figures), which of them (none chosen means every one
 * the caller may see), the format and the language of the labels. The answer is one of spec §4's outcomes: the
 * export starts (to the history, where it is followed), some choices are refused (marked on their lists), the
 * client's limit is reached (a notice says which and from when the next export is possible), or the common
 * handling.
 */
export function NewExportPage() {
  const t = useT();
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotices();
  const handlers = useCallErrorHandlers();
  const create = useCreateExport();

  const [kind, setKind] = useState<ExportKind>('inputs');
  const [choices, setChoices] = useState<Record<ChoiceGroupName, string[]>>({ subjects: [], indicators: [], periods: [], tags: [], states: [] });
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [labels, setLabels] = useState<Locale>(locale);
  const [problems, setProblems] = useState<ChoiceProblems | null>(null);
  const summary = useRef<HTMLDivElement>(null);

  const subjects = useExportSubjects();
  const indicators = useExportIndicators();
  // Each subject's periods and the organisations the caller sees on it.
  const details = useQueries({
    queries: (subjects.data ?? []).map((subject) => ({
      queryKey: dataCollectionKeys.subject(subject.key),
      queryFn: async () => (await dataCollectionApi.subject(subject.key)).subject,
      meta: { handlesErrors: true },
    })),
  });
  const loaded = details.flatMap((query) => (query.data ? [query.data] : []));
  const detailsPending = subjects.isPending || details.some((query) => query.isPending);
  // Inputs of some subjects: their periods and organisations only.
  const relevant = kind === 'inputs' && choices.subjects.length > 0 ? loaded.filter((subject) => choices.subjects.includes(subject.key)) : loaded;

  const sections = {
    subjects: useMemo(() => subjectSections(subjects.data ?? [], locale), [subjects.data, locale]),
    indicators: useMemo(() => indicatorSections(indicators.data ?? [], locale), [indicators.data, locale]),
    periods: periodSections(relevant),
    tags: tagSections(relevant, locale),
    states: [{ options: INPUT_STATES.map((state) => ({ value: state, label: t(`dataEntry.state.${state}`) })) }],
  };
  const legends: Record<ChoiceGroupName, string> = {
    subjects: t('exports.field.subjects'),
    indicators: t('exports.field.indicators'),
    periods: t('exports.field.periods'),
    tags: t('exports.field.tags'),
    states: t('exports.field.states'),
  };
  const groups: readonly ChoiceGroupName[] = kind === 'inputs' ? ['subjects', 'periods', 'tags', 'states'] : ['indicators', 'periods', 'tags'];

  const choose = (group: ChoiceGroupName, values: string[]) => {
    setChoices((current) => ({ ...current, [group]: values }));
    // A list changed since the refusal: its mark no longer says anything.
    setProblems((current) => (current?.groups[group] ? { ...current, groups: { ...current.groups, [group]: undefined } } : current));
  };

  const body = (): ExportBody => {
    const pick = (group: ChoiceGroupName) => nonEmpty(offered(choices[group], sections[group]));
    return {
      kind,
      ...(kind === 'inputs' ? { subjects: pick('subjects'), states: pick('states') as InputState[] | undefined } : { indicators: pick('indicators') }),
      periods: pick('periods'),
      tags: pick('tags'),
      format,
      locale: labels,
    };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblems(null);
    const sent = body();
    try {
      await create.mutateAsync(sent);
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') {
        setProblems(choiceProblems(error, sent));
        requestAnimationFrame(() => summary.current?.focus());
      } else if (isApiError(error) && error.kind === 'LIMITED') {
        notify({ level: 'warning', sticky: true, title: t('exports.limit.title'), message: limitMessage(error) });
      } else {
        handleCallError(error, handlers, { isLoad: false });
      }
      return;
    }
    notify({ level: 'success', message: t('exports.notices.created') });
    navigate(EXPORTS_PATH);
  };

  const limitMessage = (error: Parameters<typeof exportLimitOf>[0]) => {
    const { limit, max, at } = exportLimitOf(error);
    if (!limit || max === null || !at) return t('exports.limit.unknown');
    return t(`exports.limit.${limit}`, { max, at: intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }) });
  };

  const summaryItems = problems
    ? [
        ...groups.flatMap((group) => {
          const problem = problems.groups[group];
          return problem ? [{ fieldId: fieldsetId(group), label: legends[group], message: fieldErrorMessage(t, problem.error) }] : [];
        }),
        ...problems.other.map((error) => ({ fieldId: 'export-kind', message: fieldErrorMessage(t, error) })),
      ]
    : [];

  return (
    <div className="admin-screen exports exports--new">
      <p className="admin-screen__back">
        <Link to={EXPORTS_PATH}>{t('exports.new.back')}</Link>
      </p>
      <h1>{t('exports.new.title')}</h1>
      <Form size="full" className="export-form" aria-label={t('exports.form.label')} onSubmit={(event) => void onSubmit(event)}>
        {problems && (
          <div className="export-form__invalid">
            <p className="export-form__invalid-text">{t('exports.invalid')}</p>
            <FormErrorSummary ref={summary} errors={summaryItems} />
          </div>
        )}
        <div className="export-form__settings" id="export-kind" tabIndex={-1}>
          <RadioChoice<ExportKind>
            legend={t('exports.field.kind')}
            name="kind"
            value={kind}
            onChange={(next) => {
              setKind(next);
              setProblems(null);
            }}
            options={EXPORT_KINDS.map((value) => ({ value, label: t(`exports.kind.${value}`), hint: t(`exports.field.kind.${value}.hint`) }))}
          />
          <RadioChoice<ExportFormat> legend={t('exports.field.format')} name="format" value={format} onChange={setFormat} options={EXPORT_FORMATS.map((value) => ({ value, label: t(`exports.format.${value}`) }))} />
          <RadioChoice<Locale>
            legend={t('exports.field.locale')}
            name="locale"
            value={labels}
            onChange={setLabels}
            options={(['en', 'fr'] as const).map((value) => ({ value, label: t(`common.locale.${value}`) }))}
          />
        </div>
        <div className="export-form__choices">
          {groups.map((group) => (
            <ChoiceGroup
              key={group}
              id={fieldsetId(group)}
              legend={legends[group]}
              sections={sections[group]}
              value={choices[group]}
              onChange={(values) => choose(group, values)}
              error={problems?.groups[group] ? fieldErrorMessage(t, problems.groups[group]!.error) : undefined}
              flagged={problems?.groups[group]?.values}
              loading={group === 'subjects' ? subjects.isPending : group === 'indicators' ? indicators.isPending : group === 'states' ? false : detailsPending}
              failed={group === 'subjects' ? subjects.isError : group === 'indicators' ? indicators.isError && !indicators.data : false}
            />
          ))}
        </div>
        <FormActions>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t('exports.submit')}
          </Button>
          <Link to={EXPORTS_PATH}>{t('common.cancel')}</Link>
        </FormActions>
      </Form>
    </div>
  );
}
