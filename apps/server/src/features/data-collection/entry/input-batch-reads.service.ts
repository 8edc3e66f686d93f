import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { inputs } from '../data-collection.tables.js';
import type { InputRow } from '../shared/input-presenter.js';
import type { InputChanges } from './input-changes.js';

/*
 * What planning a batch of spreadsheet rows reads: at most two statements a batch, whatever its size. The
 * rows sent go as one JSON document joined to the table, so the statement is the same text for every batch
 * and each looked-up row is one index probe.
 */

/** A row key as a file carries it: the input and the version the file was made from. */
export interface RowKey {
  inputId: number;
  lockVersion: number;
}

/** The inputs the rows' keys name, and the values those a file made from an older version was made from. */
export interface KeyedInputs {
  byId: Map<number, InputRow>;
  /** Only for inputs some row names at another version than theirs now: the values at that version (the earliest, if several). */
  originals: Map<number, FormValues>;
}

/**
 * The live inputs of the subject the row keys name, each with the history written after the earliest version
 * the rows name, in one statement. The values an older file was made from are then each field's value
 * before its first change after that version (the history keeps every change), else its value now: what a
 * cell of that file is compared to.
 */
export async function keyedInputs(db: Database, subjectId: number, rowKeys: readonly RowKey[]): Promise<KeyedInputs> {
  if (rowKeys.length === 0) return { byId: new Map(), originals: new Map() };
  const earliest = new Map<number, number>();
  for (const key of rowKeys) earliest.set(key.inputId, Math.min(key.lockVersion, earliest.get(key.inputId) ?? key.lockVersion));
  const wanted = JSON.stringify([...earliest].map(([id, lockVersion]) => ({ id, lock_version: lockVersion })));
  const rows = await db
    .select({
      input: inputs,
      // [lock_version, changes] of each later history row, oldest first.
      later: sql<[number, InputChanges][] | null>`(
        select jsonb_agg(jsonb_build_array(h.lock_version, h.changes) order by h.lock_version, h.id)
          from input_history h where h.input_id = ${inputs.id} and h.lock_version > wanted.lock_version)`,
    })
    .from(sql`jsonb_to_recordset(${wanted}::jsonb) as wanted(id integer, lock_version integer)`)
    // The ids again beside the join: the planner then reads them by the primary key rather than hash the table.
    .innerJoin(
      inputs,
      and(
        eq(inputs.id, sql`wanted.id`),
        sql`${inputs.id} = any(${`{${[...earliest.keys()].join(',')}}`}::integer[])`,
        eq(inputs.subjectId, subjectId),
        isNull(inputs.deletedAt),
      ),
    );

  const byId = new Map(rows.map((row) => [row.input.id, row.input]));
  // The version each input's file rows were made from, when it is not the input's version now.
  const older = new Map<number, number>();
  for (const key of rowKeys) {
    const input = byId.get(key.inputId);
    if (input && input.lockVersion !== key.lockVersion) older.set(input.id, Math.min(key.lockVersion, older.get(input.id) ?? key.lockVersion));
  }
  const originals = new Map<number, FormValues>();
  for (const { input, later } of rows) {
    const version = older.get(input.id);
    if (version === undefined) continue;
    const values: FormValues = { ...input.values };
    const fixed = new Set<string>();
    for (const [lockVersion, changes] of later ?? []) {
      if (lockVersion <= version) continue;
      for (const [field, change] of Object.entries(changes)) {
        if (field.includes('.') || fixed.has(field)) continue;
        fixed.add(field);
        if (change.from === null || change.from === undefined) delete values[field];
        else values[field] = change.from as FormValues[string];
      }
    }
    originals.set(input.id, values);
  }
  return { byId, originals };
}

/** An input's place: its period and its tags' signature. */
export interface InputPlace {
  period: string;
  signature: string;
}

export interface Neighbours {
  /** Live inputs at the places asked, by `period|signature`: a new row there is DUPLICATED. */
  live: Map<string, number>;
  /** Approved values at the places asked (last year's, for the variation rule), by `period|signature`. */
  approved: Map<string, FormValues>;
}

export const placeKey = (place: InputPlace) => `${place.period}|${place.signature}`;

/**
 * The live inputs at some places and the approved ones at others, in one statement. A place asked both ways
 * (a row's own place is often the previous year of the next row's) is looked up once: the one live input
 * there answers both, by its state.
 */
export async function inputsAtPlaces(db: Database, subjectId: number, wanted: { live: readonly InputPlace[]; approved: readonly InputPlace[] }): Promise<Neighbours> {
  const places = new Map<string, { period: string; signature: string; live: boolean; approved: boolean }>();
  const ask = (place: InputPlace, as: 'live' | 'approved') => {
    const key = placeKey(place);
    const entry = places.get(key) ?? { period: place.period, signature: place.signature, live: false, approved: false };
    entry[as] = true;
    places.set(key, entry);
  };
  for (const place of wanted.live) ask(place, 'live');
  for (const place of wanted.approved) ask(place, 'approved');
  const found: Neighbours = { live: new Map(), approved: new Map() };
  if (places.size === 0) return found;
  // Each place is looked up on its own (LIMIT 1: the unique index holds one live input per place), so every
  // lookup is an index probe; as a join, the planner, misled by the table's size when the import began,
  // hashes every input of the subject instead, a scan that grows with each batch written.
  const answer = await db.execute(sql`
    select wanted.period, wanted.signature, wanted.live, found.id, found.state = 'approved' and wanted.approved as approved, found.values
      from jsonb_to_recordset(${JSON.stringify([...places.values()])}::jsonb) as wanted(period text, signature text, live boolean, approved boolean)
      cross join lateral (
        select i.id, i.state, case when wanted.approved and i.state = 'approved' then i.values end as values
          from ${inputs} as i
         where i.subject_id = ${subjectId}::integer and i.period = wanted.period and i.tag_signature = wanted.signature and i.deleted_at is null
         limit 1
      ) as found`);
  type Found = { period: string; signature: string; live: boolean; id: number; approved: boolean; values: FormValues | null };
  for (const row of (answer as unknown as { rows: Found[] }).rows) {
    const key = placeKey(row);
    if (row.live) found.live.set(key, row.id);
    if (row.approved && row.values) found.approved.set(key, row.values);
  }
  return found;
}
