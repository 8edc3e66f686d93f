import type { TagMigrationCounts } from '@platform/shared/super-admin/tag-migrations.schemas';
import type { Database } from '../../../platform/db/database.js';
import { countInputsCarrying, recordInputsMoved, retagConflicts, retagInputs, type RetagConflict } from '../../data-collection/index.js';
import { countQuestionnairesNamingTags, retagQuestionnaires } from '../../questionnaires/index.js';
import { countReportsNamingTags, retagReports } from '../../reports/index.js';
import type { MigrationPlan } from './tag-migration-plan.js';
import { countUsersAssigned, mergeNode, moveNode, renameNode } from './tag-nodes.service.js';

/** The nodes above a moved node that it leaves or joins: whoever acts for one of them sees it go or come. */
const changedAncestors = (plan: MigrationPlan) => [...plan.leftAncestors, ...plan.joinedAncestors];

/** What a migration concerns, counted without changing anything, and the live inputs a merge would make collide. */
export async function countMigration(db: Database, clientId: number, plan: MigrationPlan): Promise<{ counts: TagMigrationCounts; conflicts: RetagConflict[] }> {
  const { dimension, from } = plan;
  if (plan.kind === 'move') {
    const ancestors = changedAncestors(plan);
    return {
      counts: {
        inputs: await countInputsCarrying(db, clientId, dimension, plan.subtree.map((node) => node.key)),
        users: await countUsersAssigned(db, ancestors.map((node) => node.id)),
        reports: await countReportsNamingTags(db, clientId, dimension, ancestors.map((node) => node.key)),
        questionnaires: 0,
        nodes: plan.subtree.length,
        conflicts: 0,
      },
      conflicts: [],
    };
  }
  const conflicts = plan.kind === 'merge' ? await retagConflicts(db, clientId, dimension, from.key, plan.to!.key) : [];
  return {
    counts: {
      inputs: await countInputsCarrying(db, clientId, dimension, [from.key]),
      users: await countUsersAssigned(db, [from.id]),
      reports: await countReportsNamingTags(db, clientId, dimension, [from.key]),
      questionnaires: await countQuestionnairesNamingTags(db, clientId, [from.key]),
      nodes: plan.kind === 'merge' ? 1 + plan.subtree.filter((node) => node.parentId === from.id).length : 1,
      conflicts: conflicts.length,
    },
    conflicts,
  };
}

/**
 * Applies a checked migration (inside its transaction): the tree, then what names its nodes. Answers what it
 * changed. The caller refused a merge with conflicts; one arising since is refused by the database here.
 */
export async function applyMigration(db: Database, clientId: number, plan: MigrationPlan, author: { userId: number | null }): Promise<TagMigrationCounts> {
  const { dimension, from } = plan;
  if (plan.kind === 'move') {
    const ancestors = changedAncestors(plan);
    const users = await countUsersAssigned(db, ancestors.map((node) => node.id));
    const reports = await countReportsNamingTags(db, clientId, dimension, ancestors.map((node) => node.key));
    await moveNode(db, from.id, plan.to!.id);
    const moved = await recordInputsMoved(
      db,
      clientId,
      { dimension, nodeKeys: plan.subtree.map((node) => node.key), pathBefore: plan.pathBefore, pathAfter: plan.pathAfter },
      author,
    );
    return { inputs: moved.length, users, reports, questionnaires: 0, nodes: plan.subtree.length, conflicts: 0 };
  }
  if (plan.kind === 'rename') {
    const to = plan.newKey!;
    const users = await countUsersAssigned(db, [from.id]);
    await renameNode(db, from.id, to);
    const retagged = await retagInputs(db, clientId, { dimension, from: from.key, to }, author);
    const reports = await retagReports(db, clientId, { dimension, from: from.key, to, renamed: true });
    const questionnaires = await retagQuestionnaires(db, clientId, { from: from.key, to });
    return { inputs: retagged.length, users, reports, questionnaires, nodes: 1, conflicts: 0 };
  }
  const to = plan.to!;
  const retagged = await retagInputs(db, clientId, { dimension, from: from.key, to: to.key }, author);
  const reports = await retagReports(db, clientId, { dimension, from: from.key, to: to.key, renamed: false });
  const questionnaires = await retagQuestionnaires(db, clientId, { from: from.key, to: to.key });
  const children = plan.subtree.filter((node) => node.parentId === from.id).length;
  const users = await mergeNode(db, from, to);
  return { inputs: retagged.length, users, reports, questionnaires, nodes: 1 + children, conflicts: 0 };
}
