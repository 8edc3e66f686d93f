import { useQuery } from '@tanstack/react-query';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { EffectiveRightsChange } from '@platform/shared/roles/roles.schemas';
import { isApiError } from '../../app/api/api-error';
import { useDebouncedValue } from '../../ui/debounce/useDebouncedValue';
import { roleKeys, rolesApi, type RoleBodyInput } from './roles.api';

/** How long the preview waits after the last change of the form before asking the server. */
export const PREVIEW_DELAY_MS = 400;

export type RightsPreview =
  | { status: 'idle' }
  | { status: 'loading'; change?: EffectiveRightsChange }
  | { status: 'ready'; change: EffectiveRightsChange }
  | { status: 'invalid'; details: Record<string, FieldError[]> }
  | { status: 'failed' };

/**
 * The change a save of the form would make to the members' effective rights, from the server's dry run
 * (PUT /roles/{id}?dry_run=true), asked again once the form has stopped changing. Idle while there is
 * nothing to save.
 */
export function useRightsPreview(roleId: number | null, body: RoleBodyInput, active: boolean): RightsPreview {
  const sent = JSON.stringify(body);
  const settled = useDebouncedValue(sent, PREVIEW_DELAY_MS);
  const query = useQuery({
    queryKey: [...roleKeys.show(roleId ?? 0), 'preview', settled],
    queryFn: async ({ signal }) => (await rolesApi.update(roleId ?? 0, JSON.parse(settled) as RoleBodyInput, { dryRun: true }, signal)).change,
    enabled: roleId !== null && active && settled === sent,
    retry: false,
    gcTime: 60_000,
    meta: { handlesErrors: true },
  });
  if (roleId === null || !active) return { status: 'idle' };
  if (settled !== sent || query.isFetching || query.isPending) return { status: 'loading', change: query.data };
  if (query.isError) return isApiError(query.error) && query.error.kind === 'INVALID' ? { status: 'invalid', details: query.error.details } : { status: 'failed' };
  return { status: 'ready', change: query.data };
}
