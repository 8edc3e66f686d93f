import type { FieldDefinition, FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isEmpty } from '@platform/shared/dynamic-form/validate-form-values';
import type { TemplateSection, VersionImpact } from '@platform/shared/questionnaires/templates.schemas';

/** Every question of a template's sections, in order. */
export const fieldsOf = (sections: readonly TemplateSection[]): FieldDefinition[] => sections.flatMap((section) => section.fields);

/** A value, with object keys sorted and absent or null optional entries left out: two versions compare by meaning, not by how they were stored. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined && item !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** Whether two versions' sections differ (a question, a choice, a condition, a name or their order). */
export const sectionsChanged = (before: readonly TemplateSection[], after: readonly TemplateSection[]): boolean =>
  JSON.stringify(canonical(before)) !== JSON.stringify(canonical(after));

/**
 * What an answer holds for a field: its type, and for text fields whether it is one text per language. An
 * answer carries over to a new version only if its question still holds the same kind of value.
 */
const TEXT_TYPES = new Set(['string', 'text', 'editor']);
const kindOf = (field: FieldDefinition) => (TEXT_TYPES.has(field.type) && field.localized ? `${field.type}:localized` : field.type);

export type DropReason = VersionImpact['dropped'][number]['reason'];

/** An answer a version change takes out of a questionnaire. */
export interface DroppedAnswer {
  fieldId: string;
  reason: DropReason;
  value: FieldValue;
}

/** A questionnaire that moves: its answers and the questions of the version it is answered on. */
export interface MovingQuestionnaire {
  answers: FormValues;
  fields: readonly FieldDefinition[];
}

/**
 * A questionnaire's answers moved to the `next` version's questions: an answer stays where its question is
 * still there with the same kind of value; it is dropped when its question was removed or changed type. An
 * empty answer that would be dropped just goes (nothing is lost). A field unknown to the questionnaire's
 * version is judged against `current` (the template's version before the change).
 */
export function movedAnswers(
  questionnaire: MovingQuestionnaire,
  next: readonly FieldDefinition[],
  current: readonly FieldDefinition[] = [],
): { answers: FormValues; dropped: DroppedAnswer[] } {
  const nextById = new Map(next.map((field) => [field.id, field]));
  const ownById = new Map(questionnaire.fields.map((field) => [field.id, field]));
  const currentById = new Map(current.map((field) => [field.id, field]));
  const answers: FormValues = {};
  const dropped: DroppedAnswer[] = [];
  for (const [fieldId, value] of Object.entries(questionnaire.answers)) {
    const target = nextById.get(fieldId);
    const source = ownById.get(fieldId) ?? currentById.get(fieldId);
    const reason: DropReason | null = !target ? 'removed' : source && kindOf(source) !== kindOf(target) ? 'type_changed' : null;
    if (reason === null) answers[fieldId] = value;
    else if (!isEmpty(value)) dropped.push({ fieldId, reason, value });
  }
  return { answers, dropped };
}

/**
 * What moving to the `next` version would do to the open questionnaires (the VERSION_CHANGE error's
 * `impact`): the questions of the current version that carry over (same id, same kind of value) with how
 * many questionnaires have an answer to each, the new questions, and the questions removed or changed type
 * with how many answers would be dropped. A questionnaire still on an older version (reopened after
 * approval) is judged on its own version's questions; what only it would lose is listed among the dropped too.
 */
export function versionImpact(current: readonly FieldDefinition[], next: readonly FieldDefinition[], questionnaires: readonly MovingQuestionnaire[]): VersionImpact {
  const currentIds = new Set(current.map((field) => field.id));
  const nextById = new Map(next.map((field) => [field.id, field]));
  const kept = new Map<string, number>();
  const lost = new Map<string, { reason: DropReason; answers: number }>();
  for (const questionnaire of questionnaires) {
    const moved = movedAnswers(questionnaire, next, current);
    for (const [fieldId, value] of Object.entries(moved.answers)) if (!isEmpty(value)) kept.set(fieldId, (kept.get(fieldId) ?? 0) + 1);
    for (const { fieldId, reason } of moved.dropped) {
      const entry = lost.get(fieldId) ?? { reason, answers: 0 };
      entry.answers += 1;
      lost.set(fieldId, entry);
    }
  }

  const carried: VersionImpact['carried'] = [];
  const dropped: VersionImpact['dropped'] = [];
  for (const field of current) {
    const target = nextById.get(field.id);
    if (target && kindOf(target) === kindOf(field)) carried.push({ field_id: field.id, answers: kept.get(field.id) ?? 0 });
    else dropped.push({ field_id: field.id, reason: target ? 'type_changed' : 'removed', answers: lost.get(field.id)?.answers ?? 0 });
  }
  // Answers of older versions the current one does not explain (a field only they know, or one whose type
  // changed since): listed too, so the preview counts every answer the change drops.
  const listed = new Set(dropped.map((entry) => entry.field_id));
  for (const [fieldId, entry] of lost) if (!listed.has(fieldId)) dropped.push({ field_id: fieldId, ...entry });
  return {
    questionnaires: questionnaires.length,
    carried,
    added: next.filter((field) => !currentIds.has(field.id)).map((field) => ({ field_id: field.id })),
    dropped,
  };
}
