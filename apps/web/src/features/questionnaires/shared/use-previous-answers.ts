import { useQueries } from '@tanstack/react-query';
import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { FieldVariation } from '@platform/shared/questionnaires/questionnaires.schemas';
import { questionnaireKeys, questionnairesApi, type QuestionnaireView } from './questionnaires.api';

/** Last period's answer to one question as the screen has it: on its way, not readable, or read. */
export type PreviousAnswer = { status: 'pending' } | { status: 'failed' } | { status: 'read'; variation: FieldVariation };

/**
 * Last period's answer to each question given, asked one question at a time while `enabled` (numbers through
 * the variation call, the others through the previous value's). Last period does not change while the screen is
 * open, so each is asked once; a failure is said beside its question, not by an error page.
 */
export function usePreviousAnswers(view: QuestionnaireView, questionnaireId: number, fields: readonly FieldDefinition[], enabled: boolean): ReadonlyMap<string, PreviousAnswer> {
  const results = useQueries({
    queries: fields.map((field) => ({
      queryKey: questionnaireKeys.previous(view, questionnaireId, field.id),
      queryFn: () => questionnairesApi.previous(view, questionnaireId, field.id, field.type === 'number'),
      enabled,
      staleTime: Infinity,
      retry: false,
      meta: { handlesErrors: true },
    })),
  });
  const answers = new Map<string, PreviousAnswer>();
  if (!enabled) return answers;
  fields.forEach((field, index) => {
    const result = results[index];
    if (result?.data) answers.set(field.id, { status: 'read', variation: result.data });
    else if (result?.isError) answers.set(field.id, { status: 'failed' });
    else answers.set(field.id, { status: 'pending' });
  });
  return answers;
}
