import type { Input } from '@platform/shared/data-collection/inputs.schemas';
import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Locale } from '@platform/shared/i18n/locales';
import { valueText } from './value-text';

export type ChangeSubject = { kind: 'state' } | { kind: 'field'; name: string } | { kind: 'justification' } | { kind: 'refusal_reason' };

export interface InputChange {
  what: ChangeSubject;
  seen: string | null;
  now: string | null;
}

/**
 * What differs between the input an approver saw and the input now, field by field (as text, so a
 * number written differently is not a change): its state first, then the fields in the form's order,
 * the justification and the reason of a refusal.
 */
export function inputChanges(
  seen: Input,
  now: Input,
  subject: Pick<Subject, 'fields'>,
  context: { locale: Locale; delimiters: NumberDelimiters; notApplicable: (reason: string) => string },
): InputChange[] {
  const changes: InputChange[] = [{ what: { kind: 'state' }, seen: seen.state, now: now.state }];
  for (const field of subject.fields) {
    const shown = (input: Input) => {
      const reason = input.not_applicable[field.id];
      return reason ? context.notApplicable(reason) : valueText(field, input.values[field.id], context);
    };
    const before = shown(seen);
    const after = shown(now);
    if (before !== after) changes.push({ what: { kind: 'field', name: field.name[context.locale] }, seen: before, now: after });
  }
  if ((seen.justification ?? null) !== (now.justification ?? null)) changes.push({ what: { kind: 'justification' }, seen: seen.justification, now: now.justification });
  if ((seen.refusal_reason ?? null) !== (now.refusal_reason ?? null)) changes.push({ what: { kind: 'refusal_reason' }, seen: seen.refusal_reason, now: now.refusal_reason });
  return changes;
}
