import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BulkResults, CreateInputBody, Input, UpdateInputBody } from '@platform/shared/data-collection/inputs.schemas';
import type { BulkItemCode, InputState } from '@platform/shared/data-collection/input-states';
import type { FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import type { FileStorage } from '../../../platform/files/file-storage.js';
import { AppError, accessDenied, invalidRecord, type FieldErrors } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { inputHistory, inputs } from '../data-collection.tables.js';
import { inputsPolicy, inScope, subjectsPolicy } from '../data-collection.policy.js';
import { changesBetween, storedValues } from './input-changes.js';
import { checkedInputFiles, deleteStoredBytes, syncInputFiles } from './input-files.service.js';
import { authorshipOfInput } from '../shared/input-authorship.service.js';
import { inputFacts, presentInput, type InputRow } from '../shared/input-presenter.js';
import { tagKeysOf, tagSignatureOf } from './input-tags.js';
import { applyTransitions, type Transition } from '../shared/input-transitions.service.js';
import { findInput, previousApproved } from './inputs.service.js';
import { nextSubjectOwed } from './next-subject.service.js';
import { searchTextOf } from './search-text.js';
import { findSubject, type SubjectContext } from '../shared/subjects.service.js';
import { variationErrors } from './variation-rule.js';

export const stateChanged = () => new AppError('STATE_CHANGED', 'The input changed since it was loaded. Please refresh.');
const readOnly = () => invalidRecord({ base: [{ error: 'READ_ONLY' }] });

type TagNodeRow = { key: string; dimension: string; depth: number; name: { en: string; fr: string } };

function addErrors(target: FieldErrors, source: FieldErrors): void {
  for (const [path, errors] of Object.entries(source)) target[path] = [...(target[path] ?? []), ...errors];
}

const blankToNull = (text: string | null | undefined) => (text && text.trim() !== '' ? text.trim() : null);

async function tagNodes(db: Database, clientId: number, keys: readonly string[]): Promise<TagNodeRow[]> {
  if (keys.length === 0) return [];
  return db
    .select({ key: tags.key, dimension: tags.dimension, depth: tags.depth, name: tags.name })
    .from(tags)
    .where(and(eq(tags.clientId, clientId), inArray(tags.key, [...keys])));
}

/**
 * The tags of a new input: exactly the subject's dimensions, each naming a node of that dimension at
 * the subject's depth (else `tags: INVALID`), all within the actor's scope (else ACCESS_DENIED).
 */
async function checkedTags(db: Database, actor: Actor, subject: SubjectContext, sent: Record<string, string>): Promise<TagNodeRow[] | null> {
  const dimensions = subject.row.tagDimensions;
  const sentKeys = Object.keys(sent).sort();
  const expectedKeys = dimensions.map((dimension) => dimension.key).sort();
  if (JSON.stringify(sentKeys) !== JSON.stringify(expectedKeys)) return null;
  const nodes = await tagNodes(db, actor.client.id, Object.values(sent));
  const matching = dimensions.map((dimension) => nodes.find((node) => node.key === sent[dimension.key] && node.dimension === dimension.key && node.depth === dimension.depth));
  if (matching.some((node) => node === undefined)) return null;
  if (!inScope(actor, tagKeysOf(sent, dimensions))) throw accessDenied();
  return matching as TagNodeRow[];
}

/** The value rules of spec §5 (BLANK only when the result is submitted), then the variation rule against last year's approved values. */
async function valueErrors(
  db: Database,
  actor: Actor,
  subject: SubjectContext,
  input: { period: string; tagSignature: string; values: FormValues; notApplicable: NotApplicable; justification: string | null; submitted: boolean },
): Promise<FieldErrors> {
  const { dates } = actor.client.settings;
  const details = validateFormValues(subject.row.fields, input.values, {
    notApplicable: input.notApplicable,
    requireAll: input.submitted,
    period: input.period,
    dateBounds: { beginning: dates.beginning_of_time, end: dates.end_of_time },
  });
  const previous = await previousApproved(db, subject.row.id, input.period, input.tagSignature);
  const variation = variationErrors(subject.row.fields, input.values, previous?.values ?? null, subject.row.variationThreshold, input.justification);
  for (const id of Object.keys(details)) delete variation[id];
  addErrors(details, variation);
  return details;
}

function isLiveDuplicate(error: unknown): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

async function liveDuplicateId(db: Database, subjectId: number, period: string, tagSignature: string): Promise<number | null> {
  const [row] = await db
    .select({ id: inputs.id })
    .from(inputs)
    .where(and(eq(inputs.subjectId, subjectId), eq(inputs.period, period), eq(inputs.tagSignature, tagSignature), isNull(inputs.deletedAt)));
  return row?.id ?? null;
}

const duplicated = (id: number) => invalidRecord({ tags: [{ error: 'DUPLICATED', id }] });

/**
 * POST /subjects/{key}/inputs. A contributor enters one of the subject's periods (any of them: an
 * older year can still be filled in while it has no live input, and DUPLICATED says when it has) for
 * tags in their scope; a draft unless `submit`.
 */
export async function createInput(db: Database, actor: Actor, key: string, body: CreateInputBody) {
  const subject = await findSubject(db, actor, key);
  authorize(subjectsPolicy, actor, 'enter', subject.facts);
  const details: FieldErrors = {};
  const nodes = await checkedTags(db, actor, subject, body.tags);
  if (!nodes) details.tags = [{ error: 'INVALID' }];
  if (!subject.row.periods.includes(body.period)) details.period = [{ error: 'INVALID' }];
  const sentValues = storedValues(body.values);
  const notApplicable = body.not_applicable ?? {};
  const justification = blankToNull(body.justification);
  const state: InputState = body.submit ? 'submitted' : 'draft';
  const tagSignature = tagSignatureOf(body.tags);
  if (nodes && !details.period) {
    const existing = await liveDuplicateId(db, subject.row.id, body.period, tagSignature);
    if (existing !== null) details.tags = [{ error: 'DUPLICATED', id: existing }];
  }
  addErrors(
    details,
    await valueErrors(db, actor, subject, { period: body.period, tagSignature, values: sentValues, notApplicable, justification, submitted: state === 'submitted' }),
  );
  const checkedFiles = await checkedInputFiles(db, actor, { id: null, fields: subject.row.fields, values: sentValues, skip: new Set(Object.keys(details)) });
  addErrors(details, checkedFiles.errors);
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const values = checkedFiles.values;

  let row: InputRow;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inputs)
        .values({
          clientId: actor.client.id,
          subjectId: subject.row.id,
          period: body.period,
          tags: body.tags,
          tagKeys: tagKeysOf(body.tags, subject.row.tagDimensions),
          tagSignature,
          values,
          notApplicable,
          state,
          lockVersion: 0,
          justification,
          searchText: searchTextOf(nodes!, subject.row.fields, values),
          createdById: actor.user.id,
          updatedById: actor.user.id,
        })
        .returning();
      await syncInputFiles(tx, actor, { id: created!.id, fields: subject.row.fields, values });
      await tx.insert(inputHistory).values({
        inputId: created!.id,
        action: 'created',
        fromState: null,
        toState: state,
        changes: changesBetween({ values: {}, notApplicable: {} }, { values, notApplicable }),
        justification,
        lockVersion: 0,
        userId: actor.user.id,
        impersonatorId: actor.impersonatorId,
      });
      return created!;
    });
  } catch (error) {
    // Two contributors creating the same input at once: the unique index lets one in.
    if (!isLiveDuplicate(error)) throw error;
    const existing = await liveDuplicateId(db, subject.row.id, body.period, tagSignature);
    if (existing === null) throw error;
    throw duplicated(existing);
  }
  const [authorship, nextSubject] = await Promise.all([authorshipOfInput(db, actor, row.id), nextSubjectOwed(db, actor, subject)]);
  return {
    input: presentInput(actor, row, { key: subject.row.key, facts: subject.facts }, { id: actor.user.id, email: actor.user.email }, authorship),
    nextSubject,
  };
}

/**
 * PUT /subjects/{key}/inputs/{id}: new values for the version the contributor saw (else STATE_CHANGED,
 * nothing written); READ_ONLY once pre-approved or for a caller who may not edit it. `submit` moves a
 * draft or refused input to submitted and clears the refusal reason (the history keeps it). A file
 * taken out of a `files` field is deleted (only an input still editable is written, so no approved
 * version loses its files while it stands; the history keeps the names the old value held).
 */
export async function updateInput(db: Database, storage: FileStorage, actor: Actor, key: string, id: number, body: UpdateInputBody): Promise<Input> {
  const subject = await findSubject(db, actor, key);
  const row = await findInput(db, actor, subject, id);
  if (body.lock_version !== row.lockVersion) throw stateChanged();
  if (!inputsPolicy.can(actor, 'edit', inputFacts(row, subject.facts))) throw readOnly();

  const sentValues = storedValues(body.values);
  const notApplicable = body.not_applicable ?? row.notApplicable;
  const justification = body.justification === undefined ? row.justification : blankToNull(body.justification);
  const state: InputState = body.submit ? 'submitted' : row.state;
  const details = await valueErrors(db, actor, subject, {
    period: row.period,
    tagSignature: row.tagSignature,
    values: sentValues,
    notApplicable,
    justification,
    submitted: state === 'submitted',
  });
  const checkedFiles = await checkedInputFiles(db, actor, { id: row.id, fields: subject.row.fields, values: sentValues, skip: new Set(Object.keys(details)) });
  addErrors(details, checkedFiles.errors);
  if (Object.keys(details).length > 0) throw invalidRecord(details);
  const values = checkedFiles.values;

  const nodes = await tagNodes(db, actor.client.id, row.tagKeys);
  const { updated, removedStorageKeys } = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(inputs)
      .set({
        values,
        notApplicable,
        justification,
        state,
        refusalReason: state === 'submitted' ? null : row.refusalReason,
        lockVersion: row.lockVersion + 1,
        searchText: searchTextOf(nodes, subject.row.fields, values),
        updatedById: actor.user.id,
        updatedAt: new Date(),
      })
      // The version and state seen: of two writers of the same version, only one changes the row.
      .where(and(eq(inputs.id, row.id), eq(inputs.lockVersion, row.lockVersion), eq(inputs.state, row.state), isNull(inputs.deletedAt)))
      .returning();
    if (!changed) throw stateChanged();
    const { removedStorageKeys: removed } = await syncInputFiles(tx, actor, { id: row.id, fields: subject.row.fields, values });
    await tx.insert(inputHistory).values({
      inputId: row.id,
      action: state !== row.state ? 'submitted' : 'updated',
      fromState: row.state,
      toState: state,
      changes: changesBetween({ values: row.values, notApplicable: row.notApplicable }, { values, notApplicable }),
      justification,
      lockVersion: changed.lockVersion,
      userId: actor.user.id,
      impersonatorId: actor.impersonatorId,
    });
    return { updated: changed, removedStorageKeys: removed };
  });
  await deleteStoredBytes(storage, removedStorageKeys);
  const authorship = await authorshipOfInput(db, actor, updated.id);
  return presentInput(actor, updated, { key: subject.row.key, facts: subject.facts }, { id: actor.user.id, email: actor.user.email }, authorship);
}

/**
 * DELETE /subjects/{key}/inputs: each input the contributor may still change is kept but marked
 * deleted (nothing entered is lost), with a result per id.
 */
export async function deleteInputs(db: Database, actor: Actor, key: string, ids: readonly number[]): Promise<BulkResults> {
  const subject = await findSubject(db, actor, key);
  return applyTransitions(
    db,
    actor,
    subject,
    ids.map((id) => ({ id })),
    (facts): Transition | BulkItemCode => (inputsPolicy.can(actor, 'delete', facts) ? { toState: facts.state, delete: true } : 'READ_ONLY'),
  );
}
