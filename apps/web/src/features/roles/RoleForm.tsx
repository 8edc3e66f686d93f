import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Role } from '@platform/shared/roles/roles.schemas';
import type { PermissionPickerItem } from '@platform/shared/users/users.schemas';
import { isApiError } from '../../app/api/api-error';
import { useProfile } from '../../app/session/page-data';
import { Button, buttonClassName } from '../../ui/button/Button';
import { useDirtyGuard } from '../../ui/dirty-guard/useDirtyGuard';
import { Form } from '../../ui/form/Form';
import { FormActions } from '../../ui/form/FormActions';
import { TextField } from '../../ui/form/TextField';
import { useT, type Translate } from '../../ui/i18n/useT';
import { useNotices } from '../../ui/notices/useNotices';
import { PermissionPicker } from '../../ui/permission-picker/PermissionPicker';
import { useFocusFirstError } from '../../ui/form/useFocusFirstError';
import { DeleteRoleButton } from './DeleteRoleButton';
import { MembersChooser } from './MembersChooser';
import { RightsChangePreview } from './RightsChangePreview';
import { roleErrors, type RoleFormField } from './role-errors';
import { emptyRole, roleBodyOf, roleValuesOf, type RoleFormValues } from './role-form-values';
import { ROLES_PATH, rolePath } from './roles-paths';
import { useSaveRole } from './roles-queries';
import { useRightsPreview } from './use-rights-preview';

/** A role needs a name; the server checks the rest (a name taken, rights the administrator does not hold). */
const roleResolver =
  (t: Translate): Resolver<RoleFormValues> =>
  async (values) => {
    if (values.name.trim() !== '') return { values, errors: {} };
    const errors: FieldErrors<RoleFormValues> = { name: { type: 'BLANK', message: t('validation.field.BLANK') } };
    return { values: {}, errors };
  };

/**
 * A role's name, rights (the permission picker) and members. While an existing role has unsaved changes, the
 * change they make to its members' effective rights shows beside them (the server's dry run, asked once the
 * form settles); saving answers the same change. Leaving with unsaved changes asks first.
 */
export function RoleForm({ role, items, rightsList }: { role: Role | null; items: PermissionPickerItem[]; rightsList: (keys: readonly string[]) => string }) {
  const t = useT();
  const navigate = useNavigate();
  const profile = useProfile();
  const { notify } = useNotices();
  const save = useSaveRole();
  const formRef = useRef<HTMLFormElement>(null);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<RoleFormValues>({
    defaultValues: role ? roleValuesOf(role) : emptyRole(),
    resolver: roleResolver(t),
    shouldFocusError: false,
  });
  const guard = useDirtyGuard(formState.isDirty, t('common.dirty.leave'));
  const focusFirstError = useFocusFirstError(formRef, formState.errors);
  const values = useWatch({ control }) as RoleFormValues;
  const preview = useRightsPreview(role?.id ?? null, roleBodyOf(values), formState.isDirty);
  const previewProblems = preview.status === 'invalid' ? Object.values(roleErrors(t, preview.details, rightsList).placed).map((each) => each.message) : [];

  // Rights the administrator does not hold cannot be granted: shown greyed out, unless the role already has them.
  const locked = useMemo(() => {
    if (!profile || profile.super_admin) return new Set<string>();
    const held = new Set<string>(profile.abilities);
    const kept = new Set<string>(role?.permissions ?? []);
    return new Set(items.map((item) => item.key as string).filter((key) => !held.has(key) && !kept.has(key)));
  }, [profile, role, items]);

  const refused = (orphans: readonly string[]) => {
    notify({ level: 'error', title: t('roles.notices.invalid'), message: [t('errors.notice.fixErrors'), ...orphans].join(' ') });
    focusFirstError();
  };

  const onSubmit = handleSubmit(
    async (submitted) => {
      try {
        const saved = await save.mutateAsync({ id: role?.id ?? null, body: roleBodyOf(submitted) });
        notify({ level: 'success', message: t(role ? 'roles.notices.updated' : 'roles.notices.created', { name: saved.name }) });
        if (role) {
          reset(roleValuesOf(saved));
        } else {
          guard.allowNextNavigation();
          void navigate(rolePath(saved.id));
        }
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'INVALID') return;
        const { placed, orphans } = roleErrors(t, error.details, rightsList);
        for (const [field, each] of Object.entries(placed)) setError(field as RoleFormField, each);
        refused(orphans);
      }
    },
    () => refused([]),
  );

  return (
    <Form ref={formRef} onSubmit={onSubmit} size="full" aria-label={role ? role.name : t('roles.new.title')} className="roles__form">
      <div className="roles__form-main">
        <TextField label={t('roles.field.name')} required size="large" autoComplete="off" maxLength={100} error={formState.errors.name?.message} {...register('name')} />
        <Controller
          control={control}
          name="permissions"
          render={({ field, fieldState }) => (
            <PermissionPicker
              items={items}
              value={field.value}
              onChange={field.onChange}
              label={t('roles.field.permissions')}
              hint={t('roles.field.permissions.hint')}
              lockedKeys={locked}
              lockedHint={t('roles.field.permissions.locked')}
              error={fieldState.error?.message}
              headingLevel={2}
            />
          )}
        />
      </div>
      <div className="roles__form-side">
        <Controller
          control={control}
          name="members"
          render={({ field, fieldState }) => <MembersChooser value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        {role ? (
          <RightsChangePreview preview={preview} rightsList={rightsList} problems={previewProblems} />
        ) : (
          <p className="roles__panel roles__muted roles__small">{t('roles.preview.newRole')}</p>
        )}
      </div>
      <FormActions align="between" className="roles__actions">
        <div className="roles__actions-main">
          <Button type="submit" variant="primary" loading={save.isPending} disabled={role !== null && !formState.isDirty}>
            {role ? t('common.save') : t('roles.create')}
          </Button>
          <Link className={buttonClassName()} to={ROLES_PATH}>
            {t('common.cancel')}
          </Link>
        </div>
        {role?.abilities.delete && (
          <DeleteRoleButton
            role={role}
            rightsList={rightsList}
            onDeleted={() => {
              guard.allowNextNavigation();
              void navigate(ROLES_PATH);
            }}
          />
        )}
      </FormActions>
    </Form>
  );
}
