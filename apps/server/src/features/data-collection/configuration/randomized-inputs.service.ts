import { and, eq, isNull } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { FieldDefinition, FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import { validateFormValues } from '@platform/shared/dynamic-form/validate-form-values';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { tags } from '../../../platform/tags/tags.tables.js';
import { inputs, subjects } from '../data-collection.tables.js';
import { insertDemoInputs } from '../data-collection.seed.js';
import { tagSignatureOf } from '../entry/input-tags.js';
import { openPeriodOf } from '../shared/subjects.service.js';

export interface RandomizedInputsOptions {
  /** The client's beginning and end of time: dates are drawn within them and the period. */
  dateBounds: { beginning: string; end: string };
  /** The most inputs made at once. */
  limit: number;
  /** Who the inputs are entered by (their email, as the demo's inputs name their author). */
  byEmail: string;
  /** A number in [0, 1): Math.random unless a test gives its own. */
  random?: () => number;
}

/** The combinations looked at, at most: beyond that the tree is not one demo data is made for. */
const COMBINATIONS_MAX = 100_000;

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (current.code === '23505') return true;
  }
  return false;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function someOf(keys: readonly string[], random: () => number): string[] {
  const chosen = keys.filter(() => random() < 0.5);
  return chosen.length > 0 ? chosen : [pick(keys, random)];
}

/** A plausible value for one field, by its type; null for files (no demo upload) or a choice field without choices. */
function randomValue(field: FieldDefinition, period: string, random: () => number): FieldValue {
  const choiceKeys = (field.choices ?? []).map((choice) => choice.key);
  const text = (en: string, fr: string): FieldValue => (field.localized ? { en, fr } : en);
  switch (field.type) {
    case 'number': {
      const decimals = Math.min(field.decimals ?? 0, 2);
      const low = Math.max(field.min ?? 0, 0);
      const value = low + random() * 10_000;
      return Number(value.toFixed(decimals));
    }
    case 'string':
      return text(`Demo ${field.name.en}`, `Démo ${field.name.fr}`);
    case 'text':
      return text(`Demonstration figures for ${field.name.en}.`, `Données de démonstration pour ${field.name.fr}.`);
    case 'editor':
      return text(`<p>Demonstration figures for ${field.name.en}.</p>`, `<p>Données de démonstration pour ${field.name.fr}.</p>`);
    case 'date': {
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      return `${period}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    }
    case 'radio':
    case 'dropdown':
      return choiceKeys.length > 0 ? pick(choiceKeys, random) : null;
    case 'checkbox':
      return choiceKeys.length > 0 ? someOf(choiceKeys, random) : random() < 0.5;
    case 'multidropdown':
      return choiceKeys.length > 0 ? someOf(choiceKeys, random) : null;
    case 'files':
      return null;
  }
}

/**
 * Values for every shown field (a field shown by another's value only when that value shows it), less any the
 * form's own rules refuse (a date outside the client's bounds): what is left is always valid for a draft.
 */
function randomValues(fields: readonly FieldDefinition[], period: string, options: RandomizedInputsOptions, random: () => number): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = randomValue(field, period, random);
    if (value !== null) values[field.id] = value;
  }
  for (const field of fields) if (!isFieldShown(field, values)) delete values[field.id];
  const errors = validateFormValues(fields, values, { requireAll: false, period, dateBounds: options.dateBounds });
  for (const id of Object.keys(errors)) delete values[id];
  return values;
}

/** Every combination of one node per dimension, at most `limit` of them. */
function combinations(choices: readonly { dimension: string; keys: string[] }[], limit: number): Record<string, string>[] {
  let found: Record<string, string>[] = [{}];
  for (const { dimension, keys } of choices) {
    found = found.flatMap((partial) => keys.map((key) => ({ ...partial, [dimension]: key }))).slice(0, limit);
  }
  return choices.length === 0 ? [] : found;
}

/**
 * Fills one live subject's open period with plausible demo inputs: one per combination of tag leaves (a node of
 * each of its dimensions at its depth) that has no live input yet, in a state drawn among draft, submitted and
 * approved (draft when the drawn values leave a required field empty). Each is stored as an entered input is,
 * its creation in the history. For clients that are not in production; the caller decides that.
 */
export async function fillRandomizedInputs(db: Database, clientId: number, key: string, options: RandomizedInputsOptions): Promise<{ created: number; period: string | null; combinations: number }> {
  const random = options.random ?? Math.random;
  const [subject] = await db
    .select({ id: subjects.id, key: subjects.key, fields: subjects.fields, tagDimensions: subjects.tagDimensions, periods: subjects.periods })
    .from(subjects)
    .where(and(eq(subjects.clientId, clientId), eq(subjects.key, key), isNull(subjects.archivedAt)));
  if (!subject) throw notFound();
  const period = openPeriodOf(subject);
  if (period === null || subject.tagDimensions.length === 0) return { created: 0, period, combinations: 0 };

  const nodes = await db.select({ key: tags.key, dimension: tags.dimension, depth: tags.depth }).from(tags).where(eq(tags.clientId, clientId));
  const choices = subject.tagDimensions.map((dimension) => ({
    dimension: dimension.key,
    keys: nodes.filter((node) => node.dimension === dimension.key && node.depth === dimension.depth).map((node) => node.key),
  }));
  const all = combinations(choices, COMBINATIONS_MAX);
  const existing = new Set(
    (
      await db
        .select({ tagSignature: inputs.tagSignature })
        .from(inputs)
        .where(and(eq(inputs.subjectId, subject.id), eq(inputs.period, period), isNull(inputs.deletedAt)))
    ).map((row) => row.tagSignature),
  );
  const missing = all.filter((combination) => !existing.has(tagSignatureOf(combination))).slice(0, options.limit);
  const dateBounds = options.dateBounds;
  const seeds = missing.map((combination) => {
    const values = randomValues(subject.fields, period, options, random);
    let state: InputState = pick(['draft', 'submitted', 'approved'] as const, random);
    if (state !== 'draft' && Object.keys(validateFormValues(subject.fields, values, { requireAll: true, period, dateBounds })).length > 0) state = 'draft';
    return { subject: subject.key, period, tags: combination, values, state, by: options.byEmail };
  });
  try {
    await db.transaction((tx) => insertDemoInputs(tx, clientId, seeds));
  } catch (error) {
    // Another fill (or a contributor) entered one of these at the same time: nothing of this one was kept.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Inputs were entered meanwhile. Please try again.');
    throw error;
  }
  return { created: seeds.length, period, combinations: all.length };
}
