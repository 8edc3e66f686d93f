import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { CreateInputBody } from '@platform/shared/data-collection/inputs.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { Button } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { FormActions } from '../../../ui/form/FormActions';
import { Select } from '../../../ui/form/Select';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/NoticeProvider';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';
import { useSubject } from '../data-collection-queries';
import { DuplicateWarning } from './components/DuplicateWarning';
import { InputFormBody } from './components/InputFormBody';
import { useDynamicFormSetup } from './hooks/useDynamicFormSetup';
import { useInputForm } from './hooks/useInputForm';
import { useInputSaveErrors } from './hooks/useInputSaveErrors';
import { usePreviousValues } from './hooks/usePreviousValues';
import { tagNames } from './tag-names';
import type { InputPageState } from './InputPage';
import './entry.css';

const TOP_ID = 'new-input-top';
const tagControlId = (dimension: string) => `input-tag-${dimension}`;
const PERIOD_ID = 'input-period';

/**
 * /admin/subjects/:key/inputs/new/single: one input: the tag leaf and period it is for (the open period
 * by default; `?period=&<dimension key>=<leaf key>`, as the grid links a row, chooses them when they are
 * among the options), then its values; kept as a draft or submitted. Last year's approved values show beside
 * the numbers; the server's warnings (an existing input, a variation to justify) show inline.
 */
export function NewInputPage() {
  const { key = '' } = useParams();
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const queryClient = useQueryClient();
  const subject = useSubject(key);
  const setup = useDynamicFormSetup();
  const fields = subject.data?.fields ?? [];
  const form = useInputForm(fields, { values: {}, notApplicable: {}, justification: '' }, setup.dateBounds);
  const [chosenTags, setTags] = useState<Record<string, string>>({});
  const [chosenPeriod, setPeriod] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const saveErrors = useInputSaveErrors(form, summary);
  const guard = useDirtyGuard(form.dirty, t('common.dirty.leave'));
  const create = useMutation({ mutationFn: (body: CreateInputBody) => dataCollectionApi.createInput(key, body), meta: { handlesErrors: true } });

  const dimensions = subject.data?.tag_dimensions ?? [];
  // A leaf or period in the address that is not among the options is ignored.
  const linkedLeaf = (dimension: (typeof dimensions)[number]) => dimension.leaves.find((leaf) => leaf.key === query.get(dimension.key))?.key;
  const linkedPeriod = subject.data?.periods.find((item) => item === query.get('period'));
  // A dimension with one leaf needs no choice.
  const tags = Object.fromEntries(
    dimensions.map((dimension) => [dimension.key, chosenTags[dimension.key] ?? linkedLeaf(dimension) ?? (dimension.leaves.length === 1 ? dimension.leaves[0]!.key : '')]),
  );
  const tagsChosen = dimensions.every((dimension) => tags[dimension.key] !== '');
  const period = chosenPeriod ?? linkedPeriod ?? subject.data?.open_period ?? subject.data?.periods.at(-1) ?? '';
  const previous = usePreviousValues(key, period, tagsChosen ? tags : null);

  if (subject.isPending) return <Loader type="medium" />;
  if (subject.isError) return null;
  const data = subject.data;
  const noLeaf = dimensions.some((dimension) => dimension.leaves.length === 0);

  const save = async (submit: boolean) => {
    const body = form.prepare(submit, period);
    if (!tagsChosen) {
      form.setErrors((current) => ({ ...current, tags: [{ error: 'BLANK' }] }));
      saveErrors.invalid();
      return;
    }
    if (!body) {
      saveErrors.invalid();
      return;
    }
    try {
      const created = await create.mutateAsync({ period, tags, ...body });
      guard.allowNextNavigation();
      void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.inputs(key) });
      void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() });
      notify({ level: 'success', message: t(submit ? 'dataEntry.form.submitted' : 'dataEntry.form.savedDraft') });
      navigate(`/admin/subjects/${key}/inputs/${created.input.id}`, { state: { nextSubject: created.nextSubject } satisfies InputPageState });
    } catch (error) {
      saveErrors.failed(error);
    }
  };

  const duplicate = form.errors.tags?.[0]?.error === 'DUPLICATED' ? Number(form.errors.tags[0].id) : null;
  const tagError = form.errors.tags?.[0] && duplicate === null ? form.errors.tags[0] : undefined;
  const periodError = form.errors.period?.[0];

  return (
    <div className="entry-page">
      <nav className="entry-breadcrumb" aria-label={t('dataEntry.breadcrumb')}>
        <Link to="/admin/subjects">{t('dataEntry.subjects.title')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/admin/subjects/${key}`}>{data.name[locale]}</Link>
      </nav>
      <h1 id={TOP_ID} tabIndex={-1}>
        {t('dataEntry.form.newTitle')}
      </h1>
      {!data.abilities.enter || noLeaf ? (
        <p className="entry-callout entry-callout--info">{t(noLeaf ? 'dataEntry.form.noLeaf' : 'dataEntry.form.cannotEnter')}</p>
      ) : (
        <form
          className="input-form"
          aria-labelledby={TOP_ID}
          noValidate
          onSubmit={(event: FormEvent) => {
            // Enter in a field keeps a draft; submitting for approval is its own button.
            event.preventDefault();
            void save(false);
          }}
        >
          <fieldset className="input-form__where">
            <legend className="visually-hidden">{t('dataEntry.form.where')}</legend>
            {dimensions.map((dimension) => (
              <Select
                key={dimension.key}
                id={tagControlId(dimension.key)}
                label={dimension.name[locale]}
                required
                size="medium"
                placeholder={tags[dimension.key] === '' ? true : undefined}
                value={tags[dimension.key]}
                error={tagError ? t(tagError.error === 'BLANK' ? 'dynamicForm.errors.BLANK' : 'dynamicForm.errors.INVALID') : undefined}
                options={dimension.leaves.map((leaf) => ({ value: leaf.key, label: leaf.name[locale] }))}
                onChange={(event) => {
                  setTags((current) => ({ ...current, [dimension.key]: event.target.value }));
                  form.clearErrors('tags');
                }}
              />
            ))}
            <Select
              id={PERIOD_ID}
              label={t('dataEntry.form.period')}
              required
              size="small"
              value={period}
              error={periodError ? t('dynamicForm.errors.INVALID') : undefined}
              options={[...data.periods].reverse().map((item) => ({ value: item, label: item }))}
              onChange={(event) => {
                setPeriod(event.target.value);
                form.clearErrors('period', 'tags');
              }}
            />
          </fieldset>
          {duplicate !== null && <DuplicateWarning subjectKey={key} inputId={duplicate} name={t('dataEntry.inputs.inputName', { tags: tagNames(data, tags, locale), period })} />}
          <InputFormBody
            ref={summary}
            form={form}
            fields={data.fields}
            previous={previous}
            setup={setup}
            topId={TOP_ID}
            disabled={create.isPending}
            otherControls={{
              tags: { id: tagControlId(dimensions[0]?.key ?? ''), label: dimensions.map((dimension) => dimension.name[locale]).join(' — ') },
              period: { id: PERIOD_ID, label: t('dataEntry.form.period') },
            }}
          />
          <FormActions>
            <Button variant="primary" loading={create.isPending && create.variables?.submit === true} disabled={create.isPending} onClick={() => void save(true)}>
              {t('dataEntry.form.submit')}
            </Button>
            <Button type="submit" loading={create.isPending && create.variables?.submit !== true} disabled={create.isPending}>
              {t('dataEntry.form.saveDraft')}
            </Button>
            <Link to={`/admin/subjects/${key}`} className="input-form__cancel">
              {t('common.cancel')}
            </Link>
          </FormActions>
        </form>
      )}
    </div>
  );
}
