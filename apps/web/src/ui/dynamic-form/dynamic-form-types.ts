import type { AttachedFile, FieldDefinition, FieldValue, FormValues, NotApplicable } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { FieldError } from '@platform/shared/errors/error-codes';
import type { Locale } from '@platform/shared/i18n/locales';
import type { EditorConfig } from '@platform/shared/rich-text/editor-config.schemas';

/** Last year's values, shown beside each number field with the change in percent. */
export interface PreviousValues {
  period: string;
  values: FormValues;
}

/** What every field of a dynamic form is rendered with; the form itself holds no rule of its own. */
export interface DynamicFormContext {
  locale: Locale;
  /** The client's admin delimiters for `locale` (spec §5, numbers). */
  delimiters: NumberDelimiters;
  /** The client's beginning and end of time, yyyy-MM-dd (spec §5, dates). */
  dateBounds: { beginning: string; end: string };
  /** Sends one file of a `files` field and answers the files kept; without it files fields only list their files. */
  upload?(file: File): Promise<readonly AttachedFile[]>;
  /** The editor fields' configuration and palette (the caller adds the client's overrides). */
  editor?: { config: EditorConfig; palette?: readonly string[] };
  /** Prefix of the controls' ids, so several forms can share a page and a summary can link to a field. */
  idPrefix: string;
  disabled: boolean;
}

export interface DynamicFormProps extends Partial<Omit<DynamicFormContext, 'locale' | 'delimiters' | 'dateBounds'>> {
  fields: readonly FieldDefinition[];
  values: FormValues;
  onValueChange(fieldId: string, value: FieldValue): void;
  /** Fields marked "not applicable", each with its reason. */
  notApplicable?: NotApplicable;
  /** Offers "not applicable" on each field; called with the reason (possibly blank) or null when unmarked. */
  onNotApplicableChange?(fieldId: string, reason: string | null): void;
  /**
   * Errors by field id (the first of each shows). A reason's errors are under `not_applicable.<field id>`.
   * VARIATION_EXCEEDED shows as a warning, the others as errors.
   */
  errors?: Readonly<Record<string, readonly FieldError[]>>;
  previous?: PreviousValues | null;
  locale: Locale;
  delimiters: NumberDelimiters;
  dateBounds: { beginning: string; end: string };
}

/** The id of a field's first control: the one a summary links to and focus goes to. */
export const dynamicFieldId = (idPrefix: string, fieldId: string) => `${idPrefix}-${fieldId}`;

/** The key a not-applicable reason's errors are given under. */
export const notApplicableErrorKey = (fieldId: string) => `not_applicable.${fieldId}`;
