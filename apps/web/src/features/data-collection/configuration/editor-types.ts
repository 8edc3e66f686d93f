import type { FieldChoice, FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';

/**
 * A choice as the editor holds it: `uid` keeps its row (and the focus in it) while its key is retyped.
 * The shared schema drops `uid` when the form is sent.
 */
export type EditorChoice = FieldChoice & { uid: string };

/** A field definition as the editor holds it: a stable `uid`, and choices always a list (empty when none). */
export type EditorField = Omit<FieldDefinition, 'choices'> & { uid: string; choices: EditorChoice[] };

let lastUid = 0;

/** A key for a row of the editor, unique in this page. */
export function newUid(): string {
  lastUid += 1;
  return `row-${lastUid}`;
}

/** The first of `prefix_1`, `prefix_2`… that none of `taken` is. */
export function uniqueKey(prefix: string, taken: readonly string[]): string {
  for (let number = taken.length + 1; ; number += 1) {
    const candidate = `${prefix}_${number}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
