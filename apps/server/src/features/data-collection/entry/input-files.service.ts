import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { fileUrl } from '@platform/shared/files/files.contract';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../../platform/errors/app-error.js';
import type { FileStorage } from '../../../platform/files/file-storage.js';
import { files } from '../../../platform/files/files.tables.js';
import { inputs, subjectContributors, subjects } from '../data-collection.tables.js';
import type { InputFacts } from '../data-collection.policy.js';

/** The record type (files.record_type) of the files attached to an input; the record id is the input's id. */
export const INPUT_RECORD_TYPE = 'input';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The oids each `files` field's value refers to, by field id (values of other types are not files). */
export function fileOidsByField(fields: readonly FieldDefinition[], values: FormValues): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const field of fields) {
    const value = values[field.id];
    if (field.type !== 'files' || !Array.isArray(value)) continue;
    const oids = value.flatMap((item) => (typeof item === 'object' && item !== null && typeof item.oid === 'string' ? [item.oid] : []));
    if (oids.length > 0) byField.set(field.id, oids);
  }
  return byField;
}

const allOids = (byField: ReadonlyMap<string, string[]>) => [...new Set([...byField.values()].flat())];

/** A file this input's values may name: the actor's own upload nobody attached yet, or one attached to this very input. */
const usableBy = (actor: Actor, inputId: number | null) =>
  or(
    and(isNull(files.recordType), eq(files.uploadedBy, actor.user.id)),
    inputId === null ? undefined : and(eq(files.recordType, INPUT_RECORD_TYPE), eq(files.recordId, String(inputId))),
  );

/**
 * Checks the files the values name (fields in `skip` already have an error of their own): a field
 * naming a file that is unknown, someone else's upload, or attached to another record is INVALID.
 * Answers the errors and the values with each file as stored (its name and url from its row, not
 * from the request).
 */
export async function checkedInputFiles(
  db: Database,
  actor: Actor,
  input: { id: number | null; fields: readonly FieldDefinition[]; values: FormValues; skip: ReadonlySet<string> },
): Promise<{ errors: FieldErrors; values: FormValues }> {
  const byField = new Map([...fileOidsByField(input.fields, input.values)].filter(([id]) => !input.skip.has(id)));
  const oids = allOids(byField);
  if (oids.length === 0) return { errors: {}, values: input.values };
  const rows = await db
    .select({ oid: files.oid, name: files.name })
    .from(files)
    .where(and(eq(files.clientId, actor.client.id), inArray(files.oid, oids), usableBy(actor, input.id)));
  const names = new Map(rows.map((row) => [row.oid, row.name]));
  const errors: FieldErrors = {};
  const values = { ...input.values };
  for (const [fieldId, fieldOids] of byField) {
    if (fieldOids.some((oid) => !names.has(oid))) errors[fieldId] = [{ error: 'INVALID' }];
    else values[fieldId] = fieldOids.map((oid) => ({ oid, name: names.get(oid)!, url: fileUrl(oid) }));
  }
  return { errors, values };
}

/**
 * Inside the input's write: attaches the files its values name to it, and takes off the ones no
 * value names any more (their rows go now; `removedStorageKeys` is what to delete from the storage
 * once the write is committed). A file taken by another write since the check refuses the write.
 */
export async function syncInputFiles(
  tx: Transaction,
  actor: Actor,
  input: { id: number; fields: readonly FieldDefinition[]; values: FormValues },
): Promise<{ removedStorageKeys: string[] }> {
  const byField = fileOidsByField(input.fields, input.values);
  const oids = allOids(byField);
  const recordId = String(input.id);
  const ofThisInput = and(eq(files.clientId, actor.client.id), eq(files.recordType, INPUT_RECORD_TYPE), eq(files.recordId, recordId));
  if (oids.length > 0) {
    await tx
      .update(files)
      .set({ recordType: INPUT_RECORD_TYPE, recordId })
      .where(and(eq(files.clientId, actor.client.id), inArray(files.oid, oids), isNull(files.recordType), eq(files.uploadedBy, actor.user.id)));
    const attached = new Set((await tx.select({ oid: files.oid }).from(files).where(and(ofThisInput, inArray(files.oid, oids)))).map((row) => row.oid));
    const errors: FieldErrors = {};
    for (const [fieldId, fieldOids] of byField) if (fieldOids.some((oid) => !attached.has(oid))) errors[fieldId] = [{ error: 'INVALID' }];
    if (Object.keys(errors).length > 0) throw invalidRecord(errors);
  }
  const removed = await tx
    .delete(files)
    .where(and(ofThisInput, oids.length > 0 ? notInArray(files.oid, oids) : undefined))
    .returning({ storageKey: files.storageKey });
  return { removedStorageKeys: removed.map((row) => row.storageKey) };
}

/** Deletes the bytes of files whose rows are gone; a failure leaves unreachable bytes behind, never a broken write. */
export async function deleteStoredBytes(storage: FileStorage, storageKeys: readonly string[]): Promise<void> {
  await Promise.allSettled(storageKeys.map((key) => storage.delete(key)));
}

/**
 * The live input with this id (as files.record_id) in the actor's client, with what the input rules
 * need of it; null when there is none, or its subject is archived.
 */
export async function inputForFiles(db: Database, actor: Actor, recordId: string): Promise<InputFacts | null> {
  if (!/^[1-9]\d{0,9}$/.test(recordId) || Number(recordId) > 2_147_483_647) return null;
  const [row] = await db
    .select({
      state: inputs.state,
      tagKeys: inputs.tagKeys,
      approvalLevels: subjects.approvalLevels,
      contributes: sql<boolean>`exists (select 1 from ${subjectContributors} where ${subjectContributors.subjectId} = ${subjects.id} and ${subjectContributors.userId} = ${actor.user.id})`,
    })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(and(eq(inputs.id, Number(recordId)), eq(inputs.clientId, actor.client.id), isNull(inputs.deletedAt), isNull(subjects.archivedAt)));
  if (!row) return null;
  return { state: row.state, tagKeys: row.tagKeys, subject: { approvalLevels: row.approvalLevels, contributes: Boolean(row.contributes) } };
}
