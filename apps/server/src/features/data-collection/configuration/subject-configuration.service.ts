import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Subject, SubjectConfigurationBody } from '@platform/shared/data-collection/subjects.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { inputs, sections, subjectContributors, subjects } from '../data-collection.tables.js';
import { subjectsPolicy } from '../data-collection.policy.js';
import { usersInScope } from '../shared/subject-progress.service.js';
import { findSubject, presentSubject } from '../shared/subjects.service.js';
import { configurationErrors } from './subject-configuration-rules.js';

/**
 * PUT /subjects/{key}: an administrator's configuration, checked as a whole. The contributors within
 * the administrator's scope become those sent, each a live user of the client within that scope
 * (INVALID otherwise); the contributors outside it, whom the administrator is not shown, stay.
 */
export async function configureSubject(db: Database, actor: Actor, key: string, body: SubjectConfigurationBody): Promise<Subject> {
  authorize(subjectsPolicy, actor, 'configure');
  const subject = await findSubject(db, actor, key);
  const clientId = actor.client.id;
  const [sectionRows, dimensionRows, userRows, liveInput] = await Promise.all([
    db
      .select()
      .from(sections)
      .where(and(eq(sections.clientId, clientId), isNull(sections.archivedAt))),
    db
      .select({ dimension: tags.dimension, depth: sql<number>`max(${tags.depth})`.mapWith(Number) })
      .from(tags)
      .where(eq(tags.clientId, clientId))
      .groupBy(tags.dimension),
    body.contributor_ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.clientId, clientId), isNull(users.archivedAt), inArray(users.id, body.contributor_ids))),
    db
      .select({ id: inputs.id })
      .from(inputs)
      .where(and(eq(inputs.subjectId, subject.row.id), isNull(inputs.deletedAt)))
      .limit(1),
  ]);
  const visible = await usersInScope(
    db,
    actor,
    userRows.map((user) => user.id),
  );
  const details = configurationErrors(body, {
    sectionKeys: new Set(sectionRows.map((row) => row.key)),
    dimensionDepths: new Map(dimensionRows.map((row) => [row.dimension, row.depth])),
    userIds: visible,
    hasInputs: liveInput.length > 0,
    currentDimensions: subject.row.tagDimensions,
  });
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const section = sectionRows.find((row) => row.key === body.section_key)!;
  await db.transaction(async (tx) => {
    await tx
      .update(subjects)
      .set({
        name: body.name,
        sectionId: section.id,
        fields: body.fields,
        tagDimensions: body.tag_dimensions,
        periods: body.periods,
        variationThreshold: body.variation_threshold,
        approvalLevels: body.approval_levels,
        updatedAt: new Date(),
      })
      .where(eq(subjects.id, subject.row.id));
    // The contributors outside the administrator's scope are not theirs to remove.
    const current = await tx.select({ userId: subjectContributors.userId }).from(subjectContributors).where(eq(subjectContributors.subjectId, subject.row.id));
    const mine = await usersInScope(
      tx,
      actor,
      current.map((row) => row.userId),
    );
    const others = current.map((row) => row.userId).filter((id) => !mine.has(id));
    await tx
      .delete(subjectContributors)
      .where(and(eq(subjectContributors.subjectId, subject.row.id), others.length > 0 ? notInArray(subjectContributors.userId, others) : undefined));
    const contributorIds = [...new Set(body.contributor_ids)];
    if (contributorIds.length > 0) await tx.insert(subjectContributors).values(contributorIds.map((userId) => ({ subjectId: subject.row.id, userId })));
  });
  return presentSubject(db, actor, await findSubject(db, actor, key));
}
