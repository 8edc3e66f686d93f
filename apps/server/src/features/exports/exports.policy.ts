import { and, eq, type SQL } from 'drizzle-orm';
import type { ExportState } from '@platform/shared/exports/exports.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { exports, notDeleted } from './exports.tables.js';

/**
 * `create`: start an export (of what the caller may read: the choices are checked against their own rules).
 * `read`, `download`, `delete`: one's own exports, listed, shown, their file read, deleted.
 */
export type ExportAction = 'create' | 'read' | 'download' | 'delete';

/** What the rules need to know of an export: whose it is, and whether its file is there. */
export interface ExportFacts {
  clientId: number;
  createdById: number | null;
  state: ExportState;
}

const isOwn = (actor: Actor, record: ExportFacts) => record.clientId === actor.client.id && record.createdById === actor.user.id;

/**
 * Exporting is for holders of `exports.manage`; an export is its author's alone, whoever else holds the key (an
 * administrator included): it holds what its author may read, which is not what anyone else may. Asked without
 * an export, each action says whether the caller may do that kind of thing at all (a route's access).
 */
export const exportsPolicy: Policy<ExportAction, ExportFacts> = {
  can(actor, action, record) {
    if (!actor.permissions.has('exports.manage')) return false;
    if (record === undefined) return true;
    switch (action) {
      case 'read':
      case 'delete':
        return isOwn(actor, record);
      case 'download':
        return isOwn(actor, record) && record.state === 'done';
      default:
        return false;
    }
  },
  /** The exports an actor lists: their own, of their client, not deleted. */
  scope(actor): SQL {
    return and(eq(exports.clientId, actor.client.id), eq(exports.createdById, actor.user.id), notDeleted)!;
  },
};
