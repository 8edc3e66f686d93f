import { get, useForm, type FieldError } from 'react-hook-form';
import { createSubjectBodySchema, type AdminSection, type CreateSubjectBody } from '@platform/shared/super-admin/subjects-admin.schemas';
import { isApiError } from '../../../app/api/api-error';
import { applyServerErrors } from '../../../app/forms/server-errors';
import { zodFormResolver } from '../../../app/forms/zod-form-resolver';
import { Button } from '../../../ui/button/Button';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { useNotices } from '../../../ui/notices/useNotices';
import { keyErrorMessage } from './RecordKeyError';
import { actionErrorMessage } from './action-outcome';
import { useCreateSubject } from './subjects-admin.api';

const FIELDS = ['key', 'name.en', 'name.fr', 'section_key'];

/** The new subject's key, names and section, checked with the server's own schema before it is sent. */
export function CreateSubjectDialog({ open, onOpenChange, sections }: { open: boolean; onOpenChange(open: boolean): void; sections: readonly AdminSection[] }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNotices();
  const create = useCreateSubject();
  const live = sections.filter((section) => !section.deleted);
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateSubjectBody>({
    defaultValues: { key: '', name: { en: '', fr: '' }, section_key: live[0]?.key ?? '' },
    resolver: zodFormResolver(createSubjectBodySchema, t),
  });
  // The shared resolver names nested fields by their path ('name.en'); `get` reads either form.
  const { errors } = formState;

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { subject } = await create.mutateAsync(body);
      notify({ level: 'success', message: t('superAdmin.subjects.notices.subjectCreated', { key: subject.key }) });
      close(false);
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') {
        const orphans = applyServerErrors(error, setError, t, FIELDS);
        if (orphans.length > 0) notify({ level: 'error', message: orphans.join(' ') });
      } else notify({ level: 'error', message: actionErrorMessage(t, error) });
    }
  });

  return (
    <Modal open={open} onOpenChange={close} title={t('superAdmin.subjects.form.subjectTitle')} description={t('superAdmin.subjects.form.subjectHint')}>
      <Form size="full" onSubmit={(event) => void onSubmit(event)} aria-label={t('superAdmin.subjects.form.subjectTitle')}>
        <TextField label={t('superAdmin.subjects.form.key')} hint={t('superAdmin.subjects.form.keyHint')} required autoComplete="off" error={keyErrorMessage(t, errors.key)} {...register('key')} />
        <TextField label={t('superAdmin.subjects.form.nameEn')} lang="en" required error={(get(errors, 'name.en') as FieldError | undefined)?.message} {...register('name.en')} />
        <TextField label={t('superAdmin.subjects.form.nameFr')} lang="fr" required error={(get(errors, 'name.fr') as FieldError | undefined)?.message} {...register('name.fr')} />
        <Select
          label={t('superAdmin.subjects.form.section')}
          required
          options={live.map((section) => ({ value: section.key, label: section.name[locale] }))}
          error={errors.section_key?.message}
          {...register('section_key')}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={create.isPending}>
            {t('superAdmin.subjects.form.create')}
          </Button>
          <Button onClick={() => close(false)}>{t('superAdmin.subjects.form.cancel')}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
