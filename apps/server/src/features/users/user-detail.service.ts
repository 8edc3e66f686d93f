import type { PermissionChangeEntry, UserDetail } from '@platform/shared/users/users.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { authorize } from '../../platform/permissions/policy.js';
import { tagScopeOf } from '../../platform/tags/tag-scope.service.js';
import { inTreeOrder } from '../../platform/tags/tag-order.js';
import { subjectsContributedBy } from '../data-collection/index.js';
import { permissionHistory } from './permission-history.service.js';
import { clientTags, findUser, type UserRecord } from './user-records.service.js';
import { usersPolicy } from './users.policy.js';

export interface UserDetailData {
  record: UserRecord;
  scope: UserDetail['scope'];
  history: PermissionChangeEntry[];
}

/**
 * One user of the caller's client, where their data rights apply (the organisations and sites they act
 * for, by name, and the subjects they contribute to) and the history of their rights, newest first.
 */
export async function userDetail(db: Database, actor: Actor, id: number): Promise<UserDetailData> {
  authorize(usersPolicy, actor, 'read');
  const record = await findUser(db, actor, id);
  const [tagScope, nodes, contributed, history] = await Promise.all([
    tagScopeOf(db, record.row),
    clientTags(db, actor.client.id),
    subjectsContributedBy(db, actor.client.id, id),
    permissionHistory(db, actor.client.id, { type: 'user', id }),
  ]);
  const assigned = inTreeOrder(nodes.filter((node) => record.tagKeys.includes(node.key)));
  return {
    record,
    scope: { all_tags: tagScope.all, tags: assigned.map(({ key, name }) => ({ key, name })), subjects: contributed },
    history,
  };
}
