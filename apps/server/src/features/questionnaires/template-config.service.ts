import { FIELD_TYPES } from '@platform/shared/dynamic-form/field-definition.schemas';
import { TEMPLATE_EVENTS, TEMPLATE_LIMITS, TEMPLATE_STATES, type TemplateConfig } from '@platform/shared/questionnaires/templates.schemas';

/** What a template editor offers: the dynamic form's field types, the events and states, and the limits the save holds a template to. */
export function templateConfig(): TemplateConfig {
  return {
    field_types: [...FIELD_TYPES],
    events: [...TEMPLATE_EVENTS],
    states: [...TEMPLATE_STATES],
    limits: {
      name_max: TEMPLATE_LIMITS.nameMax,
      sections_max: TEMPLATE_LIMITS.sectionsMax,
      fields_per_section_max: TEMPLATE_LIMITS.fieldsPerSectionMax,
      fields_max: TEMPLATE_LIMITS.fieldsMax,
      choices_per_field_max: TEMPLATE_LIMITS.choicesPerFieldMax,
    },
  };
}
