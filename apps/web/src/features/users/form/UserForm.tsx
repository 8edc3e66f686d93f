import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch, type FieldErrors as FormErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { detailsFromIssues, type FieldErrors } from '@platform/shared/errors/zod-details';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { LOCALES } from '@platform/shared/i18n/locales';
import { audienceSchema } from '@platform/shared/profile/profile.schemas';
import { authenticationMethodSchema, userBodySchema, type User, type UserBody } from '@platform/shared/users/users.schemas';
import { isApiError } from '../../../app/api/api-error';
import { fieldErrorMessage } from '../../../app/forms/server-errors';
import { useClient } from '../../../app/session/page-data';
import { Button, buttonClassName } from '../../../ui/button/Button';
import { useDirtyGuard } from '../../../ui/dirty-guard/useDirtyGuard';
import { Checkbox } from '../../../ui/form/Checkbox';
import { FieldError } from '../../../ui/form/FieldShell';
import { Form } from '../../../ui/form/Form';
import { FormActions } from '../../../ui/form/FormActions';
import { Select } from '../../../ui/form/Select';
import { TextField } from '../../../ui/form/TextField';
import { useT, type Translate } from '../../../ui/i18n/useT';
import { useNotices } from '../../../ui/notices/useNotices';
import { USERS_LIST_PATH, usersPath } from '../users-paths';
import { useRoleOptions, useSaveUser, useTags } from '../users-queries';
import { RoleChoices, type RoleOption } from './RoleChoices';
import { TagTree } from './TagTree';
import { useFocusFirstError } from '../../../ui/form/useFocusFirstError';
import { formFieldOf, userBodyOf, userValuesOf, type UserFormField, type UserFormValues } from './user-form-values';

/** The errors of `details` where the form shows them (the first of each field, spec §5), and the messages of those it has no place for. */
function placeErrors(t: Translate, details: FieldErrors) {
  const placed = new Map<UserFormField, { type: string; message: string }>();
  const orphans: string[] = [];
  for (const [path, error] of Object.entries(firstFieldErrors(details))) {
    const field = formFieldOf(path);
    const message = fieldErrorMessage(t, error);
    if (field && !placed.has(field)) placed.set(field, { type: error.error, message });
    else if (!field) orphans.push(message);
  }
  return { placed, orphans };
}

/** Checks the form with the schema the server uses, on the body the form would send. */
const userResolver =
  (t: Translate, creating: boolean): Resolver<UserFormValues, unknown, UserBody> =>
  async (values) => {
    const parsed = userBodySchema.safeParse(userBodyOf(values, { creating }));
    // What is sent is what the server will read: trimmed, the email in lower case, defaults filled in.
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors = Object.fromEntries(placeErrors(t, detailsFromIssues(parsed.error.issues)).placed);
    return { values: {} as Record<string, never>, errors: errors as unknown as FormErrors<UserFormValues> };
  };

interface UserFormProps {
  /** The user being edited; null for a new one. */
  user: User | null;
  values: UserFormValues;
  /** The server's abilities say whether the caller may change this user. */
  canEdit: boolean;
  /** Told when the form gains or loses unsaved changes (the page's tabs wait while it has some). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** A user's identity, access (audience, approval role, roles), organisations and sites, mandate and sign-in. */
export function UserForm({ user, values, canEdit, onDirtyChange }: UserFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const client = useClient();
  const { notify } = useNotices();
  const save = useSaveUser();
  const roles = useRoleOptions();
  const tags = useTags();
  const formRef = useRef<HTMLFormElement>(null);
  const methodId = useId();
  const creating = user === null;
  const { register, control, handleSubmit, setError, reset, formState } = useForm<UserFormValues, unknown, UserBody>({
    defaultValues: values,
    resolver: userResolver(t, creating),
    shouldFocusError: false,
  });
  const guard = useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const focusFirstError = useFocusFirstError(formRef, formState.errors);
  const errorOf = (field: UserFormField) => formState.errors[field]?.message;
  const method = useWatch({ control, name: 'authenticationMethod' });

  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);

  // The roles offered: every role of the client, and the user's own even when the list could not be read.
  const roleOptions: RoleOption[] = [...(roles.data ?? [])];
  for (const role of user?.roles ?? []) if (!roleOptions.some((option) => option.id === role.id)) roleOptions.push(role);
  roleOptions.sort((a, b) => a.name.localeCompare(b.name));

  const refused = (orphans: readonly string[]) => {
    notify({ level: 'error', title: t('users.notices.invalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
    focusFirstError();
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const saved = await save.mutateAsync({ id: user?.id ?? null, body });
        if (creating) {
          const invited = saved.invitation_sent && saved.user.authentication_method === 'default';
          notify({ level: 'success', message: [t('users.notices.created', { email: saved.user.email }), invited ? t('users.notices.invitationSent') : ''].filter(Boolean).join(' ') });
          guard.allowNextNavigation();
          void navigate(usersPath(saved.user.id), { replace: true });
        } else {
          reset(userValuesOf(saved.user));
          notify({ level: 'success', message: t('users.notices.updated', { email: saved.user.email }) });
        }
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'INVALID') return;
        const { placed, orphans } = placeErrors(t, error.details);
        for (const [field, each] of placed) setError(field, each);
        refused(orphans);
      }
    },
    () => refused([]),
  );

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="large" aria-label={t('users.form.label')} className="users-form">
      {/* A reader sees every field as it is, and changes none. */}
      <fieldset className="users-form__all" disabled={!canEdit}>
        <section className="users-section" aria-labelledby={`${methodId}-identity`}>
          <h2 id={`${methodId}-identity`}>{t('users.form.identity')}</h2>
          <TextField type="email" label={t('users.field.email')} required autoComplete="off" spellCheck={false} error={errorOf('email')} {...register('email')} />
          <div className="users-form__columns">
            <TextField label={t('users.field.firstName')} autoComplete="off" error={errorOf('first_name')} {...register('first_name')} />
            <TextField label={t('users.field.lastName')} autoComplete="off" error={errorOf('last_name')} {...register('last_name')} />
          </div>
          <Controller
            control={control}
            name="locale"
            render={({ field }) => (
              <Select
                size="medium"
                label={t('users.field.locale')}
                error={errorOf('locale')}
                options={LOCALES.map((locale) => ({ value: locale, label: t(`common.locale.${locale}`) }))}
                {...field}
              />
            )}
          />
        </section>

        <section className="users-section" aria-labelledby={`${methodId}-access`}>
          <h2 id={`${methodId}-access`}>{t('users.form.access')}</h2>
          <div className="users-form__columns">
            <Controller
              control={control}
              name="audience"
              render={({ field }) => (
                <Select
                  label={t('users.field.audience')}
                  hint={t('users.field.audience.hint')}
                  error={errorOf('audience')}
                  options={audienceSchema.options.map((audience) => ({ value: audience, label: t(`users.audience.${audience}`) }))}
                  {...field}
                />
              )}
            />
            <Controller
              control={control}
              name="approval_role"
              render={({ field }) => (
                <Select
                  label={t('users.field.approvalRole')}
                  error={errorOf('approval_role')}
                  options={[
                    { value: '', label: t('users.approvalRole.none') },
                    { value: 'preapprobator', label: t('users.approvalRole.preapprobator') },
                    { value: 'approbator', label: t('users.approvalRole.approbator') },
                  ]}
                  {...field}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="role_ids"
            render={({ field }) => <RoleChoices options={roleOptions} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('role_ids')} failed={roles.isError} />}
          />
        </section>

        <section className="users-section" aria-labelledby={`${methodId}-scope`}>
          <h2 id={`${methodId}-scope`}>{t('users.form.scope')}</h2>
          <Controller
            control={control}
            name="tag_keys"
            render={({ field }) => <TagTree tags={tags.data} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('tag_keys')} failed={tags.isError} />}
          />
        </section>

        <section className="users-section" aria-labelledby={`${methodId}-sign-in`}>
          <h2 id={`${methodId}-sign-in`}>{t('users.form.signIn')}</h2>
          <p className="users-section__hint" id={`${methodId}-mandate-hint`}>
            {t('users.field.mandate.hint')}
          </p>
          <div className="users-form__columns">
            <TextField
              type="date"
              label={t('users.field.mandateStart')}
              min={client.settings.dates.beginning_of_time}
              max={client.settings.dates.end_of_time}
              aria-describedby={`${methodId}-mandate-hint`}
              error={errorOf('starts_on')}
              {...register('starts_on')}
            />
            <TextField
              type="date"
              label={t('users.field.mandateEnd')}
              min={client.settings.dates.beginning_of_time}
              max={client.settings.dates.end_of_time}
              aria-describedby={`${methodId}-mandate-hint`}
              error={errorOf('ends_on')}
              {...register('ends_on')}
            />
          </div>
          <TextField
            size="large"
            label={t('users.field.signInPath')}
            hint={t('users.field.signInPath.hint')}
            placeholder={user?.effective_permissions.sign_in_path}
            autoComplete="off"
            spellCheck={false}
            error={errorOf('sign_in_path')}
            {...register('sign_in_path')}
          />
          <fieldset className="users-choices" aria-describedby={errorOf('authenticationMethod') ? `${methodId}-method-error` : undefined}>
            <legend className="users-choices__legend">{t('users.field.authenticationMethod')}</legend>
            <div className="users-choices__inline">
              {authenticationMethodSchema.options.map((option) => (
                <label key={option} className="users-choice">
                  <input type="radio" value={option} {...register('authenticationMethod')} />
                  {t(`users.authenticationMethod.${option}`)}
                </label>
              ))}
            </div>
            <FieldError id={`${methodId}-method-error`} error={errorOf('authenticationMethod')} />
          </fieldset>
          {creating && method === 'default' && (
            <Checkbox label={t('users.field.sendInvitation')} hint={t('users.field.sendInvitation.hint')} error={errorOf('sendInvitation')} {...register('sendInvitation')} />
          )}
        </section>
      </fieldset>

      {canEdit && (
        <FormActions>
          <Button type="submit" variant="primary" loading={save.isPending} disabled={!creating && !formState.isDirty}>
            {creating ? t('users.form.create') : t('common.save')}
          </Button>
          <Link className={buttonClassName()} to={USERS_LIST_PATH}>
            {t('common.cancel')}
          </Link>
        </FormActions>
      )}
    </Form>
  );
}
