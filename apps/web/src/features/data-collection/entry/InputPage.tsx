import { useQuery } from '@tanstack/react-query';
import { FormattedDate } from 'react-intl';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { ConfirmButton } from '../../../ui/confirm/ConfirmButton';
import { DynamicFormView } from '../../../ui/dynamic-form/DynamicFormView';
import { FormActions } from '../../../ui/form/FormActions';
import { useT } from '../../../ui/i18n/useT';
import { Loader } from '../../../ui/loader/Loader';
import { useNotices } from '../../../ui/notices/NoticeProvider';
import { dataCollectionApi, dataCollectionKeys } from '../data-collection.api';
import { useSubject } from '../data-collection-queries';
import { deleteFailureKey } from './components/DeleteResults';
import { InputEditForm } from './components/InputEditForm';
import { InputHistory } from './components/InputHistory';
import { StateBadge } from './components/StateBadge';
import { useDeleteInputs } from './hooks/useDeleteInputs';
import { useDynamicFormSetup } from './hooks/useDynamicFormSetup';
import { tagNames } from './tag-names';
import './entry.css';

/** What the new-input page hands on after a save: the next subject the user still owes data for. */
export interface InputPageState {
  nextSubject?: { key: string; name: { en: string; fr: string } } | null;
}

/**
 * /admin/subjects/:key/inputs/:id: one input: its state (the refusal reason up front when refused),
 * its values (a form when the user may edit it), its justification, and its whole history.
 */
export function InputPage() {
  const { key = '', id: idParam = '' } = useParams();
  const id = Number(idParam);
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const navigate = useNavigate();
  const { nextSubject } = (useLocation().state ?? {}) as InputPageState;
  const subject = useSubject(key);
  const detail = useQuery({ queryKey: dataCollectionKeys.input(key, id), queryFn: () => dataCollectionApi.input(key, id) });
  const setup = useDynamicFormSetup();
  const remove = useDeleteInputs(key);

  if (subject.isPending || detail.isPending) return <Loader type="medium" />;
  if (subject.isError || detail.isError) return null;
  const { input, history, previous } = detail.data;
  const data = subject.data;
  const name = tagNames(data, input.tags, locale);
  const context = { locale, delimiters: setup.delimiters, t };

  const deleteInput = async (target: Input) => {
    const [result] = await remove.mutateAsync([target.id]);
    const label = t('dataEntry.inputs.inputName', { tags: name, period: target.period });
    if (result && 'code' in result) {
      notify({ level: 'error', title: t('dataEntry.delete.failedOne', { name: label }), message: t(deleteFailureKey(result.code)) });
      return;
    }
    notify({ level: 'success', message: t('dataEntry.delete.doneOne', { name: label }) });
    navigate(`/admin/subjects/${key}`);
  };

  const deleteButton = input.abilities.delete && (
    <ConfirmButton
      variant="default"
      confirm={{ title: t('dataEntry.delete.title'), message: t('dataEntry.delete.one', { name: t('dataEntry.inputs.inputName', { tags: name, period: input.period }) }), confirmLabel: t('common.delete'), danger: true }}
      onConfirm={() => deleteInput(input)}
    >
      {t('common.delete')}
    </ConfirmButton>
  );

  return (
    <div className="entry-page">
      <nav className="entry-breadcrumb" aria-label={t('dataEntry.breadcrumb')}>
        <Link to="/admin/subjects">{t('dataEntry.subjects.title')}</Link>
        <span aria-hidden="true"> / </span>
        <Link to={`/admin/subjects/${key}`}>{data.name[locale]}</Link>
      </nav>
      <h1>{t('dataEntry.inputs.inputName', { tags: name, period: input.period })}</h1>
      <p className="input-meta">
        <StateBadge state={input.state} />
        <span>
          {t('dataEntry.input.updated')} <FormattedDate value={input.updated_at} dateStyle="medium" timeStyle="short" />
          {input.updated_by && ` · ${input.updated_by.email}`}
        </span>
      </p>
      {nextSubject && (
        <p className="entry-callout entry-callout--success next-subject">
          <span>{t('dataEntry.input.nextSubjectIntro')}</span>{' '}
          <Link to={`/admin/subjects/${nextSubject.key}/inputs/new/single`}>{t('dataEntry.input.nextSubject', { name: nextSubject.name[locale] })}</Link>
        </p>
      )}
      {input.state === 'refused' && input.refusal_reason && (
        <section className="entry-callout entry-callout--error refusal" aria-labelledby="refusal-title">
          <h2 id="refusal-title" className="entry-callout__title">
            {t('dataEntry.input.refused')}
          </h2>
          <p className="refusal__reason">{input.refusal_reason}</p>
          {input.abilities.edit && <p className="refusal__hint">{t('dataEntry.input.refusedHint')}</p>}
        </section>
      )}
      <section className="input-values" aria-labelledby="input-values-title">
        <h2 id="input-values-title">{t('dataEntry.input.values')}</h2>
        {input.abilities.edit ? (
          <InputEditForm key={input.id} subject={data} input={input} previous={previous} actions={deleteButton} />
        ) : (
          <>
            <DynamicFormView fields={data.fields} values={input.values} notApplicable={input.not_applicable} previous={previous} locale={locale} delimiters={setup.delimiters} />
            {input.justification && (
              <p className="input-justification-view">
                <strong>{t('dataEntry.form.justification')}</strong> {input.justification}
              </p>
            )}
            {deleteButton && <FormActions>{deleteButton}</FormActions>}
          </>
        )}
      </section>
      <section className="input-history" aria-labelledby="input-history-title">
        <h2 id="input-history-title">{t('dataEntry.history.title')}</h2>
        <InputHistory history={history} fields={data.fields} context={context} />
      </section>
    </div>
  );
}
