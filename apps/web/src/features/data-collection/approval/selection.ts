import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { MessageKey } from '@platform/shared/i18n/catalogues';
import type { Decision } from './bulk-results';

/** An input the caller may decide on in some way (the server's abilities say so). */
export const canDecide = (input: Pick<Input, 'abilities'>): boolean => input.abilities.approve || input.abilities.preapprove || input.abilities.refuse;

/** The selected inputs a bulk decision goes to: those whose abilities allow it. */
export function inputsFor<T extends { input: Input }>(rows: readonly T[], selected: ReadonlySet<number>, decision: Decision): Input[] {
  return rows.filter((row) => selected.has(row.input.id) && row.input.abilities[decision]).map((row) => row.input);
}

/** What the last decision left on a row still listed: changed since the approver saw it, or not done for another reason. */
export type RowMark = { kind: 'stale' } | { kind: 'failed'; reason: { key: MessageKey; code: string } };
