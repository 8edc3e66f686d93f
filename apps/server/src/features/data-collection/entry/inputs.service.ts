import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Input, InputList, InputHistoryEntry } from '@platform/shared/data-collection/inputs.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { inputHistory, inputs, subjectContributors, subjects } from '../data-collection.tables.js';
import { inputsPolicy, subjectsPolicy } from '../data-collection.policy.js';
import { authorshipColumns, authorshipOfInput } from '../shared/input-authorship.service.js';
import { countedPageOf, visibleInputs, type InputFilters } from '../shared/input-lists.service.js';
import type { SubjectIds } from '../shared/subject-ids.js';
import { inputFacts, presentInput, type InputRow } from '../shared/input-presenter.js';
import { dimensionNodes, findSubject, type SubjectContext } from '../shared/subjects.service.js';

const LAST_ENTRIES = 20;

/**
 * GET /subjects/{key}/inputs: a page of the inputs in the actor's scope, with the filtered set's total and refused counts.
 * One statement when the subject's id is known (`countedPageOf` checks it is still the live subject of that key); else the
 * subject is looked up first (NOT_FOUND for an unknown or archived one) and its id kept for the next list.
 */
export async function listInputs(db: Database, actor: Actor, key: string, filters: InputFilters, subjectIds: SubjectIds): Promise<InputList> {
  authorize(subjectsPolicy, actor, 'read');
  const authorship = await authorshipColumns(db, actor);
  const known = subjectIds.get(actor.client.id, key);
  if (known !== undefined) {
    const found = await countedPageOf(db, actor, { id: known, key }, authorship, filters);
    if (found) return found;
    subjectIds.forget(actor.client.id, key);
  }
  const subject = await findSubject(db, actor, key);
  subjectIds.set(actor.client.id, key, subject.row.id);
  const found = await countedPageOf(db, actor, { id: subject.row.id, key }, authorship, filters);
  // Archived between the two statements: as if it had been before.
  if (!found) throw notFound();
  return found;
}

/** GET /subjects_last_entries: the live inputs in the actor's scope changed most recently, across subjects. */
export async function lastEntries(db: Database, actor: Actor): Promise<Input[]> {
  authorize(subjectsPolicy, actor, 'read');
  const authorship = await authorshipColumns(db, actor);
  const rows = await db
    .select({
      input: inputs,
      subjectKey: subjects.key,
      approvalLevels: subjects.approvalLevels,
      updatedBy: { id: users.id, email: users.email },
      enteredByActor: authorship.enteredByActor(inputs).mapWith(Boolean),
      selfApprovalAllowed: authorship.selfApprovalAllowed(inputs).mapWith(Boolean),
    })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .leftJoin(users, eq(users.id, inputs.updatedById))
    .where(and(eq(inputs.clientId, actor.client.id), isNull(inputs.deletedAt), isNull(subjects.archivedAt), inputsPolicy.scope!(actor)))
    .orderBy(desc(inputs.updatedAt), desc(inputs.id))
    .limit(LAST_ENTRIES);
  const subjectIds = [...new Set(rows.map((row) => row.input.subjectId))];
  const contributed =
    subjectIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ subjectId: subjectContributors.subjectId })
              .from(subjectContributors)
              .where(and(eq(subjectContributors.userId, actor.user.id), inArray(subjectContributors.subjectId, subjectIds)))
          ).map((row) => row.subjectId),
        );
  return rows.map((row) =>
    presentInput(
      actor,
      row.input,
      { key: row.subjectKey, facts: { approvalLevels: row.approvalLevels, contributes: contributed.has(row.input.subjectId) } },
      row.updatedBy?.id ? row.updatedBy : null,
      { enteredByActor: row.enteredByActor, selfApprovalAllowed: row.selfApprovalAllowed },
    ),
  );
}

/** One live input of the subject in the actor's scope; NOT_FOUND otherwise (an input out of scope is not revealed). */
export async function findInput(db: Database, actor: Actor, subject: SubjectContext, id: number): Promise<InputRow> {
  const [row] = await db
    .select()
    .from(inputs)
    .where(and(eq(inputs.id, id), eq(inputs.subjectId, subject.row.id), isNull(inputs.deletedAt)));
  if (!row || !inputsPolicy.can(actor, 'read', inputFacts(row, subject.facts))) throw notFound();
  return row;
}

/** Last year's approved values of the same subject and tags, if any. */
export async function previousApproved(
  db: Database,
  subjectId: number,
  period: string,
  tagSignature: string,
): Promise<{ period: string; values: FormValues } | null> {
  const previousPeriod = String(Number(period) - 1);
  const [row] = await db
    .select({ values: inputs.values })
    .from(inputs)
    .where(
      and(
        eq(inputs.subjectId, subjectId),
        eq(inputs.period, previousPeriod),
        eq(inputs.tagSignature, tagSignature),
        eq(inputs.state, 'approved'),
        isNull(inputs.deletedAt),
      ),
    )
    .limit(1);
  return row ? { period: previousPeriod, values: row.values } : null;
}

const impersonators = alias(users, 'impersonators');

/** GET /subjects/{key}/inputs/{id}: the input, its whole history (who, on whose behalf) and last year's approved values. */
export async function inputDetail(db: Database, actor: Actor, key: string, id: number) {
  authorize(subjectsPolicy, actor, 'read');
  const subject = await findSubject(db, actor, key);
  const row = await findInput(db, actor, subject, id);
  const [updatedBy, history, previous, authorship] = await Promise.all([
    row.updatedById === null ? Promise.resolve([]) : db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.updatedById)),
    db
      .select({ entry: inputHistory, user: { id: users.id, email: users.email }, impersonator: { id: impersonators.id, email: impersonators.email } })
      .from(inputHistory)
      .leftJoin(users, eq(users.id, inputHistory.userId))
      .leftJoin(impersonators, eq(impersonators.id, inputHistory.impersonatorId))
      .where(eq(inputHistory.inputId, row.id))
      .orderBy(asc(inputHistory.id)),
    previousApproved(db, subject.row.id, row.period, row.tagSignature),
    authorshipOfInput(db, actor, row.id),
  ]);
  return {
    input: presentInput(actor, row, { key: subject.row.key, facts: subject.facts }, updatedBy[0] ?? null, authorship),
    history: history.map(({ entry, user, impersonator }): InputHistoryEntry => ({
      id: entry.id,
      action: entry.action,
      from_state: entry.fromState,
      to_state: entry.toState,
      changes: entry.changes,
      justification: entry.justification,
      refusal_reason: entry.refusalReason,
      lock_version: entry.lockVersion,
      user: user?.id ? user : null,
      impersonator: impersonator?.id ? impersonator : null,
      self_approval: entry.selfApproval,
      at: entry.createdAt.toISOString(),
    })),
    previous,
  };
}

/**
 * GET /subjects/{key}/inputs_xlsx, its data: every live input of the subject the actor may see (oldest
 * period first, in tag order) with who changed it last, and the nodes naming its tags.
 */
export async function inputsExport(db: Database, actor: Actor, key: string, filters: { period?: string; state?: InputState }) {
  authorize(subjectsPolicy, actor, 'read');
  const subject = await findSubject(db, actor, key);
  const [rows, nodes] = await Promise.all([
    db
      .select({ input: inputs, updatedBy: users.email })
      .from(inputs)
      .leftJoin(users, eq(users.id, inputs.updatedById))
      .where(and(visibleInputs(actor, subject, filters), filters.state ? eq(inputs.state, filters.state) : undefined))
      .orderBy(asc(inputs.period), asc(inputs.tagSignature), asc(inputs.id)),
    dimensionNodes(
      db,
      actor.client.id,
      subject.row.tagDimensions.map((dimension) => dimension.key),
    ),
  ]);
  return { subject: { key: subject.row.key, name: subject.row.name, fields: subject.row.fields, tagDimensions: subject.row.tagDimensions }, nodes, rows };
}
