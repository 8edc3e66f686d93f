import { get, useForm, type FieldError } from 'react-hook-form';
import { createSectionBodySchema, type CreateSectionBody } from '@platform/shared/super-admin/subjects-admin.schemas';
import { isApiError } from '../../../app/api/api-error';
import { applyServerErrors } from '../../../app/forms/server-errors';
import { zodFormResolver } from '../../../app/forms/zod-form-resolver';
import { Button } from '../../../ui/button/Button';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { TextField } from '../../../ui/form/TextField';
import { useT } from '../../../ui/i18n/useT';
import { Modal } from '../../../ui/modal/Modal';
import { useNotices } from '../../../ui/notices/useNotices';
import { keyErrorMessage } from './RecordKeyError';
import { actionErrorMessage } from './action-outcome';
import { useCreateSection } from './subjects-admin.api';

const FIELDS = ['key', 'name.en', 'name.fr'];

/** The new section's key and names, checked with the server's own schema before it is sent. */
export function CreateSectionDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const t = useT();
  const { notify } = useNotices();
  const create = useCreateSection();
  const { register, handleSubmit, setError, reset, formState } = useForm<CreateSectionBody>({
    defaultValues: { key: '', name: { en: '', fr: '' } },
    resolver: zodFormResolver(createSectionBodySchema, t),
  });
  // The shared resolver names nested fields by their path ('name.en'); `get` reads either form.
  const { errors } = formState;

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { section } = await create.mutateAsync(body);
      notify({ level: 'success', message: t('superAdmin.subjects.notices.sectionCreated', { key: section.key }) });
      close(false);
    } catch (error) {
      if (isApiError(error) && error.kind === 'INVALID') {
        const orphans = applyServerErrors(error, setError, t, FIELDS);
        if (orphans.length > 0) notify({ level: 'error', message: orphans.join(' ') });
      } else notify({ level: 'error', message: actionErrorMessage(t, error) });
    }
  });

  return (
    <Modal open={open} onOpenChange={close} title={t('superAdmin.subjects.form.sectionTitle')}>
      <Form size="full" onSubmit={(event) => void onSubmit(event)} aria-label={t('superAdmin.subjects.form.sectionTitle')}>
        <TextField label={t('superAdmin.subjects.form.key')} hint={t('superAdmin.subjects.form.keyHint')} required autoComplete="off" error={keyErrorMessage(t, errors.key)} {...register('key')} />
        <TextField label={t('superAdmin.subjects.form.nameEn')} lang="en" required error={(get(errors, 'name.en') as FieldError | undefined)?.message} {...register('name.en')} />
        <TextField label={t('superAdmin.subjects.form.nameFr')} lang="fr" required error={(get(errors, 'name.fr') as FieldError | undefined)?.message} {...register('name.fr')} />
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
