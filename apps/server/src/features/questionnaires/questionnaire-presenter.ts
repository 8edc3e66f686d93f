import type { FieldDefinition, FieldValue, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { isFieldShown } from '@platform/shared/dynamic-form/field-visibility';
import { isEmpty } from '@platform/shared/dynamic-form/validate-form-values';
import {
  QUESTIONNAIRE_LIMITS,
  QUESTIONNAIRE_TRANSITIONS,
  QUESTIONNAIRE_EVENTS,
  QUESTIONNAIRE_STATES,
  type Questionnaire,
  type QuestionnaireAreaConfig,
  type QuestionnaireConfig,
  type QuestionnaireSummary,
} from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { fieldsOf, factsOf, type QuestionnaireRecord } from './questionnaire-rows.service.js';
import { questionnairesPolicy, type QuestionnaireAction } from './questionnaires.policy.js';

/** Each ability an answer carries, and the policy action that decides it (`answer` there is changing the answers). */
const ABILITIES: Record<keyof Questionnaire['abilities'], QuestionnaireAction> = {
  answer: 'save',
  submit: 'submit',
  request_changes: 'request_changes',
  approve: 'approve',
  reopen: 'reopen',
  comment: 'comment',
  manage_access: 'manage_access',
  delete: 'delete',
};

/** A value that answers its question: not empty, and for a question in both languages, given in both. */
function answers(field: FieldDefinition, value: FieldValue | undefined): boolean {
  if (value === undefined || isEmpty(value)) return false;
  if (field.localized && typeof value === 'object' && value !== null && !Array.isArray(value)) return value.en.trim() !== '' && value.fr.trim() !== '';
  return true;
}

/** The required questions shown (display conditions applied to the answers) and how many of them are answered. */
export function progressOf(fields: readonly FieldDefinition[], values: FormValues): Questionnaire['progress'] {
  const required = fields.filter((field) => field.required && isFieldShown(field, values));
  return { answered: required.filter((field) => answers(field, values[field.id])).length, required: required.length };
}

function abilitiesOf(actor: Actor, record: QuestionnaireRecord): Questionnaire['abilities'] {
  const facts = factsOf(record);
  return Object.fromEntries(Object.entries(ABILITIES).map(([ability, action]) => [ability, questionnairesPolicy.can(actor, action, facts)])) as Questionnaire['abilities'];
}

/** A questionnaire in a list: everything but its answers, its comments per question and the changes asked for. */
export function presentSummary(actor: Actor, record: QuestionnaireRecord): QuestionnaireSummary {
  const { row } = record;
  return {
    id: row.id,
    name: row.name,
    template: { id: record.template.id, name: record.template.name, version: row.templateVersion },
    period: row.period,
    owner: record.owner,
    organisation: record.organisation,
    state: row.state,
    due_date: row.dueDate,
    progress: progressOf(fieldsOf(record.sections), row.answers),
    comments_count: Object.values(record.commentsByQuestion).reduce((sum, comments) => sum + comments, 0),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    abilities: abilitiesOf(actor, record),
  };
}

/** A questionnaire as its calls answer it, with what the caller may do to it. */
export function presentQuestionnaire(actor: Actor, record: QuestionnaireRecord): Questionnaire {
  const { row } = record;
  const request = row.changeRequest;
  return {
    ...presentSummary(actor, record),
    answers: row.answers,
    comments_by_question: record.commentsByQuestion,
    change_request: request
      ? { comment: request.comment, field_ids: request.field_ids, requested_by: record.requestedBy, requested_at: request.requested_at }
      : null,
  };
}

/** What a questionnaire is answered with: its version's questions, the client's dates, the events its state allows, the limits. */
export function presentConfig(actor: Actor, record: QuestionnaireRecord): QuestionnaireConfig {
  const { dates } = actor.client.settings;
  return {
    sections: record.sections,
    date_bounds: { beginning: dates.beginning_of_time, end: dates.end_of_time },
    events: QUESTIONNAIRE_EVENTS.filter((event) => QUESTIONNAIRE_TRANSITIONS[event].from.includes(record.row.state)),
    limits: { comment_max: QUESTIONNAIRE_LIMITS.commentMax, autosave_delay_ms: QUESTIONNAIRE_LIMITS.autosaveDelayMs },
  };
}

/** The events the managers' and reviewers' screens offer (the respondent's `submit` is theirs alone). */
const REVIEW_EVENTS = ['request_changes', 'approve', 'reopen'] as const;

/** GET …/admin/config and …/approval/config: the screens' states, events and page size. */
export const presentAreaConfig = (): QuestionnaireAreaConfig => ({
  states: [...QUESTIONNAIRE_STATES],
  events: [...REVIEW_EVENTS],
  page_size: QUESTIONNAIRE_LIMITS.pageSize,
});
