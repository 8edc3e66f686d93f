import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { Database } from '../../../platform/db/database.js';
import { indicatorDefinitions } from '../../indicators/index.js';

/** Indicators and reminders naming a subject by its key, as a deletion's snapshot records them. */
export interface SubjectNamedBy {
  indicators: { key: string; name: LocalizedText }[];
  reminders: { id: number; kind: string; period: string }[];
}

/**
 * What names a subject by key elsewhere: indicators whose calculation reads it (as its subject or its ratio's
 * denominator) and reminders listing it. Read only, for the deletion log: a deleted subject is left out of
 * every calculation and reminder run by their own live-subject filters, and found again once restored, so
 * nothing of theirs is written here. Reminders are read by column name: that feature lists none by subject.
 */
export async function subjectNamedBy(db: Database, clientId: number, key: string): Promise<SubjectNamedBy> {
  const [definitions, reminderRows] = await Promise.all([
    indicatorDefinitions(db, clientId),
    db.execute(sql`select id, kind, period from reminders where client_id = ${clientId} and subject_keys @> ${JSON.stringify([key])}::jsonb order by id`),
  ]);
  const names = (calculation: (typeof definitions)[number]['calculation']) =>
    calculation !== null && (calculation.subject === key || (calculation.kind === 'ratio' && calculation.denominator.subject === key));
  return {
    indicators: definitions.filter((indicator) => names(indicator.calculation)).map((indicator) => ({ key: indicator.key, name: indicator.name })),
    reminders: (reminderRows as unknown as { rows: SubjectNamedBy['reminders'] }).rows.map((row) => ({ id: Number(row.id), kind: row.kind, period: row.period })),
  };
}
