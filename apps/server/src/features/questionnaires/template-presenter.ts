import type { Template, TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import type { Actor } from '../../platform/auth/actor.js';
import { abilitiesFor } from '../../platform/permissions/policy.js';
import { factsOf, type TemplateRecord, type TemplateRow } from './template-rows.service.js';
import { templatesPolicy } from './templates.policy.js';

const ABILITIES = ['update', 'delete', 'duplicate', 'publish', 'archive', 'restore', 'send'] as const;

/** What the caller may do to the template, from the same rules the calls check. */
export const templateAbilities = (actor: Actor, record: Pick<TemplateRecord, 'row' | 'questionnairesCount'>): Template['abilities'] =>
  abilitiesFor(templatesPolicy, actor, ABILITIES, factsOf(record));

/** A template's own fields as every answer shows them. */
function templateFields(row: TemplateRow, questionnairesCount: number): Omit<Template, 'sections' | 'abilities'> {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    version: row.version,
    questionnaires_count: questionnairesCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A template as its calls answer it: its fields, its current version's questions and the caller's abilities. */
export function presentTemplate(actor: Actor, record: TemplateRecord): Template {
  return { ...templateFields(record.row, record.questionnairesCount), sections: record.sections, abilities: templateAbilities(actor, record) };
}

/** A template in the list: its fields and how many questions its current version has. */
export function presentTemplateSummary(actor: Actor, row: TemplateRow, questionnairesCount: number, fieldsCount: number): TemplateSummary {
  return { ...templateFields(row, questionnairesCount), fields_count: fieldsCount, abilities: templateAbilities(actor, { row, questionnairesCount }) };
}
