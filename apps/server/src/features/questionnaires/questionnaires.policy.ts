import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { QUESTIONNAIRE_TRANSITIONS, type QuestionnaireState } from '@platform/shared/questionnaires/questionnaires.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { tagScopeRuleOf, within, withinSql } from '../../platform/permissions/tag-scope.policy.js';
import { questionnaireAccess, questionnaires } from './questionnaires.tables.js';

/**
 * The three views of a questionnaire and what each may do:
 * - the respondent's (`answer`: list and read one's own; `save`, `submit`, `comment`),
 * - the managers' (`manage`: send, list and read those of organisations they act for; `manage_access`, `delete`),
 * - the reviewers' (`review`: list and read those of organisations they act for; `approve`, `reopen`).
 * Managers and reviewers both `request_changes` on a submitted questionnaire (spec §4) and comment.
 */
export type QuestionnaireAction =
  | 'answer'
  | 'manage'
  | 'review'
  | 'save'
  | 'submit'
  | 'comment'
  | 'request_changes'
  | 'approve'
  | 'reopen'
  | 'manage_access'
  | 'delete';

export interface QuestionnaireFacts {
  clientId: number;
  ownerId: number;
  /** Co-respondents. */
  accessUserIds: readonly number[];
  /** The organisation's tag key, or none. */
  organisationKeys: readonly string[];
  state: QuestionnaireState;
  /** Who last changed the answers (four eyes: they do not approve them). */
  answeredById: number | null;
}

const answers = (actor: Actor) => actor.permissions.has('questionnaires.answer');
const manages = (actor: Actor) => actor.permissions.has('questionnaires.manage');
const reviews = (actor: Actor) => actor.permissions.has('questionnaires.approve');

/** The organisation rule of managers and reviewers, as one record's test (the same rule as inputs' rows). */
const ofTheirOrganisations = (actor: Actor, questionnaire: QuestionnaireFacts) => within(tagScopeRuleOf(actor), questionnaire.organisationKeys);
const respondsTo = (actor: Actor, questionnaire: QuestionnaireFacts) =>
  answers(actor) && (questionnaire.ownerId === actor.user.id || questionnaire.accessUserIds.includes(actor.user.id));
const leavesBy = (questionnaire: QuestionnaireFacts, event: keyof typeof QUESTIONNAIRE_TRANSITIONS) =>
  QUESTIONNAIRE_TRANSITIONS[event].from.includes(questionnaire.state);
/** Whoever last changed the answers, or impersonates them, does not approve them. */
const answeredIt = (actor: Actor, questionnaire: QuestionnaireFacts) =>
  questionnaire.answeredById !== null && (questionnaire.answeredById === actor.user.id || questionnaire.answeredById === actor.impersonatorId);

export const questionnairesPolicy: Policy<QuestionnaireAction, QuestionnaireFacts> = {
  can(actor, action, questionnaire) {
    if (questionnaire === undefined) {
      switch (action) {
        case 'answer':
        case 'save':
        case 'submit':
          return answers(actor);
        case 'manage':
        case 'manage_access':
        case 'delete':
          return manages(actor);
        case 'review':
        case 'approve':
        case 'reopen':
          return reviews(actor);
        case 'request_changes':
          return manages(actor) || reviews(actor);
        case 'comment':
          return answers(actor) || manages(actor) || reviews(actor);
      }
    }
    if (questionnaire.clientId !== actor.client.id) return false;
    const managed = manages(actor) && ofTheirOrganisations(actor, questionnaire);
    const reviewed = reviews(actor) && ofTheirOrganisations(actor, questionnaire);
    switch (action) {
      case 'answer':
        return respondsTo(actor, questionnaire);
      case 'manage':
        return managed;
      case 'review':
        return reviewed;
      case 'save':
        return respondsTo(actor, questionnaire) && ['not_started', 'in_progress', 'changes_requested'].includes(questionnaire.state);
      case 'submit':
        return respondsTo(actor, questionnaire) && leavesBy(questionnaire, 'submit');
      case 'comment':
        return respondsTo(actor, questionnaire) || managed || reviewed;
      case 'request_changes':
        return (managed || reviewed) && leavesBy(questionnaire, 'request_changes');
      case 'approve':
        return reviewed && leavesBy(questionnaire, 'approve') && !answeredIt(actor, questionnaire);
      case 'reopen':
        return reviewed && leavesBy(questionnaire, 'reopen');
      case 'manage_access':
        return managed && questionnaire.state !== 'approved';
      case 'delete':
        return managed && questionnaire.state === 'not_started';
    }
  },
  /** Every questionnaire the actor reaches in any view (the lists use the view's own filter below). */
  scope(actor): SQL {
    return or(respondentScope(actor), organisationScope(actor, 'manage'), organisationScope(actor, 'review'))!;
  },
};

/** The respondent's rows: owned, or shared with them, for a holder of `questionnaires.answer`. */
export function respondentScope(actor: Actor): SQL {
  if (!answers(actor)) return sql`false`;
  const shared = sql`exists (select 1 from ${questionnaireAccess} where ${questionnaireAccess.questionnaireId} = ${questionnaires.id} and ${questionnaireAccess.userId} = ${actor.user.id})`;
  return and(eq(questionnaires.clientId, actor.client.id), or(eq(questionnaires.ownerId, actor.user.id), shared))!;
}

/** The managers' or reviewers' rows: their client's questionnaires of organisations they act for. */
export function organisationScope(actor: Actor, view: 'manage' | 'review'): SQL {
  if (!(view === 'manage' ? manages(actor) : reviews(actor))) return sql`false`;
  return and(eq(questionnaires.clientId, actor.client.id), withinSql(tagScopeRuleOf(actor), questionnaires.organisationKeys, 1))!;
}
