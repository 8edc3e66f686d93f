import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { isApiError } from '../../../../app/api/api-error';
import { Button } from '../../../../ui/button/Button';
import type { PreviousValues } from '../../../../ui/dynamic-form/dynamic-form-types';
import { useDirtyGuard } from '../../../../ui/dirty-guard/useDirtyGuard';
import { FormActions } from '../../../../ui/form/FormActions';
import { useT } from '../../../../ui/i18n/useT';
import { useNotices } from '../../../../ui/notices/NoticeProvider';
import { dataCollectionApi, dataCollectionKeys } from '../../data-collection.api';
import { useDynamicFormSetup } from '../hooks/useDynamicFormSetup';
import { useInputForm, type InputFormState, type InputSubmission } from '../hooks/useInputForm';
import { useInputSaveErrors } from '../hooks/useInputSaveErrors';
import { ConflictNotice } from './ConflictNotice';
import { InputFormBody } from './InputFormBody';

export const formStateOf = (input: Input): InputFormState => ({ values: input.values, notApplicable: input.not_applicable, justification: input.justification ?? '' });

const TOP_ID = 'input-edit-top';

/**
 * An input the user may edit: its values in the dynamic form, saved for the version they opened
 * (lock_version); a save over someone else's change is refused (STATE_CHANGED) and shows their version.
 */
export function InputEditForm({ subject, input, previous, actions }: { subject: Subject; input: Input; previous: PreviousValues | null; actions?: React.ReactNode }) {
  const t = useT();
  const { notify } = useNotices();
  const queryClient = useQueryClient();
  const setup = useDynamicFormSetup();
  const form = useInputForm(subject.fields, formStateOf(input), setup.dateBounds);
  const [version, setVersion] = useState(input.lock_version);
  const [conflict, setConflict] = useState<Input | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const saveErrors = useInputSaveErrors(form, summary);
  useDirtyGuard(form.dirty, t('common.dirty.leave'));
  const detailKey = dataCollectionKeys.input(subject.key, input.id);
  const update = useMutation({
    mutationFn: (body: InputSubmission) => dataCollectionApi.updateInput(subject.key, input.id, { lock_version: version, ...body }),
    meta: { handlesErrors: true },
  });

  const save = async (submit: boolean) => {
    const body = form.prepare(submit, input.period);
    if (!body) {
      saveErrors.invalid();
      return;
    }
    try {
      const saved = (await update.mutateAsync(body)).input;
      setVersion(saved.lock_version);
      setConflict(null);
      form.reset(formStateOf(saved));
      notify({ level: 'success', message: t(submit ? 'dataEntry.form.submitted' : 'dataEntry.form.saved') });
      // The detail (its state and history) is under the inputs' key too.
      void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.inputs(subject.key) });
      void queryClient.invalidateQueries({ queryKey: dataCollectionKeys.subjects() });
    } catch (error) {
      if (isApiError(error) && error.code === 'STATE_CHANGED') {
        const latest = await queryClient.fetchQuery({ queryKey: detailKey, queryFn: () => dataCollectionApi.input(subject.key, input.id), staleTime: 0 });
        setConflict(latest.input);
        notify({ level: 'warning', message: t('dataEntry.conflict.notice') });
        return;
      }
      saveErrors.failed(error);
    }
  };

  const loadLatest = () => {
    if (!conflict) return;
    setVersion(conflict.lock_version);
    form.reset(formStateOf(conflict));
    setConflict(null);
  };

  return (
    <form
      className="input-form"
      aria-labelledby={TOP_ID}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <h2 id={TOP_ID} tabIndex={-1} className="visually-hidden">
        {t('dataEntry.input.editTitle')}
      </h2>
      {conflict && (
        <ConflictNotice latest={conflict} mine={form.values} fields={subject.fields} context={{ locale: setup.locale, delimiters: setup.delimiters, t }} onLoad={loadLatest} />
      )}
      <InputFormBody ref={summary} form={form} fields={subject.fields} previous={previous} setup={setup} topId={TOP_ID} disabled={update.isPending} />
      <FormActions>
        {input.abilities.submit && (
          <Button variant="primary" loading={update.isPending && update.variables?.submit === true} disabled={update.isPending || conflict !== null} onClick={() => void save(true)}>
            {t(input.state === 'refused' ? 'dataEntry.form.resubmit' : 'dataEntry.form.submit')}
          </Button>
        )}
        <Button type="submit" variant={input.abilities.submit ? 'default' : 'primary'} loading={update.isPending && update.variables?.submit !== true} disabled={update.isPending || conflict !== null || !form.dirty}>
          {t('dataEntry.form.save')}
        </Button>
        {actions}
      </FormActions>
    </form>
  );
}
