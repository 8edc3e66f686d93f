import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Subject, SubjectListItem } from '@platform/shared/data-collection/subjects.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { sections } from '../data-collection.tables.js';
import { subjectsPolicy } from '../data-collection.policy.js';
import { subjectProgress } from '../shared/subject-progress.service.js';
import { allSubjects, findSubject, openPeriodOf, presentSubject, subjectAbilities } from '../shared/subjects.service.js';

/** GET /subjects: the subjects with their section, progress for the open period within the caller's scope, and the caller's abilities. */
export async function listSubjects(db: Database, actor: Actor): Promise<SubjectListItem[]> {
  authorize(subjectsPolicy, actor, 'read');
  const all = await allSubjects(db, actor);
  const progress = await subjectProgress(
    db,
    actor.client.id,
    all.map((subject) => subject.row.id),
    { forUserId: actor.user.id, scope: actor },
  );
  return all.map(({ row, section, facts }) => ({
    key: row.key,
    name: row.name,
    section: { key: section.key, name: section.name },
    progress: progress.get(row.id) ?? { period: openPeriodOf(row), available: 0, remaining: 0, disabled: true, available_users: 0 },
    abilities: subjectAbilities(actor, facts),
  }));
}

export async function listSections(db: Database, actor: Actor) {
  authorize(subjectsPolicy, actor, 'read');
  const rows = await db
    .select()
    .from(sections)
    .where(and(eq(sections.clientId, actor.client.id), isNull(sections.archivedAt)))
    .orderBy(asc(sections.position), asc(sections.id));
  return rows.map((row) => ({ key: row.key, name: row.name, position: row.position }));
}

/** GET /subjects/{key}: its form, its dimensions with the leaves the caller may act for, periods, the contributors within the caller's scope, abilities. */
export async function showSubject(db: Database, actor: Actor, key: string): Promise<Subject> {
  authorize(subjectsPolicy, actor, 'read');
  return presentSubject(db, actor, await findSubject(db, actor, key));
}
