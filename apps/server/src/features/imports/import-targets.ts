import type { FieldDefinition } from '@platform/shared/dynamic-form/field-definition.schemas';
import { localizedTarget, MAPPING_IGNORE, MAPPING_JUSTIFICATION, MAPPING_PERIOD, MAPPING_ROW_KEY } from '@platform/shared/imports/import-limits';
import type { InputImportSession } from '../data-collection/index.js';

type Names = { en: string; fr: string };

/** A column's possible meaning, with the names a header may give it. */
export interface ImportTarget {
  key: string;
  /** The names a header may use, in both languages (a number field's also with its unit, as templates write them). */
  names: Names[];
  kind: 'field' | 'tag' | 'period' | 'row_key' | 'justification' | 'ignore';
  field?: FieldDefinition;
  locale?: 'en' | 'fr';
}

/** The file columns' words for the columns that are not fields: what templates and exports head them with. */
export const COLUMN_NAMES = {
  period: { en: 'Period', fr: 'Période' },
  rowKey: { en: 'Row key', fr: 'Clé de ligne' },
  justification: { en: 'Justification', fr: 'Justification' },
  previous: { en: 'last year', fr: 'l’an dernier' },
} as const;

const withUnit = (name: Names, unit: Names | null | undefined): Names => (unit ? { en: `${name.en} (${unit.en})`, fr: `${name.fr} (${unit.fr})` } : name);

/** Fields a spreadsheet can carry: every type but files (uploaded on the input's own page). */
export const importableFields = (fields: readonly FieldDefinition[]) => fields.filter((field) => field.type !== 'files');

/** Every target a column of this subject's file may have, in the order a template lays them out. */
export function importTargets(subject: InputImportSession['subject']): ImportTarget[] {
  const targets: ImportTarget[] = [{ key: MAPPING_ROW_KEY, names: [COLUMN_NAMES.rowKey], kind: 'row_key' }];
  for (const dimension of subject.dimensions) targets.push({ key: dimension.key, names: [dimension.name], kind: 'tag' });
  targets.push({ key: MAPPING_PERIOD, names: [COLUMN_NAMES.period], kind: 'period' });
  for (const field of importableFields(subject.fields)) {
    if (field.localized && isTextType(field)) {
      for (const locale of ['en', 'fr'] as const) {
        const suffix = ` (${locale.toUpperCase()})`;
        targets.push({ key: localizedTarget(field.id, locale), names: [{ en: field.name.en + suffix, fr: field.name.fr + suffix }], kind: 'field', field, locale });
      }
    } else {
      targets.push({ key: field.id, names: [field.name, withUnit(field.name, field.unit)], kind: 'field', field });
    }
  }
  targets.push({ key: MAPPING_JUSTIFICATION, names: [COLUMN_NAMES.justification], kind: 'justification' });
  targets.push({ key: MAPPING_IGNORE, names: [], kind: 'ignore' });
  return targets;
}

export const isTextType = (field: FieldDefinition) => field.type === 'string' || field.type === 'text' || field.type === 'editor';
