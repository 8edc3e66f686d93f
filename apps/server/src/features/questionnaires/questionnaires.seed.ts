import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FieldDefinition, FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import type { TemplateSection } from '@platform/shared/questionnaires/templates.schemas';
import { roles, userRoles, users } from '../../platform/auth/auth.tables.js';
import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { organisationsOf } from './questionnaire-people.service.js';
import { questionnaireHistory, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from './questionnaires.tables.js';

type Db = Parameters<ClientSeedStep>[0];
type Accounts = Parameters<ClientSeedStep>[2]['demoAccounts'];
type HistoryRow = typeof questionnaireHistory.$inferInsert;

const DEMO_TEMPLATE_NAME = { en: 'Sustainability policies', fr: 'Politiques de développement durable' };

const text = (en: string, fr: string) => ({ en, fr });
const choice = (key: string, name: { en: string; fr: string }, position: number) => ({ key, name, position: { en: position, fr: position } });
const field = (definition: Omit<FieldDefinition, 'localized' | 'required'> & Partial<FieldDefinition>): FieldDefinition => ({ localized: false, required: false, ...definition });

/** The demo template's questions: a radio, a date shown only for one of its answers, a checkbox list, two numbers, a text. */
const DEMO_SECTIONS: TemplateSection[] = [
  {
    id: 'policy',
    name: text('Policies', 'Politiques'),
    fields: [
      field({
        id: 'has_policy',
        name: text('Does your organisation have a written sustainability policy?', 'Votre organisation a-t-elle une politique de développement durable écrite\u00a0?'),
        type: 'radio',
        required: true,
        choices: [choice('yes', text('Yes', 'Oui'), 0), choice('no', text('No', 'Non'), 1)],
      }),
      field({
        id: 'policy_reviewed_on',
        name: text('When was it last reviewed this year?', 'Quand a-t-elle été révisée cette année\u00a0?'),
        type: 'date',
        required: true,
        display: { key: 'has_policy', for: ['yes'] },
      }),
      field({
        id: 'certifications',
        name: text('Which certifications do your sites hold?', 'Quelles certifications vos sites détiennent-ils\u00a0?'),
        type: 'checkbox',
        choices: [
          choice('iso_14001', text('ISO 14001 (environment)', 'ISO 14001 (environnement)'), 0),
          choice('iso_50001', text('ISO 50001 (energy)', 'ISO 50001 (énergie)'), 1),
          choice('asi_performance', text('ASI Performance Standard', 'Norme de performance ASI'), 2),
        ],
      }),
    ],
  },
  {
    id: 'community',
    name: text('Community and people', 'Collectivité et personnes'),
    fields: [
      field({
        id: 'community_investment',
        name: text('Community investment', 'Investissement dans la collectivité'),
        type: 'number',
        required: true,
        decimals: 0,
        min: 0,
        unit: text('k$', 'k$'),
      }),
      field({ id: 'training_hours', name: text('Training hours per employee', 'Heures de formation par employé'), type: 'number', decimals: 1, min: 0, unit: text('h', 'h') }),
      field({ id: 'programmes', name: text('Your main community programmes', 'Vos principaux programmes communautaires'), type: 'text' }),
    ],
  },
];

const ANSWERS_2021: FormValues = {
  has_policy: 'yes',
  policy_reviewed_on: '2021-05-12',
  certifications: ['iso_14001', 'asi_performance'],
  community_investment: 1250,
  training_hours: 18.5,
  programmes: 'Scholarships with the regional college, a summer science camp and support to local food banks. (Illustrative demo answer.)',
};

/** The demo accounts (super administrators aside), in the seed's order, whose roles hold this key. */
async function accountsHolding(db: Db, clientId: number, accounts: Accounts, key: string): Promise<number[]> {
  const wanted = accounts.filter((account) => !account.isSuperAdmin);
  const emails = wanted.map((account) => account.email.toLowerCase());
  if (emails.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.clientId, clientId), inArray(sql`lower(${users.email})`, emails), sql`${roles.permissions} @> ${JSON.stringify([key])}::jsonb`));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
  // Reviewers with an approval role come first: the demo's approval is the approver's, not the administrator's.
  const ordered = [...wanted].sort((a, b) => Number(b.approvalRole === 'approbator') - Number(a.approvalRole === 'approbator'));
  return ordered.flatMap((account) => byEmail.get(account.email.toLowerCase()) ?? []);
}

/** The first respondent among the demo accounts who acts for exactly one organisation, with it. */
async function demoRespondent(db: Db, clientId: number, accounts: Accounts): Promise<{ id: number; organisation: string } | null> {
  for (const id of await accountsHolding(db, clientId, accounts.filter((account) => account.approvalRole === null), 'questionnaires.answer')) {
    const organisations = await organisationsOf(db, clientId, id);
    if (organisations.length === 1) return { id, organisation: organisations[0]! };
  }
  return null;
}

/**
 * The demo's questionnaires: a published template "Sustainability policies", sent to the first demo respondent for
 * their organisation for 2021 (answered and approved, with its history) and for 2022 (not started, due next year).
 * Runs at every start: each record is made only when it is missing, and nothing is made without the accounts.
 */
export const seedDemo: ClientSeedStep = async (db, clientId, seed) => {
  const respondent = await demoRespondent(db, clientId, seed.demoAccounts);
  if (!respondent) return;
  const [manager] = await accountsHolding(db, clientId, seed.demoAccounts, 'questionnaires.manage');
  const [reviewer] = await accountsHolding(db, clientId, seed.demoAccounts, 'questionnaires.approve');
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: questionnaireTemplates.id, version: questionnaireTemplates.version })
      .from(questionnaireTemplates)
      .where(and(eq(questionnaireTemplates.clientId, clientId), sql`${questionnaireTemplates.name} ->> 'en' = ${DEMO_TEMPLATE_NAME.en}`));
    const template = existing ?? (await createTemplate(tx, clientId, manager ?? null));
    const sent = await tx
      .select({ period: questionnaires.period })
      .from(questionnaires)
      .where(and(eq(questionnaires.templateId, template.id), eq(questionnaires.ownerId, respondent.id)));
    const periods = new Set(sent.map((row) => row.period));
    const common = { clientId, templateId: template.id, templateVersion: template.version, name: DEMO_TEMPLATE_NAME, ownerId: respondent.id, organisationKeys: [respondent.organisation], createdById: manager ?? null };
    if (!periods.has('2021')) {
      const [approved] = await tx
        .insert(questionnaires)
        .values({ ...common, period: '2021', state: 'approved', dueDate: '2022-03-31', answers: ANSWERS_2021, answeredById: respondent.id, submittedAt: new Date('2022-03-20T14:00:00Z'), updatedAt: new Date('2022-04-04T09:30:00Z') })
        .returning({ id: questionnaires.id });
      const entry = (action: HistoryRow['action'], fromState: HistoryRow['fromState'], toState: HistoryRow['toState'], userId: number | null, at: string, changes: HistoryRow['changes'] = {}): HistoryRow => ({
        questionnaireId: approved!.id,
        action,
        fromState,
        toState,
        userId,
        changes,
        createdAt: new Date(at),
      });
      await tx.insert(questionnaireHistory).values([
        entry('created', null, 'not_started', manager ?? null, '2022-01-10T10:00:00Z'),
        entry('answered', 'not_started', 'in_progress', respondent.id, '2022-03-02T15:00:00Z', Object.fromEntries(Object.entries(ANSWERS_2021).map(([id, value]) => [id, { from: null, to: value }]))),
        entry('submit', 'in_progress', 'submitted', respondent.id, '2022-03-20T14:00:00Z'),
        entry('approve', 'submitted', 'approved', reviewer ?? null, '2022-04-04T09:30:00Z'),
      ]);
    }
    if (!periods.has('2022')) {
      const nextYear = new Date().getUTCFullYear() + 1;
      const [open] = await tx
        .insert(questionnaires)
        .values({ ...common, period: '2022', dueDate: `${nextYear}-06-30`, updatedAt: new Date() })
        .returning({ id: questionnaires.id });
      await tx.insert(questionnaireHistory).values({ questionnaireId: open!.id, action: 'created', fromState: null, toState: 'not_started', userId: manager ?? null });
    }
  });
};

async function createTemplate(db: Db, clientId: number, createdById: number | null): Promise<{ id: number; version: number }> {
  const [template] = await db
    .insert(questionnaireTemplates)
    .values({ clientId, name: DEMO_TEMPLATE_NAME, state: 'published', publishedAt: new Date('2022-01-05T12:00:00Z'), version: 1, createdById, updatedAt: new Date() })
    .returning({ id: questionnaireTemplates.id, version: questionnaireTemplates.version });
  await db.insert(questionnaireTemplateVersions).values({ templateId: template!.id, version: 1, sections: DEMO_SECTIONS });
  return template!;
}
