import type { Subject } from '@platform/shared/data-collection/subjects.schemas';
import { localizedTarget, MAPPING_IGNORE, MAPPING_JUSTIFICATION, MAPPING_PERIOD, MAPPING_ROW_KEY } from '@platform/shared/imports/import-limits';
import type { ImportColumn, ImportMapping } from '@platform/shared/imports/imports.schemas';
import type { Translate } from '../../ui/i18n/useT';

export interface MappingTarget {
  value: string;
  label: string;
}

export interface MappingTargetGroup {
  label: string;
  targets: MappingTarget[];
}

const LOCALES = ['en', 'fr'] as const;
/** Types whose localized value is one text per language, each read from its own column. */
const TEXT_TYPES: readonly string[] = ['string', 'text', 'editor'];

/**
 * What a column of a file may be read as, for one subject, grouped as the select shows them: ignored; which
 * input the row is (period, row key, each tag dimension); each field by its name (a localized text field
 * once per language, `<id>:en`); the justification of a large variation. Files are not read from a sheet.
 */
export function mappingTargets(subject: Pick<Subject, 'fields' | 'tag_dimensions'>, locale: 'en' | 'fr', t: Translate): MappingTargetGroup[] {
  const fields = subject.fields
    .filter((field) => field.type !== 'files')
    .flatMap((field) =>
      field.localized && TEXT_TYPES.includes(field.type)
        ? LOCALES.map((language) => ({ value: localizedTarget(field.id, language), label: t('imports.mapping.localized', { field: field.name[locale], language: language.toUpperCase() }) }))
        : [{ value: field.id, label: field.name[locale] }],
    );
  return [
    { label: t('imports.mapping.group.skip'), targets: [{ value: MAPPING_IGNORE, label: t('imports.mapping.ignore') }] },
    {
      label: t('imports.mapping.group.identity'),
      targets: [
        { value: MAPPING_PERIOD, label: t('imports.mapping.period') },
        { value: MAPPING_ROW_KEY, label: t('imports.mapping.rowKey') },
        ...subject.tag_dimensions.map((dimension) => ({ value: dimension.key, label: dimension.name[locale] })),
      ],
    },
    { label: t('imports.mapping.group.fields'), targets: fields },
    { label: t('imports.mapping.group.other'), targets: [{ value: MAPPING_JUSTIFICATION, label: t('imports.mapping.justification') }] },
  ];
}

/** The name of a target (a field, a dimension, the period…) as the screen writes it; the raw value when it is none of the subject's. */
export function targetLabel(groups: readonly MappingTargetGroup[], target: string): string {
  for (const group of groups) {
    const found = group.targets.find((each) => each.value === target);
    if (found) return found.label;
  }
  return target;
}

/** The mapping the server used, column header → target: what the next run sends, so it reads the file the same way. */
export function mappingOf(columns: readonly ImportColumn[]): ImportMapping {
  return Object.fromEntries(columns.map((column) => [column.header, column.target]));
}

/** The mapping with one column read differently, every other column as the server read it. */
export function mappingWith(columns: readonly ImportColumn[], header: string, target: string): ImportMapping {
  return { ...mappingOf(columns), [header]: target };
}
