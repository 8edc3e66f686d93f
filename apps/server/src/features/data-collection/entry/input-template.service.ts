import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../../platform/auth/actor.js';
import type { Database } from '../../../platform/db/database.js';
import { invalidRecord } from '../../../platform/errors/app-error.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { inputs } from '../data-collection.tables.js';
import { inScope, subjectsPolicy } from '../data-collection.policy.js';
import { dimensionNodes, findSubject, namedDimensions } from '../shared/subjects.service.js';
import { tagSignatureOf } from './input-tags.js';

/** The most rows a template lays out (tag combinations the caller acts for). */
export const TEMPLATE_MAX_ROWS = 5_000;

export interface TemplateRow {
  /** Dimension key → node. */
  tags: Record<string, { key: string; name: { en: string; fr: string } }>;
  /** The live input for these tags and period, if there is one: its values fill the row, its key and version identify it. */
  input: { id: number; lockVersion: number; values: FormValues; state: InputState; justification: string | null } | null;
  /** Last year's approved values for the same tags, shown beside each number. */
  previous: FormValues | null;
}

/**
 * What a subject's template for a period holds: one row per combination of the tag leaves the caller enters
 * data for (for most subjects, one row per organisation or site), with the input already entered and last
 * year's approved values. The caller must be one of the subject's contributors.
 */
export async function inputTemplate(db: Database, actor: Actor, subjectKey: string, period: string) {
  const subject = await findSubject(db, actor, subjectKey);
  authorize(subjectsPolicy, actor, 'enter', subject.facts);
  if (!subject.row.periods.includes(period)) throw invalidRecord({ period: [{ error: 'INVALID' }] });
  const dimensions = subject.row.tagDimensions;
  const nodes = await dimensionNodes(
    db,
    actor.client.id,
    dimensions.map((dimension) => dimension.key),
  );
  let combinations: TemplateRow['tags'][] = [{}];
  for (const dimension of dimensions) {
    const leaves = nodes.filter((node) => node.dimension === dimension.key && node.depth === dimension.depth);
    combinations = combinations.flatMap((tags) => leaves.map((leaf) => ({ ...tags, [dimension.key]: { key: leaf.key, name: leaf.name } })));
    if (combinations.length > TEMPLATE_MAX_ROWS * 10) break;
  }
  const mine = combinations
    .filter((tags) => inScope(actor, dimensions.map((dimension) => tags[dimension.key]!.key)))
    .slice(0, TEMPLATE_MAX_ROWS);
  const signatures = mine.map((tags) => tagSignatureOf(Object.fromEntries(Object.entries(tags).map(([dimension, node]) => [dimension, node.key]))));
  const previousPeriod = String(Number(period) - 1);
  const rows =
    signatures.length === 0
      ? []
      : await db
          .select({
            id: inputs.id,
            period: inputs.period,
            signature: inputs.tagSignature,
            lockVersion: inputs.lockVersion,
            values: inputs.values,
            state: inputs.state,
            justification: inputs.justification,
          })
          .from(inputs)
          .where(
            and(
              eq(inputs.subjectId, subject.row.id),
              isNull(inputs.deletedAt),
              inArray(inputs.period, [period, previousPeriod]),
              inArray(inputs.tagSignature, signatures),
            ),
          );
  const current = new Map(rows.filter((row) => row.period === period).map((row) => [row.signature, row]));
  const previous = new Map(rows.filter((row) => row.period === previousPeriod && row.state === 'approved').map((row) => [row.signature, row.values]));
  return {
    subject: {
      key: subject.row.key,
      name: subject.row.name,
      fields: subject.row.fields,
      dimensions: namedDimensions(dimensions, nodes),
    },
    period,
    rows: mine.map((tags, index): TemplateRow => {
      const input = current.get(signatures[index]!);
      return {
        tags,
        input: input ? { id: input.id, lockVersion: input.lockVersion, values: input.values, state: input.state, justification: input.justification } : null,
        previous: previous.get(signatures[index]!) ?? null,
      };
    }),
  };
}

export type InputTemplate = Awaited<ReturnType<typeof inputTemplate>>;
