import { and, eq, type SQL } from 'drizzle-orm';
import type { Policy } from '../../platform/permissions/policy.js';
import { imports } from './imports.tables.js';

export type ImportAction = 'create' | 'list' | 'read' | 'cancel' | 'delete' | 'report';

/**
 * Who imports spreadsheets: holders of `imports.manage`, into the subjects they enter data for (data
 * collection's rules decide each row). An import is its maker's: no one else reads, cancels, deletes or
 * downloads its report (its file may hold figures of organisations others do not see).
 */
export const importsPolicy: Policy<ImportAction, { createdById: number | null; clientId: number }> = {
  can(actor, action, record) {
    if (!actor.permissions.has('imports.manage')) return false;
    if (action === 'create' || action === 'list') return true;
    return record !== undefined && record.clientId === actor.client.id && record.createdById === actor.user.id;
  },
  scope(actor): SQL {
    return and(eq(imports.clientId, actor.client.id), eq(imports.createdById, actor.user.id))!;
  },
};
