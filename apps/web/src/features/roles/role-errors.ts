import type { FieldError } from '@platform/shared/errors/error-codes';
import { firstFieldErrors } from '@platform/shared/errors/first-field-errors';
import { fieldErrorMessage } from '../../app/forms/server-errors';
import type { Translate } from '../../ui/i18n/useT';

export type RoleFormField = 'name' | 'permissions' | 'members';

/** Where each field of the body shows in the form (`permissions.3` is the picker; `user_ids` the members). */
function fieldOf(path: string): RoleFormField | null {
  const head = path.split('.')[0];
  if (head === 'name') return 'name';
  if (head === 'permissions') return 'permissions';
  if (head === 'user_ids') return 'members';
  return null;
}

/**
 * The messages of a refused save (or preview), by the form's field: a right the administrator does not hold is
 * named in their language, users no longer there are said so; the rest read from the field-validation messages.
 */
export function roleErrors(t: Translate, details: Record<string, FieldError[]>, rightsList: (keys: readonly string[]) => string) {
  const placed: Partial<Record<RoleFormField, { type: string; message: string }>> = {};
  const orphans: string[] = [];
  for (const [path, error] of Object.entries(firstFieldErrors(details))) {
    const message =
      error.error === 'NOT_HELD' && Array.isArray(error.keys)
        ? t('roles.error.notHeld', { rights: rightsList(error.keys as string[]) })
        : error.error === 'UNKNOWN' && path === 'user_ids'
          ? t('roles.error.unknownUsers')
          : fieldErrorMessage(t, error);
    const field = fieldOf(path);
    if (field && !placed[field]) placed[field] = { type: error.error, message };
    else if (!field) orphans.push(message);
  }
  return { placed, orphans };
}
