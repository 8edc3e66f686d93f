import { and, eq, inArray } from 'drizzle-orm';
import type { ConfigDocument, ConfigRole } from '@platform/shared/super-admin/config-document.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { roles } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../../platform/jobs/job-names.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { settingsAsStored } from '../../clients/index.js';
import { deletedSubjectKeys, writeSubjectDefinitions } from '../../data-collection/index.js';
import { writeIndicatorDefinitions } from '../../indicators/index.js';
import { deleteSubject, restoreSubject } from '../subjects/subject-deletion.service.js';
import { isSame } from './config-canonical.js';
import { flatTags } from './config-diff.js';

/**
 * Writes `wanted` over the configuration as it stands (`current`), in the caller's transaction, touching only what
 * differs: settings, tag trees, sections and subjects (a subject left out is deleted softly with its deletion log,
 * a deleted one named again is restored), indicators, roles. Indicators whose calculation changed are recomputed
 * by a precalculation job sent in the same transaction (none if it is rolled back).
 */
export async function applyConfig(tx: Database, jobs: JobQueue, actor: Actor, current: ConfigDocument, wanted: ConfigDocument): Promise<void> {
  const clientId = actor.client.id;
  if (!isSame(current.settings, wanted.settings)) {
    await tx
      .update(clients)
      .set({ settings: settingsAsStored(actor, wanted.settings), updatedAt: new Date() })
      .where(eq(clients.id, clientId));
  }
  await writeTags(tx, clientId, current, wanted);

  const deleted = new Set(await deletedSubjectKeys(tx, clientId));
  const { removedSubjects } = await writeSubjectDefinitions(tx, clientId, wanted, isSame);
  // After the sections are written: a deleted subject comes back into a section the document brought back too.
  for (const subject of wanted.subjects) if (deleted.has(subject.key)) await restoreSubject(tx, actor, subject.key);
  for (const key of removedSubjects) await deleteSubject(tx, actor, key);

  const { recalculate } = await writeIndicatorDefinitions(tx, clientId, wanted.indicators, isSame);
  if (recalculate.length > 0) {
    const data: PrecalculateJobData = { clientId, indicatorKeys: recalculate };
    await jobs.send(PRECALCULATE_JOB, data, { tx });
  }
  await writeRoles(tx, clientId, current.roles, wanted.roles);
}

/**
 * Tag trees: nodes created, renamed, moved or reordered by key, parents before children; nodes left out deleted,
 * children first (the review refused removing a node that inputs or users still carry).
 */
async function writeTags(tx: Database, clientId: number, current: ConfigDocument, wanted: ConfigDocument): Promise<void> {
  const before = flatTags(current.tags);
  const after = flatTags(wanted.tags);
  const rows = await tx.select({ id: tags.id, key: tags.key }).from(tags).where(eq(tags.clientId, clientId));
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  const depthOf = (key: string): number => {
    const parent = after.get(key)!.parent;
    return parent === null ? 0 : 1 + depthOf(parent);
  };
  const rootOf = (key: string): string => {
    const parent = after.get(key)!.parent;
    return parent === null ? key : rootOf(parent);
  };
  // Map order is tree order (a parent before its children), as flatTags visits the trees.
  for (const [key, node] of after) {
    if (before.has(key) && isSame(before.get(key), node)) continue;
    const values = {
      name: node.name,
      parentId: node.parent === null ? null : ids.get(node.parent)!,
      depth: depthOf(key),
      dimension: rootOf(key),
      position: node.position,
      updatedAt: new Date(),
    };
    if (ids.has(key)) {
      await tx.update(tags).set(values).where(eq(tags.id, ids.get(key)!));
    } else {
      const [row] = await tx.insert(tags).values({ ...values, clientId, key }).returning({ id: tags.id });
      ids.set(key, row!.id);
    }
  }
  const removed = [...before.keys()].filter((key) => !after.has(key)).reverse();
  for (const key of removed) await tx.delete(tags).where(and(eq(tags.clientId, clientId), eq(tags.key, key)));
}

/** Roles by name: created, their keys replaced, or deleted (their members lose them). */
async function writeRoles(tx: Database, clientId: number, current: readonly ConfigRole[], wanted: readonly ConfigRole[]): Promise<void> {
  const before = new Map(current.map((role) => [role.name, role]));
  for (const role of wanted) {
    const existing = before.get(role.name);
    if (existing && isSame([...existing.permissions].sort(), [...role.permissions].sort())) continue;
    const permissions = [...new Set(role.permissions)].sort();
    if (existing) {
      await tx
        .update(roles)
        .set({ permissions, updatedAt: new Date() })
        .where(and(eq(roles.clientId, clientId), eq(roles.name, role.name)));
    } else {
      await tx.insert(roles).values({ clientId, name: role.name, permissions });
    }
  }
  const wantedNames = new Set(wanted.map((role) => role.name));
  const removed = current.filter((role) => !wantedNames.has(role.name)).map((role) => role.name);
  if (removed.length > 0) await tx.delete(roles).where(and(eq(roles.clientId, clientId), inArray(roles.name, removed)));
}
