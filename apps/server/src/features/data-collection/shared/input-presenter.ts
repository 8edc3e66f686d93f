import type { Input, InputAbilities } from '@platform/shared/data-collection/inputs.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { abilitiesFor } from '../../../platform/permissions/policy.js';
import type { inputs } from '../data-collection.tables.js';
import { inputsPolicy, type Authorship, type InputFacts, type SubjectFacts } from '../data-collection.policy.js';

export type InputRow = typeof inputs.$inferSelect;

/** The columns of an input row a response is made from (a list reads only these). */
export type PresentedInputRow = Pick<
  InputRow,
  'id' | 'period' | 'tags' | 'tagKeys' | 'values' | 'notApplicable' | 'state' | 'lockVersion' | 'justification' | 'refusalReason' | 'updatedAt'
>;

const INPUT_ACTIONS = ['edit', 'submit', 'preapprove', 'approve', 'refuse', 'delete'] as const;

/** The facts of one input; without its authorship, for rules that only read or edit it. */
export function inputFacts(row: Pick<InputRow, 'state' | 'tagKeys'>, subject: SubjectFacts, authorship?: Authorship): InputFacts {
  return { state: row.state, tagKeys: row.tagKeys, subject, authorship };
}

export function inputAbilities(actor: Actor, row: Pick<InputRow, 'state' | 'tagKeys'>, subject: SubjectFacts, authorship: Authorship): InputAbilities {
  return abilitiesFor(inputsPolicy, actor, INPUT_ACTIONS, inputFacts(row, subject, authorship));
}

/** One input as every response carries it, with what the caller may do to it (its authorship decides whether they may judge it). */
export function presentInput(
  actor: Actor,
  row: PresentedInputRow,
  subject: { key: string; facts: SubjectFacts },
  updatedBy: { id: number; email: string } | null,
  authorship: Authorship,
): Input {
  return {
    id: row.id,
    subject_key: subject.key,
    period: row.period,
    tags: row.tags,
    values: row.values,
    not_applicable: row.notApplicable,
    state: row.state,
    lock_version: row.lockVersion,
    justification: row.justification,
    refusal_reason: row.refusalReason,
    updated_at: row.updatedAt.toISOString(),
    updated_by: updatedBy,
    abilities: inputAbilities(actor, row, subject.facts, authorship),
  };
}
