import type { Outcome } from './outcomes.js';
import { row, type Probe, type Row, type SingleRights } from './matrix-rows.js';

/*
 * THE PERMISSION MATRIX: every API route × every caller, with what the caller gets (outcomes.ts):
 *   ok  let through (2xx, or the probe's own 422 / 404 that only comes after every rule said yes)
 *   no  denied: 401 SESSION_EXPIRED or 403 ACCESS_DENIED
 *   nf  not found: the record exists, but is not the caller's to see (404, or a bulk item's NOT_FOUND)
 *   ro  read only: the caller sees the record but may not change it (422 READ_ONLY)
 *
 * Columns (actors.ts): anonymous visitor, public-audience reader, private-audience reader (no role),
 * contributor of organisation A (Boréal), contributor of organisation B (Laurentide), pre-approver,
 * approver, administrator, super administrator, the administrator impersonating the contributor of A,
 * an administrator of another client (every permission there) sending their session here, who is a
 * visitor here. Another client's records, named by id, are checked in OTHER_CLIENT_RECORDS below.
 *
 * Then one caller per permission key, holding that key alone and acting for organisation A (actors.ts):
 * each gets what the private reader gets, unless the row's fourth argument names their key with its
 * outcome, written from the feature's policy (who `can` do the route's action), not from the route's
 * access declaration. A route declaring a key its policy does not ask for, or missing one it accepts,
 * fails here.
 *
 * A new route fails the matrix until it has its row here. The probe (third argument, matrix-rows.ts)
 * names the records it calls with, from matrix-fixture.ts.
 */
const ok: Outcome = 'ok';
const no: Outcome = 'denied';
const nf: Outcome = 'notFound';
const ro: Outcome = 'readOnly';

const invalid = (body: object = {}) => ({ body, passes: 'invalid' as const });
const ANNOTATION = { annotation: { period: '2021', text: { en: '<p>Matrix</p>', fr: null } } };
/** Names of the records the rows' calls create, each its own. */
let made = 0;
const newUser = () => ({ email: `matrix-made-${++made}@example.org`, locale: 'en', audience: 'private', sendInvitation: false });
const INPUTS = '/api/services/data_cluster/subjects/:key/inputs';
/** A report the contract takes but the rules refuse once the caller is let through: its titles are blank. */
const BLANK_REPORT = {
  title: { en: '', fr: '' },
  date_start: '2021-01-01',
  date_end: '2021-12-31',
  orientation: 'portrait',
  default_tags: {},
  show_indicator_annotations: false,
  show_indicator_html_data: false,
  exact_indicators_copy: false,
  pages: [],
};

/** A template the contract takes but the rules refuse once the caller is let through: its names are blank. */
const BLANK_TEMPLATE = { name: { en: '', fr: '' }, sections: [] };
/** A reminder the contract takes but the rules refuse once the caller is let through: it names no subject. */
const SUBJECTLESS_REMINDER = { kind: 'data', target: 'subjects', subject_keys: [], period: '2022', schedule: { type: 'recurring', starts_on: '2030-01-07', every_days: 7, until: 'nothing_owed' } };
/** Reminder settings refused once the caller is let through: a time zone no one has. */
const ZONELESS_SETTINGS = { due_dates: {}, time_zone: 'Mars/Olympus', send_hour: 9, max_per_user_per_week: 3, sender_name: '', texts: { en: '', fr: '' } };
/** Changes asked on a question the questionnaire does not have: refused once the caller is let through. */
const UNKNOWN_QUESTION_CHANGES = { comment: 'Matrix', field_ids: ['no_such_question'] };

// The single-right callers the feature policies let through (the fourth argument of a row).
/** subjectsPolicy `read`: see subjects and, on their screens, organisation A's inputs. */
const SUBJECT_READERS: SingleRights = { 'subjects.read': ok, 'subjects.configure': ok };
/** subjectsPolicy `decide`: approval lists, and deciding at all. */
const DECIDERS: SingleRights = { 'inputs.preapprove': ok, 'inputs.approve': ok };
/** inputsPolicy `read` of the draft's two-level subject: its readers, and whoever judges its inputs (and so sees them). */
const INPUT_READERS: SingleRights = { ...SUBJECT_READERS, ...DECIDERS };
/** Who may see organisation A's input and its files, but not change them (inputsPolicy `edit`): denied. */
const INPUT_READERS_ONLY: SingleRights = { 'subjects.read': no, 'subjects.configure': no, 'inputs.preapprove': no, 'inputs.approve': no };
const only = (key: keyof SingleRights, outcome: Outcome = ok): SingleRights => ({ [key]: outcome });
/** templatesPolicy: templates are built by those who build them and by those who send questionnaires. */
const TEMPLATE_BUILDERS: SingleRights = { 'templates.manage': ok, 'questionnaires.manage': ok };
/** questionnairesPolicy `answer`: one's own questionnaires (the single-right callers own none: 404 for the fixture's). */
const RESPONDENTS = only('questionnaires.answer');
const NOT_THE_OWNER = only('questionnaires.answer', nf);
/** questionnairesPolicy `manage` and `review`: questionnaires of organisation A, which the single-right callers act for. */
const MANAGERS = only('questionnaires.manage');
const REVIEWERS = only('questionnaires.approve');
/** questionnairesPolicy `comment`: whoever reaches the questionnaire in some view. */
const COMMENTERS: SingleRights = { 'questionnaires.answer': nf, 'questionnaires.manage': ok, 'questionnaires.approve': ok };
/** They read the thread, but only its author changes a comment. */
const COMMENT_READERS_ONLY: SingleRights = { 'questionnaires.answer': nf, 'questionnaires.manage': no, 'questionnaires.approve': no };

export const PERMISSION_MATRIX: readonly Row[] = [
  // Profile and sign-in                                     anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/profile',                                [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok]),
  row('PUT    /api/profile',                                [no, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], invalid({ locale: 'xx' })),
  row('POST   /api/profile/sign_in',                        [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], invalid()),
  row('POST   /api/profile/sign_out',                       [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { freshSession: true }),
  row('POST   /api/profile/password',                       [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], invalid()),
  row('POST   /api/profile/password/recover',               [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], invalid()),

  // SAML sign-in (the demo configures no identity provider)  anon pub priv con conB pre  appr adm  sup  imp  othC
  row('POST   /api/profile/saml/sign_in',                   [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { passes: 'missing' }),
  row('GET    /api/profile/saml/metadata',                  [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { passes: 'missing' }),
  row('POST   /api/profile/saml/acs',                       [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], invalid()),

  // Client settings, front-end error reports                anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/services/clients',                       [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok]),
  row('PUT    /api/services/clients',                       [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], invalid(), only('client.configure')),
  row('POST   /api/error',                                  [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], invalid()),
  row('GET    /api/services/labels',                        [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok]),
  row('GET    /api/services/super_admin/errors',            [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),

  // Super administration                                    anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/services/super_admin/outbox',            [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('GET    /api/services/super_admin/jobs',              [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('POST   /api/services/super_admin/jobs/:id/retry',    [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { id: '00000000-0000-4000-8000-000000000000' }, passes: 'missing' }),
  row('GET    /api/services/super_admin/precalculation_runs', [no, no, no, no, no,  no,  no,  no,  ok,  no,  no]),
  row('POST   /api/services/super_admin/subjects/precalculate', [no, no, no, no, no, no,  no,  no,  ok,  no,  no]),
  // Configuration versions: a version that does not exist, so nothing is drafted, validated, applied or deleted.
  row('GET    /api/services/super_admin/client',            [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('GET    /api/services/super_admin/client/config/:version', [no, no, no, no, no, no, no, no,  ok,  no,  no], { params: { version: 'active' } }),
  row('POST   /api/services/super_admin/client/config',     [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { body: { config: {}, base_version: 999999 }, passes: 'missing' }),
  row('POST   /api/services/super_admin/client/config/validate', [no, no, no, no, no, no, no, no,  ok,  no,  no], { body: { version: 999999 }, passes: 'missing' }),
  row('PUT    /api/services/super_admin/client/config/:version', [no, no, no, no, no, no, no, no,  ok,  no,  no], { params: { version: 999999 }, passes: 'missing' }),
  row('DELETE /api/services/super_admin/client/config/:version', [no, no, no, no, no, no, no, no,  ok,  no,  no], { params: { version: 999999 }, passes: 'missing' }),
  // Subjects, sections and the deletion log: records that do not exist, or bodies refused once the caller is let through.
  row('GET    /api/services/super_admin/subjects', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('POST   /api/services/super_admin/subjects', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], invalid({ key: '', name: { en: '', fr: '' }, section_key: '' })),
  row('DELETE /api/services/super_admin/subjects/:key', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_subject' }, passes: 'missing' }),
  row('POST   /api/services/super_admin/subjects/:key/restore', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_subject' }, passes: 'missing' }),
  row('POST   /api/services/super_admin/subjects/:key/tag_leaves', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_subject' }, passes: 'missing' }),
  row('POST   /api/services/super_admin/subjects/:key/randomized_data', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_subject' }, passes: 'missing' }),
  row('POST   /api/services/super_admin/sections', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], invalid({ key: '', name: { en: '', fr: '' } })),
  row('DELETE /api/services/super_admin/sections/:key', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_section' }, passes: 'missing' }),
  row('POST   /api/services/super_admin/sections/:key/restore', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { key: 'no_such_section' }, passes: 'missing' }),
  row('GET    /api/services/super_admin/deletion_logs', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('POST   /api/services/super_admin/deletion_logs/:id/restore', [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { id: 999999 }, passes: 'missing' }),
  // Tag migrations: a dry run naming nodes that do not exist, refused once the caller is let through.
  row('GET    /api/services/super_admin/tooling_tags_migrations', [no, no, no, no, no, no, no, no, ok,  no,  no]),
  row('POST   /api/services/super_admin/tooling_tags_migrations', [no, no, no, no, no, no, no, no, ok,  no,  no], invalid({ kind: 'merge', from: 'matrix_nowhere', to: 'matrix_nothing', dry_run: true })),
  // Users of every client, and the sync: a file without its dry_run field, refused once the caller is let through.
  row('GET    /api/services/super_admin/users',             [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('POST   /api/services/super_admin/users/sync',        [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { upload: { field: 'file', filename: 'directory.csv', data: Buffer.from('email,first_name,last_name,locale,organisation,roles\n') }, passes: 'invalid' }),
  row('GET    /api/services/super_admin/users/syncs',       [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no]),
  row('GET    /api/services/super_admin/users/syncs/:id',   [no, no, no,  no,  no,  no,  no,  no,  ok,  no,  no], { params: { id: 999999 }, passes: 'missing' }),

  // Uploads and stored files (an input's file follows the input's rules)
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/ckeditor/attachment_files',              [no, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], { upload: true }),
  row('POST   /api/ckeditor/pictures',                      [no, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], { upload: true }),
  row('GET    /api/ckeditor/pictures',                      [no, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no]),
  row('GET    /api/files',                                  [no, nf, nf,  ok,  nf,  ok,  ok,  ok,  nf,  ok,  no], { query: 'record_type=input&record_id=$borealDraft' }, INPUT_READERS),
  row('POST   /api/files/attach',                           [no, nf, nf,  ok,  nf,  no,  no,  no,  nf,  ok,  no], { throwaway: 'ownUpload', body: (v) => ({ record_type: 'input', record_id: String(v.borealDraft), oids: [v.throwaway] }) }, INPUT_READERS_ONLY),
  row('GET    /api/files/:oid',                             [no, nf, nf,  ok,  nf,  ok,  ok,  ok,  nf,  ok,  no], { params: { oid: '$inputFile' } }, INPUT_READERS),
  row('DELETE /api/files/:oid',                             [no, nf, nf,  ok,  nf,  no,  no,  no,  nf,  ok,  no], { params: { oid: '$throwaway' }, throwaway: 'inputFile' }, INPUT_READERS_ONLY),

  // Tags                                                    anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/tags',                                   [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok]),
  row('GET    /api/tags/:id',                               [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { id: '$tag' } }),

  // Subjects and inputs (organisation A's records)          anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/services/data_cluster/subjects',         [no, no, no,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], {}, SUBJECT_READERS),
  row('GET    /api/services/data_cluster/sections',         [no, no, no,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], {}, SUBJECT_READERS),
  row('GET    /api/services/data_cluster/subjects/approval', [no, no, no, no,  no,  ok,  ok,  ok,  ok,  no,  no], {}, DECIDERS),
  row('GET    /api/services/data_cluster/subjects_last_entries', [no, no, no, ok, ok, ok,  ok,  ok,  ok,  ok,  no], {}, SUBJECT_READERS),
  row('GET    /api/services/data_cluster/subjects/:key',    [no, no, no,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], { params: { key: '$subject' } }, SUBJECT_READERS),
  row('PUT    /api/services/data_cluster/subjects/:key',    [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$subject' }, ...invalid() }, only('subjects.configure')),
  row(`GET    ${INPUTS}`,                                   [no, no, no,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no], { params: { key: '$subject' } }, SUBJECT_READERS),
  row('GET    /api/services/data_cluster/subjects/:key/approval', [no, no, no, no, no, ok,  ok,  ok,  ok,  no,  no], { params: { key: '$decisionSubject' } }, DECIDERS),
  row(`POST   ${INPUTS}`,                                   [no, no, no,  ok,  no,  no,  no,  no,  no,  ok,  no], { params: { key: '$subject' }, ...invalid({ period: '2022', tags: { organisation: 'boreal' }, values: { matrix_probe: 1 } }) }),
  row(`DELETE ${INPUTS}`,                                   [no, no, no,  ok,  nf,  no,  no,  ro,  nf,  ok,  no], { params: { key: '$subject' }, throwaway: 'borealDraft', body: (v) => ({ ids: [v.throwaway] }) }, only('inputs.write', nf)),
  row(`PUT    ${INPUTS}/approve`,                           [no, no, no,  no,  no,  ok,  ok,  ok,  nf,  no,  no], { params: { key: '$decisionSubject' }, body: (v) => ({ ids: [v.borealSubmitted], lock_versions: [999_999] }) }, DECIDERS),
  row(`PUT    ${INPUTS}/refuse`,                            [no, no, no,  no,  no,  ok,  ok,  ok,  nf,  no,  no], { params: { key: '$decisionSubject' }, body: (v) => ({ ids: [v.borealSubmitted], lock_versions: [999_999], reason: 'Matrix' }) }, DECIDERS),
  row(`GET    ${INPUTS}/:id`,                               [no, no, no,  ok,  nf,  ok,  ok,  ok,  nf,  ok,  no], { params: { key: '$subject', id: '$borealDraft' } }, SUBJECT_READERS),
  row(`PUT    ${INPUTS}/:id`,                               [no, no, no,  ok,  nf,  no,  no,  ro,  nf,  ok,  no], { params: { key: '$subject', id: '$borealDraft' }, body: (v) => ({ lock_version: v.borealDraftLock, values: { matrix_probe: 1 } }), passes: 'invalid' }, only('inputs.write', nf)),
  row('GET    /api/services/data_cluster/subjects/:key/inputs_xlsx', [no, no, no, ok, ok, ok, ok,  ok,  ok,  ok,  no], { params: { key: '$subject' } }, SUBJECT_READERS),

  // Progress and reminders                                  anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/progress',                               [no, no, no,  no,  no,  ok,  ok,  ok,  ok,  no,  no], {}, only('progress.read')),
  row('PUT    /api/progress/data',                          [no, no, no,  no,  no,  ok,  ok,  ok,  ok,  no,  no], { body: (v) => ({ keys: [v.subject] }) }, only('progress.read')),
  row('GET    /api/progress/approval',                      [no, no, no,  no,  no,  ok,  ok,  ok,  ok,  no,  no], {}, only('progress.read')),
  row('GET    /api/progress/subjects/reminders',            [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('reminders.manage')),
  row('GET    /api/progress/subjects/users',                [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('subjects.configure')),
  row('POST   /api/progress/subjects/:key/send_reminders',  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$subject' }, ...invalid({ user_ids: 'nobody' }) }, only('reminders.manage')),
  row('PUT    /api/progress/subjects/:key/update_users',    [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$subject' }, ...invalid() }, only('subjects.configure')),

  // Indicators, their files and annotations                 anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/services/indicators',                    [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok]),
  row('GET    /api/services/indicators/summaries',          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('indicators.manage')),
  row('GET    /api/services/indicators/:key',               [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { key: '$indicator' } }),
  row('PUT    /api/services/indicators/:key',               [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$indicator' }, ...invalid() }, only('indicators.manage')),
  row('GET    /api/indicators/:key',                        [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { key: '$indicator' } }),
  row('GET    /api/services/indicators/:key/attachments/:oid', [ok, ok, ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { key: '$indicator', oid: '$indicatorAttachment' } }),
  row('GET    /api/services/indicators/:key/annotations',   [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { key: '$indicator' } }),
  row('GET    /api/services/indicators/:key/annotations/:id', [ok, ok, ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok], { params: { key: '$indicator', id: '$annotation' } }),
  row('POST   /api/services/indicators/:key/annotations',   [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$indicator' }, body: ANNOTATION }, only('annotations.manage')),
  row('PUT    /api/services/indicators/:key/annotations/:id', [no, no, no, no, no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$indicator', id: '$throwaway' }, throwaway: 'annotation', body: ANNOTATION }, only('annotations.manage')),
  row('DELETE /api/services/indicators/:key/annotations/:id', [no, no, no, no, no,  no,  no,  ok,  ok,  no,  no], { params: { key: '$indicator', id: '$throwaway' }, throwaway: 'annotation' }, only('annotations.manage')),

  // Exports: anyone holding exports.manage starts one and lists theirs; an export (the contributor of A's) is its
  // author's alone, whoever else holds the key.                anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/export',                                 [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], invalid({ kind: 'everything' }), only('exports.manage')),
  row('GET    /api/export',                                 [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], {}, only('exports.manage')),
  row('GET    /api/export/:id',                             [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$contributorExport' } }, only('exports.manage', nf)),
  row('GET    /api/export/:id/file',                        [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$contributorExport' } }, only('exports.manage', nf)),
  row('DELETE /api/export/:id',                             [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$throwaway' }, throwaway: 'contributorExport' }, only('exports.manage', nf)),

  // Imports: whoever holds imports.manage may upload (a csv without its subject: refused as invalid once let through),
  // download a template (of no such subject: not found once let through) and read their own imports; an import is
  // its maker's alone (imports.routes.test.ts), so an id no one made is not found.   anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/import/template',                        [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { query: 'subject=no_such_subject&period=2022', passes: 'missing' }, only('imports.manage')),
  row('POST   /api/import',                                 [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { upload: { field: 'file', filename: 'matrix.csv', data: Buffer.from('a,b\n1,2\n') }, passes: 'invalid' }, only('imports.manage')),
  row('GET    /api/import',                                 [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], {}, only('imports.manage')),
  row('GET    /api/import/:id',                             [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { params: { id: 2_000_000_000 }, passes: 'missing' }, only('imports.manage')),
  row('POST   /api/import/:id/cancel',                      [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { params: { id: 2_000_000_000 }, passes: 'missing' }, only('imports.manage')),
  row('DELETE /api/import/:id',                             [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { params: { id: 2_000_000_000 }, passes: 'missing' }, only('imports.manage')),
  row('GET    /api/import/:id/report',                      [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], { params: { id: 2_000_000_000 }, passes: 'missing' }, only('imports.manage')),

  // Reports: whoever holds reports.manage builds and copies them and does anything to any report of the client; a
  // report's owner changes their own; a user it is shared with reads it (the matrix's report, the administrator's,
  // is shared with the contributor of A). Every signed-in caller lists the reports they may read.
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/reports',                                [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], invalid(BLANK_REPORT), only('reports.manage')),
  row('GET    /api/reports',                                [no, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  no]),
  row('GET    /api/reports/:id',                            [no, no, no,  ok,  no,  no,  no,  ok,  ok,  ok,  no], { params: { id: '$report' } }, only('reports.manage')),
  row('GET    /api/reports/:report_id/pages/:id',           [no, no, no,  ok,  no,  no,  no,  ok,  ok,  ok,  no], { params: { report_id: '$report', id: '$reportPage' } }, only('reports.manage')),
  row('PUT    /api/reports/:id',                            [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$report' }, body: (v) => ({ ...BLANK_REPORT, updated_at: v.reportUpdatedAt }), passes: 'invalid' }, only('reports.manage')),
  row('DELETE /api/reports/:id',                            [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'report' }, only('reports.manage')),
  row('POST   /api/reports/:id/duplicate',                  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$report' } }, only('reports.manage')),
  row('POST   /api/reports/:id/refresh',                    [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$report' } }, only('reports.manage')),
  row('PUT    /api/reports/:id/share',                      [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$report' }, body: (v) => ({ user_ids: [v.otherClientUser] }), passes: 'invalid' }, only('reports.manage')),
  row('GET    /api/reports/:id/pdf',                        [no, no, no,  ok,  no,  no,  no,  ok,  ok,  ok,  no], { params: { id: '$report' } }, only('reports.manage')),
  // The site header's summary link: the client's static file (302) until an edition is published as its summary.
  row('GET    /api/report_summary',                         [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { passes: 'redirect' }),
  row('POST   /api/reports/:id/publish',                    [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'report', body: { public_summary: false } }, only('reports.manage')),

  // Reminders: managed by holders of reminders.manage (remindersPolicy); a reminder is reached by an administrator of
  // every organisation or by its author (the single-right caller acts for organisation A only: the administrator's
  // reminder is not theirs, and the client's settings are not theirs to change); a user is paused within one's
  // organisations (the contributor of A is within A). The super administrator acts for no organisation here.      anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/reminders',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], invalid(SUBJECTLESS_REMINDER), only('reminders.manage')),
  row('GET    /api/reminders',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('reminders.manage')),
  row('GET    /api/reminders/config',                       [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('reminders.manage')),
  row('PUT    /api/reminders/config',                       [no, no, no,  no,  no,  no,  no,  ok,  no,  no,  no], invalid(ZONELESS_SETTINGS)),
  row('POST   /api/reminders/preview',                      [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { body: (v) => ({ ...SUBJECTLESS_REMINDER, subject_keys: [v.subject] }) }, only('reminders.manage')),
  row('GET    /api/reminders/people',                       [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { query: 'q=contributor' }, only('reminders.manage')),
  row('PUT    /api/reminders/user/:id',                     [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$contributorId' }, body: { paused_until: null } }, only('reminders.manage')),
  row('GET    /api/reminders/user/:id',                     [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$contributorId' } }, only('reminders.manage')),
  row('GET    /api/reminders/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$reminder' } }, only('reminders.manage', nf)),
  row('PUT    /api/reminders/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$reminder' }, ...invalid({ ...SUBJECTLESS_REMINDER, updated_at: '2030-01-01T00:00:00.000Z' }) }, only('reminders.manage', nf)),
  row('DELETE /api/reminders/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$throwaway' }, throwaway: 'reminder' }, only('reminders.manage', nf)),
  row('GET    /api/reminders/:id/preview',                  [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$reminder' } }, only('reminders.manage', nf)),
  row('POST   /api/reminders/:id/send',                     [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$reminder' } }, only('reminders.manage', nf)),
  row('GET    /api/reminders/:id/deliveries',               [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$reminder' } }, only('reminders.manage', nf)),

  // Questionnaire templates: built by holders of templates.manage or questionnaires.manage (templatesPolicy).
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/templates',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], invalid(BLANK_TEMPLATE), TEMPLATE_BUILDERS),
  row('GET    /api/templates',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, TEMPLATE_BUILDERS),
  row('GET    /api/templates/config',                       [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, TEMPLATE_BUILDERS),
  row('GET    /api/templates/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$template' } }, TEMPLATE_BUILDERS),
  row('PUT    /api/templates/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$template' }, ...invalid(BLANK_TEMPLATE) }, TEMPLATE_BUILDERS),
  row('DELETE /api/templates/:id',                          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'template' }, TEMPLATE_BUILDERS),
  row('PUT    /api/templates/:id/duplicate',                [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$template' } }, TEMPLATE_BUILDERS),
  // Restoring a published template is not a move its state allows: 422 once the rules let the caller through.
  row('PUT    /api/templates/:id/transition',               [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$template' }, ...invalid({ event: 'restore' }) }, TEMPLATE_BUILDERS),

  // Questionnaires (questionnairesPolicy). A respondent reaches the questionnaires they own or were given (the
  // fixture's is the contributor of A's, submitted); managers and reviewers those of organisations they act for
  // (the administrator and the approver act for every organisation; the super administrator for none: 404).
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/questionnaires',                                [no, no, no,  ok,  ok,  no,  no,  ok,  ok,  ok,  no], {}, RESPONDENTS),
  row('GET    /api/questionnaires/:id',                            [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$questionnaire' } }, NOT_THE_OWNER),
  row('GET    /api/questionnaires/:id/config',                     [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$questionnaire' } }, NOT_THE_OWNER),
  // A submitted questionnaire is read only to its respondent until changes are requested.
  row('PUT    /api/questionnaires/:id',                            [no, no, no,  ro,  nf,  no,  no,  nf,  nf,  ro,  no], { params: { id: '$questionnaire' }, body: { answers: {}, updated_at: '2020-01-01T00:00:00.000Z' } }, NOT_THE_OWNER),
  // Submitted already: the event is not one its state allows.
  row('PUT    /api/questionnaires/:id/submit',                     [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$questionnaire' }, passes: 'invalid' }, NOT_THE_OWNER),
  row('PUT    /api/questionnaires/:id/variation',                  [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, NOT_THE_OWNER),
  row('PUT    /api/questionnaires/:id/previous_value',             [no, no, no,  ok,  nf,  no,  no,  nf,  nf,  ok,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, NOT_THE_OWNER),
  row('GET    /api/questionnaires/:id/questions/:questionId/comments', [no, no, no, ok, nf, no, ok, ok,  nf,  ok,  no], { params: { id: '$questionnaire', questionId: '$question' } }, COMMENTERS),
  row('POST   /api/questionnaires/:id/questions/:questionId/comments', [no, no, no, ok, nf, no, ok, ok,  nf,  ok,  no], { params: { id: '$questionnaire', questionId: '$question' }, body: { body: 'Matrix' } }, COMMENTERS),
  // Only a comment's author edits or deletes it (the fixture's and the throwaways are the contributor of A's).
  row('PUT    /api/questionnaires/:id/questions/:questionId/comments/:commentId', [no, no, no, ok, nf, no, no, no, nf, ok, no], { params: { id: '$questionnaire', questionId: '$question', commentId: '$questionnaireComment' }, body: { body: 'Matrix, edited' } }, COMMENT_READERS_ONLY),
  row('DELETE /api/questionnaires/:id/questions/:questionId/comments/:commentId', [no, no, no, ok, nf, no, no, no, nf, ok, no], { params: { id: '$questionnaire', questionId: '$question', commentId: '$throwaway' }, throwaway: 'questionnaireComment' }, COMMENT_READERS_ONLY),
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/questionnaires/admin',                          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], invalid({ template_id: 2147483647, period: '2021', owner_email: 'nobody@example.org', due_date: '2030-01-01' }), MANAGERS),
  row('GET    /api/questionnaires/admin',                          [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, MANAGERS),
  row('GET    /api/questionnaires/admin/config',                   [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, MANAGERS),
  row('GET    /api/questionnaires/admin/questionnaires/:template_id', [no, no, no, no,  no,  no,  no,  ok,  ok,  no,  no], { params: { template_id: '$template' } }, MANAGERS),
  row('GET    /api/questionnaires/admin/:id',                      [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' } }, MANAGERS),
  // Answered already: not deleted once the rules let the caller through.
  row('DELETE /api/questionnaires/admin/:id',                      [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, passes: 'invalid' }, MANAGERS),
  row('GET    /api/questionnaires/admin/:id/config',               [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' } }, MANAGERS),
  row('PUT    /api/questionnaires/admin/:id/request_changes',      [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, ...invalid(UNKNOWN_QUESTION_CHANGES) }, MANAGERS),
  row('PUT    /api/questionnaires/admin/:id/transition',           [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, ...invalid({ event: 'submit' }) }, MANAGERS),
  row('PUT    /api/questionnaires/admin/:id/variation',            [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, MANAGERS),
  row('PUT    /api/questionnaires/admin/:id/previous_value',       [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, MANAGERS),
  row('PUT    /api/questionnaires/admin/:id/access',               [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, body: (v) => ({ user_ids: [v.otherClientUser] }), passes: 'invalid' }, MANAGERS),
  row('GET    /api/questionnaires/admin/:id/users',                [no, no, no,  no,  no,  no,  no,  ok,  nf,  no,  no], { params: { id: '$questionnaire' } }, MANAGERS),
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/questionnaires/approval',                       [no, no, no,  no,  no,  no,  ok,  ok,  ok,  no,  no], {}, REVIEWERS),
  row('GET    /api/questionnaires/approval/config',                [no, no, no,  no,  no,  no,  ok,  ok,  ok,  no,  no], {}, REVIEWERS),
  row('GET    /api/questionnaires/approval/:id',                   [no, no, no,  no,  no,  no,  ok,  ok,  nf,  no,  no], { params: { id: '$questionnaire' } }, REVIEWERS),
  row('PUT    /api/questionnaires/approval/:id/request_changes',   [no, no, no,  no,  no,  no,  ok,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, ...invalid(UNKNOWN_QUESTION_CHANGES) }, REVIEWERS),
  // Submitted, not approved: reopening is not a move its state allows.
  row('PUT    /api/questionnaires/approval/:id/transition',        [no, no, no,  no,  no,  no,  ok,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, ...invalid({ event: 'reopen' }) }, REVIEWERS),
  row('PUT    /api/questionnaires/approval/:id/variation',         [no, no, no,  no,  no,  no,  ok,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, REVIEWERS),
  row('PUT    /api/questionnaires/approval/:id/previous_value',    [no, no, no,  no,  no,  no,  ok,  ok,  nf,  no,  no], { params: { id: '$questionnaire' }, body: { field_id: 'policy' } }, REVIEWERS),

  // Search                                                  anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/search',                                 [ok, ok, ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok,  ok], { query: 'q=aluminium' }),

  // Roles                                                   anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/roles',                                  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, { 'roles.manage': ok, 'users.manage': ok }),
  row('POST   /api/roles',                                  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { body: () => ({ name: `Matrix role ${++made}`, permissions: [], user_ids: [] }) }, only('roles.manage')),
  row('GET    /api/roles/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$role' } }, only('roles.manage')),
  row('PUT    /api/roles/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'role', body: (v) => ({ name: `Matrix role ${v.throwaway} renamed`, permissions: [], user_ids: [] }) }, only('roles.manage')),
  row('DELETE /api/roles/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'role' }, only('roles.manage')),

  // Users (the contributor of A, or a throwaway user)       anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('GET    /api/users',                                  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, { 'users.read': ok, 'roles.manage': ok }),
  row('GET    /api/users/export',                           [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, only('users.read')),
  row('GET    /api/users/permissions',                      [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], {}, { 'users.read': ok, 'roles.manage': ok }),
  row('GET    /api/users/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$contributorId' } }, only('users.read')),
  row('POST   /api/users',                                  [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { body: () => newUser() }, only('users.manage')),
  row('PUT    /api/users/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'user', body: () => newUser() }, only('users.manage')),
  row('DELETE /api/users/:id',                              [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'user' }, only('users.manage')),
  row('POST   /api/users/:id/unarchive',                    [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'archivedUser' }, only('users.manage')),
  row('POST   /api/users/:id/password/reminder',            [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { params: { id: '$throwaway' }, throwaway: 'invitedUser' }, only('users.manage')),

  // Impersonation (each call switches the session it is sent in). The super administrator acts for no
  // organisation, so may not act as the contributor of A, who does (WIDER_RIGHTS).
  //                                                         anon pub priv con  conB pre  appr adm  sup  imp  othC
  row('POST   /api/users/:id/impersonate',                  [no, no, no,  no,  no,  no,  no,  ok,  no,  no,  no], { params: { id: '$contributorId' }, freshSession: true }),
  row('POST   /api/users/public/impersonate',               [no, no, no,  no,  no,  no,  no,  ok,  ok,  no,  no], { body: {}, freshSession: true }, only('users.impersonate')),
  row('DELETE /api/users/:id/impersonate',                  [no, no, no,  no,  no,  no,  no,  no,  no,  ok,  no], { params: { id: '$contributorId' }, freshSession: true }),
];

/**
 * The routes that name one record of the client by its id, called with another client's record (same
 * database): no one finds it, the administrator and the super administrator included (404, not 403, so
 * nothing says it exists). A new route of that kind adds its line here too.
 */
export const OTHER_CLIENT_RECORDS: readonly { route: string; probe: Probe }[] = [
  { route: 'GET /api/tags/:id', probe: { params: { id: '$otherClientTag' } } },
  { route: 'GET /api/files/:oid', probe: { params: { oid: '$otherClientFile' } } },
  { route: 'DELETE /api/files/:oid', probe: { params: { oid: '$otherClientFile' } } },
  // To a record both may change (the indicator), so only the file decides.
  { route: 'POST /api/files/attach', probe: { body: (v) => ({ record_type: 'indicator', record_id: String(v.indicatorId), oids: [v.otherClientFile] }) } },
  { route: 'GET /api/users/:id', probe: { params: { id: '$otherClientUser' } } },
  { route: 'PUT /api/users/:id', probe: { params: { id: '$otherClientUser' }, body: { email: 'theirs@example.org', locale: 'en', audience: 'private' } } },
  { route: 'DELETE /api/users/:id', probe: { params: { id: '$otherClientUser' } } },
  { route: 'POST /api/users/:id/unarchive', probe: { params: { id: '$otherClientUser' } } },
  { route: 'POST /api/users/:id/password/reminder', probe: { params: { id: '$otherClientUser' } } },
  { route: 'POST /api/users/:id/impersonate', probe: { params: { id: '$otherClientUser' }, freshSession: true } },
  { route: 'GET /api/roles/:id', probe: { params: { id: '$otherClientRole' } } },
  { route: 'PUT /api/roles/:id', probe: { params: { id: '$otherClientRole' }, query: 'dry_run=true', body: { name: 'Theirs', permissions: [], user_ids: [] } } },
  { route: 'DELETE /api/roles/:id', probe: { params: { id: '$otherClientRole' }, query: 'dry_run=true' } },
  { route: 'GET /api/export/:id', probe: { params: { id: '$otherClientExport' } } },
  { route: 'GET /api/export/:id/file', probe: { params: { id: '$otherClientExport' } } },
  { route: 'DELETE /api/export/:id', probe: { params: { id: '$otherClientExport' } } },
  { route: 'GET /api/reports/:id', probe: { params: { id: '$otherClientReport' } } },
  { route: 'GET /api/reports/:report_id/pages/:id', probe: { params: { report_id: '$otherClientReport', id: '$otherClientReportPage' } } },
  { route: 'PUT /api/reports/:id', probe: { params: { id: '$otherClientReport' }, body: { ...BLANK_REPORT, title: { en: 'Theirs', fr: 'Le leur' } } } },
  { route: 'DELETE /api/reports/:id', probe: { params: { id: '$otherClientReport' } } },
  { route: 'POST /api/reports/:id/duplicate', probe: { params: { id: '$otherClientReport' } } },
  { route: 'POST /api/reports/:id/refresh', probe: { params: { id: '$otherClientReport' } } },
  { route: 'PUT /api/reports/:id/share', probe: { params: { id: '$otherClientReport' }, body: { user_ids: [] } } },
  { route: 'GET /api/reports/:id/pdf', probe: { params: { id: '$otherClientReport' } } },
  { route: 'GET /api/templates/:id', probe: { params: { id: '$otherClientTemplate' } } },
  { route: 'PUT /api/templates/:id', probe: { params: { id: '$otherClientTemplate' }, body: { ...BLANK_TEMPLATE, name: { en: 'Theirs', fr: 'Le leur' } } } },
  { route: 'DELETE /api/templates/:id', probe: { params: { id: '$otherClientTemplate' } } },
  { route: 'PUT /api/templates/:id/duplicate', probe: { params: { id: '$otherClientTemplate' } } },
  { route: 'PUT /api/templates/:id/transition', probe: { params: { id: '$otherClientTemplate' }, body: { event: 'archive' } } },
  { route: 'GET /api/questionnaires/:id', probe: { params: { id: '$otherClientQuestionnaire' } } },
  { route: 'GET /api/questionnaires/:id/questions/:questionId/comments', probe: { params: { id: '$otherClientQuestionnaire', questionId: 'policy' } } },
  { route: 'GET /api/questionnaires/admin/:id', probe: { params: { id: '$otherClientQuestionnaire' } } },
  { route: 'DELETE /api/questionnaires/admin/:id', probe: { params: { id: '$otherClientQuestionnaire' } } },
  { route: 'PUT /api/questionnaires/admin/:id/access', probe: { params: { id: '$otherClientQuestionnaire' }, body: { user_ids: [] } } },
  { route: 'GET /api/questionnaires/approval/:id', probe: { params: { id: '$otherClientQuestionnaire' } } },
  { route: 'PUT /api/questionnaires/approval/:id/transition', probe: { params: { id: '$otherClientQuestionnaire' }, body: { event: 'approve' } } },
  { route: 'GET /api/reminders/:id', probe: { params: { id: '$otherClientReminder' } } },
  { route: 'PUT /api/reminders/:id', probe: { params: { id: '$otherClientReminder' }, body: { ...SUBJECTLESS_REMINDER, subject_keys: ['exports'], updated_at: '2030-01-01T00:00:00.000Z' } } },
  { route: 'DELETE /api/reminders/:id', probe: { params: { id: '$otherClientReminder' } } },
  { route: 'GET /api/reminders/:id/preview', probe: { params: { id: '$otherClientReminder' } } },
  { route: 'POST /api/reminders/:id/send', probe: { params: { id: '$otherClientReminder' } } },
  { route: 'GET /api/reminders/:id/deliveries', probe: { params: { id: '$otherClientReminder' } } },
  { route: 'PUT /api/reminders/user/:id', probe: { params: { id: '$otherClientUser' }, body: { paused_until: '2031-01-01' } } },
  { route: 'GET /api/reminders/user/:id', probe: { params: { id: '$otherClientUser' } } },
  { route: 'POST /api/reports/:id/publish', probe: { params: { id: '$otherClientReport' }, body: { public_summary: false } } },
];
