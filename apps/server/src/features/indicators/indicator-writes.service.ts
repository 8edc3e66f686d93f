import { and, eq, max, ne } from 'drizzle-orm';
import { indicatorKeySchema, type IndicatorBody } from '@platform/shared/indicators/indicator.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Database } from '../../platform/db/database.js';
import { invalidRecord, type FieldErrors } from '../../platform/errors/app-error.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { PRECALCULATE_JOB, type PrecalculateJobData } from '../../platform/jobs/job-names.js';
import { authorize } from '../../platform/permissions/policy.js';
import { calculableSubjects } from '../data-collection/index.js';
import { calculationChanged, calculationErrors } from './calculation-rules.js';
import { findIndicator, type IndicatorRow } from './indicator-row.service.js';
import { indicatorsPolicy } from './indicators.policy.js';
import { sanitizedLocalizedHtml } from './localized-rich-text.js';
import { indicators, indicatorValues } from './indicators.tables.js';

/** The key the back-office uses as the address of a new indicator's form: never an indicator's own. */
export const NEW_INDICATOR_KEY = 'new';
/** Keys no indicator may take: the back-office's creation address, and the list's summaries call (a path of its own). */
const RESERVED_KEYS: readonly string[] = [NEW_INDICATOR_KEY, 'summaries'];

export interface IndicatorWriteDeps {
  db: Database;
  jobs: JobQueue;
}

/**
 * Creates the client's indicator with this key, or changes it (`indicators.manage`). Its section and
 * subsection come from its path, which no other indicator of the client may have; its calculation must
 * read existing subjects and number fields. When the calculation changes, its figures are recomputed by
 * a precalculation job queued in the same transaction (none at all if the write fails); an indicator
 * left without a calculation has no figures any more.
 */
export async function saveIndicator(deps: IndicatorWriteDeps, actor: Actor, key: string, body: IndicatorBody): Promise<{ row: IndicatorRow; created: boolean }> {
  authorize(indicatorsPolicy, actor, 'update');
  const { db } = deps;
  const clientId = actor.client.id;
  const sent = body.indicator;
  const existing = await findIndicator(db, clientId, key);

  const details: FieldErrors = {};
  if (!existing && (!indicatorKeySchema.safeParse(key).success || RESERVED_KEYS.includes(key))) details.key = [{ error: 'INVALID' }];
  // Body fields are named as the body's schema names them (`indicator.path`), as its own validation errors are.
  if (await pathTaken(db, clientId, sent.path, existing?.id ?? null)) details['indicator.path'] = [{ error: 'TAKEN' }];
  if (sent.calculation) {
    const errors = calculationErrors(sent.calculation, await subjectsNamedBy(db, clientId, sent.calculation));
    for (const [field, fieldErrors] of Object.entries(errors)) details[`indicator.${field}`] = fieldErrors;
  }
  // Only a custom page has a component; one not sent is kept (forms that do not show it leave it as it is).
  const sentComponent = sent.custom_component === undefined ? (existing?.customComponent ?? null) : sent.custom_component;
  const customComponent = sent.type === 'custom' ? sentComponent : null;
  if (sent.type === 'custom' && customComponent === null) details['indicator.custom_component'] = [{ error: 'BLANK' }];
  if (Object.keys(details).length > 0) throw invalidRecord(details);

  const [, , section, subsection] = sent.path.split('/');
  const unit = sent.unit && (sent.unit.en !== '' || sent.unit.fr !== '') ? sent.unit : null;
  const values = {
    section: section!,
    subsection: subsection!,
    path: sent.path,
    name: sent.name,
    type: sent.type,
    unit,
    chartKind: sent.chart_kind,
    customComponent,
    calculation: sent.calculation,
    methodology: sanitizedLocalizedHtml(actor.client.name, sent.methodology),
    notes: sanitizedLocalizedHtml(actor.client.name, sent.notes),
  };
  const recompute = calculationChanged(existing?.calculation ?? null, sent.calculation);

  try {
    const row = await db.transaction(async (tx) => {
      const [saved] = existing
        ? await tx
            .update(indicators)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(indicators.id, existing.id))
            .returning()
        : await tx
            .insert(indicators)
            .values({ ...values, clientId, key, position: await nextPosition(tx, clientId) })
            .returning();
      if (recompute && sent.calculation === null) {
        await tx.delete(indicatorValues).where(eq(indicatorValues.indicatorId, saved!.id));
      } else if (recompute) {
        const data: PrecalculateJobData = { clientId, indicatorKeys: [key] };
        await deps.jobs.send(PRECALCULATE_JOB, data, { tx });
      }
      return saved!;
    });
    return { row, created: !existing };
  } catch (error) {
    // Another write took the path (or the key) between the check and this one.
    if (isUniqueViolation(error)) throw invalidRecord(existing ? { path: [{ error: 'TAKEN' }] } : { key: [{ error: 'TAKEN' }] });
    throw error;
  }
}

async function pathTaken(db: Database, clientId: number, path: string, ownId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: indicators.id })
    .from(indicators)
    .where(and(eq(indicators.clientId, clientId), eq(indicators.path, path), ownId === null ? undefined : ne(indicators.id, ownId)))
    .limit(1);
  return row !== undefined;
}

/** The client's live subjects a calculation names, with what its rules check. */
async function subjectsNamedBy(db: Database, clientId: number, calculation: NonNullable<IndicatorBody['indicator']['calculation']>) {
  const keys = calculation.kind === 'ratio' ? [calculation.subject, calculation.denominator.subject] : [calculation.subject];
  const rows = await calculableSubjects(db, clientId, keys);
  return new Map(rows.map((row) => [row.key, row]));
}

/** A new indicator comes last in the client's list. */
async function nextPosition(db: Database, clientId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(indicators.position) })
    .from(indicators)
    .where(eq(indicators.clientId, clientId));
  return (row?.last ?? -1) + 1;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}
