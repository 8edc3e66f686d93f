import type { Profile } from '@platform/shared/profile/profile.schemas';
import type { Template, TemplateAbilities, TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import { TEMPLATES_AREA } from '../../questionnaires-area';

/** Someone who builds questionnaire templates, as the server describes them. */
export const builder: Profile = {
  id: 3,
  email: 'builder@example.org',
  locale: 'en',
  audience: 'private',
  approval_role: null,
  permissions: {},
  abilities: ['templates.manage'],
  super_admin: false,
  impersonated_by: null,
  visitor: false,
  areas: [TEMPLATES_AREA],
};

const name = (en: string, fr: string) => ({ en, fr });

/** What a builder may do to a published template questionnaires use. */
export const PUBLISHED_ABILITIES: TemplateAbilities = { update: true, delete: false, duplicate: true, publish: false, archive: true, restore: false, send: false };

/** A published template of two sections: a choice question, a question shown for one of its answers, a number. */
export function template(overrides: Partial<Template> = {}): Template {
  return {
    id: 12,
    name: name('Sustainability policies', 'Politiques de développement durable'),
    state: 'published',
    version: 2,
    sections: [
      {
        id: 'policies',
        name: name('Policies', 'Politiques'),
        fields: [
          {
            id: 'has_policy',
            name: name('Do you have an environmental policy?', 'Avez-vous une politique environnementale ?'),
            type: 'radio',
            localized: false,
            required: true,
            display: null,
            choices: [
              { key: 'yes', name: name('Yes', 'Oui'), position: { en: 1, fr: 1 } },
              { key: 'no', name: name('No', 'Non'), position: { en: 2, fr: 2 } },
            ],
          },
          { id: 'policy_year', name: name('Year adopted', 'Année d’adoption'), type: 'string', localized: false, required: false, display: { key: 'has_policy', for: ['yes'] } },
        ],
      },
      {
        id: 'figures',
        name: name('Figures', 'Chiffres'),
        fields: [{ id: 'employees', name: name('Employees', 'Employés'), type: 'number', localized: false, required: false, display: null, unit: name('people', 'personnes'), decimals: 0 }],
      },
    ],
    questionnaires_count: 4,
    updated_at: '2026-03-02T14:00:00.000Z',
    abilities: PUBLISHED_ABILITIES,
    ...overrides,
  };
}

export function summary(overrides: Partial<TemplateSummary> = {}): TemplateSummary {
  const { sections, ...rest } = template();
  return { ...rest, fields_count: sections.reduce((sum, section) => sum + section.fields.length, 0), ...overrides };
}
