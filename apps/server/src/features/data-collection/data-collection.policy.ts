import { sql, type SQL } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import type { Actor } from '../../platform/auth/actor.js';
import type { Policy } from '../../platform/permissions/policy.js';
import { MAX_TAG_DIMENSIONS } from '@platform/shared/data-collection/subjects.schemas';
import { inputs } from './data-collection.tables.js';
import { tagScopeRuleOf, within, withinSql } from '../../platform/permissions/tag-scope.policy.js';

/** What the rules need to know of a subject: its approval levels, and whether the actor contributes to it. */
export interface SubjectFacts {
  approvalLevels: number;
  /** The actor is one of the subject's contributors. */
  contributes: boolean;
}

/**
 * `decide`: see approval lists and pass judgement at all (pre-approvers and approvers). `progress`: follow who
 * owes what on the subjects (the subjects' `progress` ability, and what the progress screens ask before reading).
 */
export type SubjectAction = 'read' | 'enter' | 'preapprove' | 'approve' | 'decide' | 'configure' | 'progress';

/**
 * Who may see, fill, check and configure a subject. Asked without a subject, each action says whether the caller
 * may do that kind of thing at all (a route's access); with one, whether they may for that subject.
 */
export const subjectsPolicy: Policy<SubjectAction, SubjectFacts> = {
  can(actor, action, subject) {
    const has = (key: Parameters<typeof actor.permissions.has>[0]) => actor.permissions.has(key);
    switch (action) {
      case 'read':
        return has('subjects.read') || has('subjects.configure');
      case 'enter':
        return has('inputs.write') && (subject === undefined || subject.contributes);
      case 'preapprove':
        return has('inputs.preapprove') && (subject === undefined || subject.approvalLevels === 2);
      case 'approve':
        return has('inputs.approve');
      case 'decide':
        return has('inputs.preapprove') || has('inputs.approve');
      case 'configure':
        return has('subjects.configure');
      case 'progress':
        return has('progress.read');
    }
  },
};

/**
 * Who the input's figures come from, for the actor (`input-authorship.service.ts` reads it from the
 * input's creator and history). Four eyes: whoever entered or changed the values may not also pass
 * them on or approve them.
 */
export interface Authorship {
  /**
   * The actor created the input or changed its values: as themselves, while impersonating whoever is
   * named, or, in an impersonated session, as the impersonator (who counts as the actor too).
   */
  enteredByActor: boolean;
  /** The client allows self-approval here: the actor is the only person acting for the input's organisation (`mayApproveOwnEntries`). */
  selfApprovalAllowed: boolean;
}

/** What the rules need to know of an input. */
export interface InputFacts {
  state: InputState;
  tagKeys: readonly string[];
  subject: SubjectFacts;
  /** Unknown where only reading or editing is asked: then the input counts as the actor's own entry, so it is never judged without it. */
  authorship?: Authorship;
}

/** Whether four eyes keep the actor from passing on or approving the input. */
export function isOwnEntry(input: Pick<InputFacts, 'authorship'>): boolean {
  return input.authorship?.enteredByActor !== false && input.authorship?.selfApprovalAllowed !== true;
}

/**
 * The client lets the only person acting for an organisation approve what they entered (setting
 * `approval.allow_self_approval_for_single_person_organisations`, off unless set). Never in an
 * impersonated session: someone else is acting.
 */
export function mayApproveOwnEntries(actor: Actor): boolean {
  return actor.client.settings.approval?.allow_self_approval_for_single_person_organisations === true && actor.impersonatorId === null;
}

export type InputAction = 'read' | 'edit' | 'submit' | 'preapprove' | 'approve' | 'refuse' | 'delete';

/** The states a contributor may still change; a pre-approved or approved input is frozen (READ_ONLY). */
export const EDITABLE_STATES: readonly InputState[] = ['draft', 'submitted', 'refused'];

/** The states an input is submitted from; a submitted input is already waiting, and stays submitted when edited. */
export const SUBMITTABLE_STATES: readonly InputState[] = ['draft', 'refused'];

/** A record is the actor's to see or act on only when every tag it carries is among those the actor acts for (the rule's test). */
export function inScope(actor: Actor, tagKeys: readonly string[]): boolean {
  return within(tagScopeRuleOf(actor), tagKeys);
}

/**
 * Who may do what to one input. Every action needs the input in the actor's tag scope. Whoever reads
 * subjects reads their inputs, and so does whoever judges a subject's inputs (an approver; a
 * pre-approver, on a two-level subject), in any state: a decider sees what they decide on and what
 * they decided. A
 * contributor edits and deletes until the input is pre-approved, and submits a draft or refused
 * one; a pre-approver (two-level
 * subjects) passes a submitted input on or refuses it; an approver approves a pre-approved input (a
 * submitted one when the subject has one level) and refuses anything not yet refused, an approved
 * input included: that is how it is reopened. An approver never edits values. No one passes on or
 * approves an input they entered or changed (`isOwnEntry`), unless the client allows it for a
 * one-person organisation; refusing one's own input stays open (it publishes nothing).
 */
export const inputsPolicy: Policy<InputAction, InputFacts> = {
  can(actor, action, input) {
    if (!input || !inScope(actor, input.tagKeys)) return false;
    const has = (key: Parameters<typeof actor.permissions.has>[0]) => actor.permissions.has(key);
    const contributor = has('inputs.write') && input.subject.contributes;
    const twoLevels = input.subject.approvalLevels === 2;
    switch (action) {
      case 'read':
        // Whoever judges the subject's inputs sees them, so the approval list and the decision agree.
        return (
          has('subjects.read') ||
          has('subjects.configure') ||
          subjectsPolicy.can(actor, 'approve', input.subject) ||
          subjectsPolicy.can(actor, 'preapprove', input.subject)
        );
      case 'edit':
      case 'delete':
        return contributor && EDITABLE_STATES.includes(input.state);
      case 'submit':
        return contributor && SUBMITTABLE_STATES.includes(input.state);
      case 'preapprove':
        return has('inputs.preapprove') && twoLevels && input.state === 'submitted' && !isOwnEntry(input);
      case 'approve':
        return has('inputs.approve') && (input.state === 'preapproved' || (input.state === 'submitted' && !twoLevels)) && !isOwnEntry(input);
      case 'refuse':
        return (
          (has('inputs.preapprove') && twoLevels && input.state === 'submitted') ||
          (has('inputs.approve') && (input.state === 'submitted' || input.state === 'preapproved' || input.state === 'approved'))
        );
    }
  },
  /** The inputs an actor may list: the same tag rule as `can`'s, as a query filter. */
  scope(actor): SQL {
    return withinSql(tagScopeRuleOf(actor), inputs.tagKeys, MAX_TAG_DIMENSIONS);
  },
};

/**
 * The inputs of one subject waiting for this actor's decision, as a query filter: submitted ones of a
 * two-level subject for a pre-approver; pre-approved ones, and submitted ones of a one-level subject,
 * for an approver. Nothing for anyone else.
 */
export function awaitingDecisionOf(actor: Actor, subject: Pick<SubjectFacts, 'approvalLevels'>): SQL {
  const twoLevels = subject.approvalLevels === 2;
  const states: InputState[] = [];
  if (actor.permissions.has('inputs.preapprove') && twoLevels) states.push('submitted');
  if (actor.permissions.has('inputs.approve')) states.push('preapproved', ...(twoLevels ? [] : (['submitted'] as const)));
  if (states.length === 0) return sql`false`;
  return sql`${inputs.state} in (${sql.join(
    [...new Set(states)].map((state) => sql`${state}`),
    sql`, `,
  )})`;
}

