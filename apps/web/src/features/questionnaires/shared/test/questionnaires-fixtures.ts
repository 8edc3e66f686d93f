import type { Profile } from '@platform/shared/profile/profile.schemas';
import {
  QUESTIONNAIRE_LIMITS,
  type Questionnaire,
  type QuestionnaireAbilities,
  type QuestionnaireComment,
  type QuestionnaireConfig,
  type QuestionnaireDetail,
  type QuestionnaireHistoryEntry,
  type QuestionnaireSummary,
} from '@platform/shared/questionnaires/questionnaires.schemas';
import type { TemplateSection, TemplateSummary } from '@platform/shared/questionnaires/templates.schemas';
import { ANSWER_AREA, APPROVAL_AREA, MANAGE_AREA } from '../../questionnaires-area';

const person = (id: number, email: string, areas: string[], abilities: string[], approvalRole: Profile['approval_role'] = null): Profile => ({
  id,
  email,
  locale: 'en',
  audience: 'private',
  approval_role: approvalRole,
  permissions: {},
  abilities: abilities as Profile['abilities'],
  super_admin: false,
  impersonated_by: null,
  visitor: false,
  areas: areas as Profile['areas'],
});

/** Who uses the screens, as the server describes them. */
export const respondent = person(7, 'respondent@example.org', [ANSWER_AREA], ['questionnaires.answer']);
export const manager = person(3, 'manager@example.org', [MANAGE_AREA], ['questionnaires.manage']);
export const reviewer = person(4, 'reviewer@example.org', [APPROVAL_AREA], ['questionnaires.approve'], 'approbator');
export const preapprover: Profile = { ...reviewer, id: 5, email: 'preapprover@example.org', approval_role: 'preapprobator' };

const name = (en: string, fr: string) => ({ en, fr });

/** Two sections: a choice, a question shown for one of its answers, a number with its unit. */
export const sections: TemplateSection[] = [
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
      { id: 'policy_name', name: name('Name of the policy', 'Nom de la politique'), type: 'string', localized: false, required: false, display: { key: 'has_policy', for: ['yes'] } },
    ],
  },
  {
    id: 'figures',
    name: name('Figures', 'Chiffres'),
    fields: [{ id: 'employees', name: name('Employees', 'Employés'), type: 'number', localized: false, required: true, display: null, unit: name('people', 'personnes'), decimals: 0 }],
  },
];

export const config: QuestionnaireConfig = {
  sections,
  date_bounds: { beginning: '2000-01-01', end: '2099-12-31' },
  events: ['submit', 'request_changes', 'approve', 'reopen'],
  limits: { comment_max: QUESTIONNAIRE_LIMITS.commentMax, autosave_delay_ms: QUESTIONNAIRE_LIMITS.autosaveDelayMs },
};

export const NONE: QuestionnaireAbilities = {
  answer: false,
  submit: false,
  request_changes: false,
  approve: false,
  reopen: false,
  comment: false,
  manage_access: false,
  delete: false,
};
/** A respondent's while they answer. */
export const ANSWERING: QuestionnaireAbilities = { ...NONE, answer: true, submit: true, comment: true };
/** A reviewer's on a submitted questionnaire. */
export const REVIEWING: QuestionnaireAbilities = { ...NONE, request_changes: true, approve: true, comment: true };

export function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: 5,
    name: name('Environmental practices 2025', 'Pratiques environnementales 2025'),
    template: { id: 12, name: name('Environmental practices', 'Pratiques environnementales'), version: 2 },
    period: '2025',
    owner: { id: 7, email: 'respondent@example.org' },
    organisation: { key: 'boreal', name: name('Boreal Aluminium', 'Aluminium Boréal') },
    state: 'in_progress',
    due_date: '2099-06-30',
    answers: { has_policy: 'yes', policy_name: 'Green 2030', employees: 120 },
    progress: { answered: 2, required: 2 },
    comments_count: 0,
    comments_by_question: {},
    change_request: null,
    submitted_at: null,
    updated_at: '2026-03-02T09:00:00.000Z',
    abilities: ANSWERING,
    ...overrides,
  };
}

export function summary(overrides: Partial<QuestionnaireSummary> = {}): QuestionnaireSummary {
  const { answers: _answers, comments_by_question: _counts, change_request: _request, ...rest } = questionnaire();
  return { ...rest, ...overrides };
}

export const detail = (overrides: Partial<Questionnaire> = {}, history?: QuestionnaireHistoryEntry[]): QuestionnaireDetail => ({
  questionnaire: questionnaire(overrides),
  config,
  ...(history ? { history } : {}),
});

export function comment(overrides: Partial<QuestionnaireComment> = {}): QuestionnaireComment {
  return {
    id: 31,
    body: 'Does this count contractors?',
    author: { id: 4, email: 'reviewer@example.org' },
    change_request: false,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    abilities: { update: false, delete: false },
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<QuestionnaireHistoryEntry> = {}): QuestionnaireHistoryEntry {
  return {
    id: 1,
    action: 'created',
    from_state: null,
    to_state: 'not_started',
    changes: {},
    comment: null,
    user: { id: 3, email: 'manager@example.org' },
    impersonator: null,
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export function templateSummary(overrides: Partial<TemplateSummary> = {}): TemplateSummary {
  return {
    id: 12,
    name: name('Environmental practices', 'Pratiques environnementales'),
    state: 'published',
    version: 2,
    questionnaires_count: 4,
    fields_count: 3,
    updated_at: '2026-02-01T09:00:00.000Z',
    abilities: { update: true, delete: false, duplicate: true, publish: false, archive: true, restore: false, send: true },
    ...overrides,
  };
}
