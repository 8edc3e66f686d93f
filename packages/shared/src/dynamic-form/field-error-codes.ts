/**
 * The field-level codes of spec §5 a dynamic form and an input answer with. DUPLICATED and
 * VARIATION_EXCEEDED are warnings the user acts on (open the existing input; write a justification);
 * the others are errors.
 */
export const INPUT_FIELD_CODES = ['DUPLICATED', 'VARIATION_EXCEEDED', 'BLANK', 'DISABLED', 'INVALID', 'INVALID_DATE_FOR_PERIOD', 'READ_ONLY'] as const;
export type InputFieldCode = (typeof INPUT_FIELD_CODES)[number];
