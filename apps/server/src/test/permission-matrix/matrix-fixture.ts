import { and, eq, isNull } from 'drizzle-orm';
import type { InputState } from '@platform/shared/data-collection/input-states';
import { roles, users } from '../../platform/auth/auth.tables.js';
import { files } from '../../platform/files/files.tables.js';
import { tags } from '../../platform/tags/tags.tables.js';
import { clients } from '../../platform/tenancy/tenancy.tables.js';
import { inputs, subjects, tagSignatureOf } from '../../features/data-collection/test-fixtures.js';
import { exports } from '../../features/exports/test-fixtures.js';
import { indicators } from '../../features/indicators/test-fixtures.js';
import { reminders } from '../../features/reminders/test-fixtures.js';
import { questionnaireComments, questionnaires, questionnaireTemplates, questionnaireTemplateVersions } from '../../features/questionnaires/test-fixtures.js';
import { reportPages, reports } from '../../features/reports/test-fixtures.js';
import { multipartBody } from '../multipart.js';
import type { TestAgent } from '../test-agent.js';
import type { TestApp } from '../test-app.js';
import { SAMPLES } from '../zip-fixture.js';
import { ORGANISATION_A, OTHER_CLIENT_NAME, type CallerName, type MatrixActor } from './actors.js';

/**
 * The records the rows name, found once in the demo (organisation A is Boréal, the contributor's;
 * contributor2 acts for Laurentide), plus the few made for the matrix: an annotation, a file attached to
 * an indicator and one attached to organisation A's draft. Rows refer to them as `$name`.
 */
export interface Fixture {
  /** A two-level subject with a 2022 draft of organisation A, and that draft with its version. */
  subject: string;
  borealDraft: number;
  borealDraftLock: number;
  /** A two-level subject with a submitted 2022 input of organisation A, waiting for a decision. */
  decisionSubject: string;
  borealSubmitted: number;
  indicator: string;
  indicatorId: number;
  annotation: number;
  indicatorAttachment: string;
  inputFile: string;
  tag: number;
  role: number;
  contributorId: number;
  clientId: number;
  /** A finished export of the contributor of A (an inputs csv), with its file. */
  contributorExport: number;
  /** A report of the administrator's shared with the contributor of A, its first page, and the time it was saved. */
  report: number;
  reportPage: number;
  reportUpdatedAt: string;
  /** A published questionnaire template, and a questionnaire of it submitted by the contributor of A for organisation A. */
  template: number;
  questionnaire: number;
  /** The questionnaire's one question, and a comment of the contributor's on it. */
  question: string;
  questionnaireComment: number;
  /** Records of the other client (actors.ts), which no route of this client may reach. */
  otherClientUser: number;
  otherClientRole: number;
  otherClientTag: number;
  otherClientFile: string;
  otherClientExport: number;
  otherClientReport: number;
  otherClientReportPage: number;
  otherClientTemplate: number;
  otherClientQuestionnaire: number;
  otherClientReminder: number;
  /** A reminder of the administrator's (by subjects, the fixture's subject), never run. */
  reminder: number;
}

export const SUBJECT = 'exports';
export const DECISION_SUBJECT = 'employees';
export const INDICATOR = 'emissions_ges';

/** A file uploaded the way the back-office's uploader sends it; answers its oid. */
export async function uploadAs(agent: TestAgent, url = '/api/ckeditor/attachment_files'): Promise<string> {
  const { body, contentType } = multipartBody([{ name: 'upload', filename: 'matrix.png', data: SAMPLES.png }]);
  const response = await agent.request('POST', url, body, { 'content-type': contentType });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().files[0].oid;
}

async function attach(agent: TestAgent, recordType: string, recordId: number, oid: string): Promise<void> {
  const response = await agent.post('/api/files/attach', { record_type: recordType, record_id: String(recordId), oids: [oid] });
  if (response.statusCode !== 200) throw new Error(`attach failed: ${response.statusCode} ${response.body}`);
}

async function inputOf(t: TestApp, subjectKey: string, state: InputState) {
  const [row] = await t.db
    .select({ id: inputs.id, lockVersion: inputs.lockVersion })
    .from(inputs)
    .innerJoin(subjects, eq(subjects.id, inputs.subjectId))
    .where(
      and(
        eq(subjects.key, subjectKey),
        eq(inputs.period, '2022'),
        eq(inputs.state, state),
        // Subjects at the organisation level carry one tag: the organisation.
        eq(inputs.tagSignature, tagSignatureOf({ organisation: ORGANISATION_A })),
        isNull(inputs.deletedAt),
      ),
    );
  if (!row) throw new Error(`The demo has no 2022 ${state} input of ${ORGANISATION_A} for ${subjectKey}`);
  return row;
}

export async function loadFixture(t: TestApp, clientId: number, actors: Record<CallerName, MatrixActor>): Promise<Fixture> {
  const admin = actors.admin.agent;
  const contributor = actors.contributor.agent;
  const draft = await inputOf(t, SUBJECT, 'draft');
  const submitted = await inputOf(t, DECISION_SUBJECT, 'submitted');
  const [indicator] = await t.db.select({ id: indicators.id }).from(indicators).where(and(eq(indicators.clientId, clientId), eq(indicators.key, INDICATOR)));
  const [tag] = await t.db.select({ id: tags.id }).from(tags).where(and(eq(tags.clientId, clientId), eq(tags.key, ORGANISATION_A)));
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(and(eq(roles.clientId, clientId), eq(roles.name, 'Contributor')));

  const indicatorAttachment = await uploadAs(admin);
  await attach(admin, 'indicator', indicator!.id, indicatorAttachment);
  const inputFile = await uploadAs(contributor);
  await attach(contributor, 'input', draft.id, inputFile);
  const annotation = await createAnnotation(admin);
  const contributorExport = await finishedExport(contributor);
  const report = await sharedReport(admin, actors.contributor.userId!);
  const other = await otherClientRecords(t);
  const template = await insertTemplate(t, clientId);
  const questionnaire = await insertQuestionnaire(t, clientId, template, actors.contributor.userId!, [ORGANISATION_A]);
  const questionnaireComment = await insertComment(t, questionnaire, actors.contributor.userId!);
  const reminder = await insertReminder(t, clientId, actors.admin.userId!);

  return {
    subject: SUBJECT,
    borealDraft: draft.id,
    borealDraftLock: draft.lockVersion,
    decisionSubject: DECISION_SUBJECT,
    borealSubmitted: submitted.id,
    indicator: INDICATOR,
    indicatorId: indicator!.id,
    annotation,
    indicatorAttachment,
    inputFile,
    tag: tag!.id,
    role: role!.id,
    contributorId: actors.contributor.userId!,
    clientId,
    contributorExport,
    report: report.id,
    reportPage: report.pages[0]!.id,
    reportUpdatedAt: report.updated_at,
    template,
    questionnaire,
    question: QUESTION,
    questionnaireComment,
    reminder,
    ...other,
  };
}

/** The other client's administrator, role and tag, and a file of theirs attached to nothing. */
async function otherClientRecords(t: TestApp) {
  const [client] = await t.db.select({ id: clients.id }).from(clients).where(eq(clients.name, OTHER_CLIENT_NAME));
  const clientId = client!.id;
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.clientId, clientId));
  const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.clientId, clientId));
  const [tag] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.clientId, clientId));
  const oid = 'matrixOtherClientFile0A';
  await t.db.insert(files).values({ oid, clientId, name: 'theirs.png', storageKey: 'matrix-other-client-file', size: SAMPLES.png.length, contentType: 'image/png', uploadedBy: user!.id });
  const [theirExport] = await t.db
    .insert(exports)
    .values({ clientId, createdById: user!.id, state: 'failed', request: { kind: 'indicators', format: 'csv', locale: 'en' }, fileName: 'theirs.csv' })
    .returning({ id: exports.id });
  const [theirReport] = await t.db
    .insert(reports)
    .values({ clientId, ownerId: user!.id, title: { en: 'Theirs', fr: 'Le leur' }, dateStart: '2021-01-01', dateEnd: '2021-12-31', orientation: 'portrait', updatedAt: new Date() })
    .returning({ id: reports.id });
  const [theirPage] = await t.db.insert(reportPages).values({ reportId: theirReport!.id, position: 0 }).returning({ id: reportPages.id });
  const theirTemplate = await insertTemplate(t, clientId);
  const theirQuestionnaire = await insertQuestionnaire(t, clientId, theirTemplate, user!.id, []);
  const theirReminder = await insertReminder(t, clientId, user!.id);
  return {
    otherClientReminder: theirReminder,
    otherClientUser: user!.id,
    otherClientRole: role!.id,
    otherClientTag: tag!.id,
    otherClientFile: oid,
    otherClientExport: theirExport!.id,
    otherClientReport: theirReport!.id,
    otherClientReportPage: theirPage!.id,
    otherClientTemplate: theirTemplate,
    otherClientQuestionnaire: theirQuestionnaire,
  };
}

/** A reminder of the data of the fixture's subject in 2022, every week from 2030: it never runs during the matrix. */
async function insertReminder(t: TestApp, clientId: number, createdById: number): Promise<number> {
  const [row] = await t.db
    .insert(reminders)
    .values({
      clientId,
      kind: 'data',
      target: 'subjects',
      subjectKeys: [SUBJECT],
      period: '2022',
      message: { en: '', fr: '' },
      schedule: { type: 'recurring', starts_on: '2030-01-07', every_days: 7, until: 'nothing_owed' },
      nextRunAt: new Date('2030-01-07T09:00:00Z'),
      createdById,
      updatedAt: new Date(),
    })
    .returning({ id: reminders.id });
  return row!.id;
}

/** The one question of the matrix's questionnaire template. */
const QUESTION = 'policy';

/** A published template of one required question, in use by the questionnaire below. */
async function insertTemplate(t: TestApp, clientId: number): Promise<number> {
  const [template] = await t.db
    .insert(questionnaireTemplates)
    .values({ clientId, name: { en: 'Matrix template', fr: 'Modèle de la matrice' }, state: 'published', publishedAt: new Date(), updatedAt: new Date() })
    .returning({ id: questionnaireTemplates.id });
  const field = { id: QUESTION, name: { en: 'Policy', fr: 'Politique' }, type: 'string' as const, localized: false, required: true };
  await t.db.insert(questionnaireTemplateVersions).values({ templateId: template!.id, version: 1, sections: [{ id: 'general', name: { en: 'General', fr: 'Général' }, fields: [field] }] });
  return template!.id;
}

/** A questionnaire of the template for 2021, answered and submitted by its owner. */
async function insertQuestionnaire(t: TestApp, clientId: number, templateId: number, ownerId: number, organisationKeys: string[]): Promise<number> {
  const [row] = await t.db
    .insert(questionnaires)
    .values({
      clientId,
      templateId,
      templateVersion: 1,
      name: { en: 'Matrix questionnaire', fr: 'Questionnaire de la matrice' },
      period: '2021',
      ownerId,
      organisationKeys,
      state: 'submitted',
      dueDate: '2030-12-31',
      answers: { [QUESTION]: 'Yes' },
      answeredById: ownerId,
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: questionnaires.id });
  return row!.id;
}

async function insertComment(t: TestApp, questionnaireId: number, authorId: number): Promise<number> {
  const [row] = await t.db
    .insert(questionnaireComments)
    .values({ questionnaireId, questionId: QUESTION, authorId, body: 'Matrix comment' })
    .returning({ id: questionnaireComments.id });
  return row!.id;
}

/** A report of one page the administrator makes; answers it as saved. */
async function createReport(admin: TestAgent): Promise<{ id: number; updated_at: string; pages: { id: number }[] }> {
  const response = await admin.post('/api/reports', {
    title: { en: `Matrix report ${++throwawayCount}`, fr: `Rapport de la matrice ${throwawayCount}` },
    date_start: '2020-01-01',
    date_end: '2021-12-31',
    orientation: 'portrait',
    default_tags: {},
    show_indicator_annotations: false,
    show_indicator_html_data: false,
    exact_indicators_copy: false,
    pages: [{ id: 'NEW-1', index: 0, parts: [{ id: 'NEW-2', index: 0, type: 'indicator', indicator_key: INDICATOR, display: 'both' }] }],
  });
  if (response.statusCode !== 201) throw new Error(`report failed: ${response.statusCode} ${response.body}`);
  return response.json().report;
}

/** The administrator's report, shared with the contributor of A. */
async function sharedReport(admin: TestAgent, contributorId: number) {
  const report = await createReport(admin);
  const response = await admin.put(`/api/reports/${report.id}/share`, { user_ids: [contributorId] });
  if (response.statusCode !== 200) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  return report;
}

/** An export the contributor asks for, once its job has made its file. */
async function finishedExport(contributor: TestAgent): Promise<number> {
  const response = await contributor.post('/api/export', { kind: 'inputs', subjects: [SUBJECT], format: 'csv', locale: 'en' });
  if (response.statusCode !== 201) throw new Error(`export failed: ${response.statusCode} ${response.body}`);
  const id: number = response.json().export.id;
  for (let waited = 0; waited < 30_000; waited += 200) {
    const state = (await contributor.get(`/api/export/${id}`)).json().export?.state;
    if (state === 'done') return id;
    if (state === 'failed') throw new Error(`the contributor's export failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the contributor's export did not finish`);
}

/** An annotation of the fixture's indicator, made by the administrator. */
export async function createAnnotation(admin: TestAgent): Promise<number> {
  const response = await admin.post(`/api/services/indicators/${INDICATOR}/annotations`, { annotation: { period: '2021', text: { en: '<p>Matrix</p>', fr: null } } });
  if (response.statusCode !== 201) throw new Error(`annotation failed: ${response.statusCode} ${response.body}`);
  return response.json().annotation.id;
}

let throwawayCount = 0;

/** What a throwaway is made with: the app, the callers, the fixture, and the caller it is made for. */
export interface ThrowawayContext {
  t: TestApp;
  actors: Record<CallerName, MatrixActor>;
  f: Fixture;
  caller: MatrixActor;
}

/** An oid that names no file: what a caller who could not upload sends. */
const NO_FILE = 'matrixNoSuchFile00000A';

async function insertUser(t: TestApp, f: Fixture, values: Partial<typeof users.$inferInsert>): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ clientId: f.clientId, email: `matrix-${++throwawayCount}@example.org`, passwordHash: 'not-a-hash', ...values })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Records made for one caller's call, which deletes or changes them, so that no other row loses what
 * it names. Rows refer to the one made for their caller as `$throwaway`.
 */
export const THROWAWAYS = {
  /** An annotation of the fixture's indicator, made by the administrator. */
  annotation: ({ actors }: ThrowawayContext) => createAnnotation(actors.admin.agent),
  /** A file uploaded by the contributor and attached to organisation A's draft. */
  inputFile: async ({ actors, f }: ThrowawayContext) => {
    const oid = await uploadAs(actors.contributor.agent);
    await attach(actors.contributor.agent, 'input', f.borealDraft, oid);
    return oid;
  },
  /** A file the caller uploaded and attached to nothing yet (a caller who may not upload has none). */
  ownUpload: async ({ caller }: ThrowawayContext) => (await uploadAs(caller.agent).catch(() => null)) ?? NO_FILE,
  /** A role with no permission and no member, made by the administrator. */
  role: async ({ actors }: ThrowawayContext) => {
    const response = await actors.admin.agent.post('/api/roles', { name: `Matrix ${++throwawayCount}`, permissions: [], user_ids: [] });
    if (response.statusCode !== 201) throw new Error(`role failed: ${response.statusCode} ${response.body}`);
    return response.json().role.id as number;
  },
  /** A user with no role and no organisation, who has chosen a password. */
  user: ({ t, f }: ThrowawayContext) => insertUser(t, f, {}),
  /** An archived user with no role. */
  archivedUser: ({ t, f }: ThrowawayContext) => insertUser(t, f, { archivedAt: new Date() }),
  /** A user invited to choose a password (none yet), with no role. */
  invitedUser: ({ t, f }: ThrowawayContext) => insertUser(t, f, { passwordHash: null, invitedAt: new Date() }),
  /** An export of the contributor of A's that failed (no file, no job). */
  contributorExport: async ({ t, f }: ThrowawayContext) => {
    const [row] = await t.db
      .insert(exports)
      .values({ clientId: f.clientId, createdById: f.contributorId, state: 'failed', request: { kind: 'inputs', format: 'csv', locale: 'en' }, fileName: 'matrix.csv' })
      .returning({ id: exports.id });
    return row!.id;
  },
  /** A report of the administrator's, shared with no one. */
  report: async ({ actors }: ThrowawayContext) => (await createReport(actors.admin.agent)).id,
  /** A comment of the contributor of A on the fixture's questionnaire. */
  questionnaireComment: ({ t, f }: ThrowawayContext) => insertComment(t, f.questionnaire, f.contributorId),
  /** A reminder of the administrator's. */
  reminder: ({ t, f, actors }: ThrowawayContext) => insertReminder(t, f.clientId, actors.admin.userId!),
  /** A published questionnaire template no questionnaire uses. */
  template: ({ t, f }: ThrowawayContext) => insertTemplate(t, f.clientId),
  /** A draft of organisation A: a copy of the demo's, for a year of its own. */
  borealDraft: async ({ t, f }: ThrowawayContext) => {
    const [source] = await t.db.select().from(inputs).where(eq(inputs.id, f.borealDraft));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = source!;
    const [row] = await t.db
      .insert(inputs)
      .values({ ...copy, period: String(3000 + ++throwawayCount) })
      .returning({ id: inputs.id });
    return row!.id;
  },
} satisfies Record<string, (context: ThrowawayContext) => Promise<string | number>>;

export type Throwaway = keyof typeof THROWAWAYS;
