import type { LocalizedText } from '@platform/shared/dynamic-form/field-definition.schemas';
import { formatLocalizedNumber, type NumberDelimiters } from '@platform/shared/dynamic-form/localized-number';
import type { Subject, SubjectConfigurationBody, SubjectTagDimension } from '@platform/shared/data-collection/subjects.schemas';
import { definitionOf, editorFieldOf, type EditorField } from '../../../ui/field-definition-editor/editor-field';

/** What the configuration form holds: the body of PUT /subjects/{key}, with the threshold as typed. */
export interface ConfigurationFormValues {
  name: LocalizedText;
  section_key: string;
  periods: string[];
  /** As written with the client's decimal delimiter; blank for no threshold. */
  variation_threshold: string;
  approval_levels: 1 | 2;
  tag_dimensions: SubjectTagDimension[];
  contributor_ids: number[];
  fields: EditorField[];
}

export function formValuesOf(subject: Subject, delimiters: NumberDelimiters): ConfigurationFormValues {
  return {
    name: subject.name,
    section_key: subject.section.key,
    periods: [...subject.periods].sort(),
    variation_threshold: subject.variation_threshold === null ? '' : formatLocalizedNumber(subject.variation_threshold, delimiters),
    approval_levels: subject.approval_levels,
    tag_dimensions: subject.tag_dimensions.map(({ key, depth }) => ({ key, depth })),
    contributor_ids: subject.contributors.map((user) => user.id).sort((a, b) => a - b),
    fields: subject.fields.map(editorFieldOf),
  };
}

/** The request body; `threshold` is the typed threshold already read as a number (null for blank). */
export function bodyOf(values: ConfigurationFormValues, threshold: number | null): SubjectConfigurationBody {
  return {
    name: values.name,
    section_key: values.section_key,
    fields: values.fields.map(definitionOf),
    tag_dimensions: values.tag_dimensions,
    periods: [...values.periods].sort(),
    variation_threshold: threshold,
    approval_levels: values.approval_levels,
    contributor_ids: values.contributor_ids,
  };
}
