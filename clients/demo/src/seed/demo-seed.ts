import type { ClientSeed } from '@platform/shared/clients/client-seed';
import { demoSections, demoSubjects } from './demo-data-collection.js';
import { demoIndicators } from './demo-indicators.js';
import { demoInputs } from './demo-inputs.js';
import { demoTags, ORGANISATION_DIMENSION, ORGANISATIONS } from './demo-tags.js';

const ADMIN_PERMISSIONS: ClientSeed['roles'][number]['permissions'] = [
  'subjects.read',
  'subjects.configure',
  'inputs.write',
  'inputs.preapprove',
  'inputs.approve',
  'imports.manage',
  'exports.manage',
  'progress.read',
  'reminders.manage',
  'indicators.manage',
  'annotations.manage',
  'reports.manage',
  'questionnaires.answer',
  'questionnaires.manage',
  'questionnaires.approve',
  'templates.manage',
  'users.read',
  'users.manage',
  'users.impersonate',
  'roles.manage',
  'client.configure',
];

/** The demo tenant: a national aluminium industry association. */
export const demoSeed: ClientSeed = {
  name: 'demo',
  title: 'Quebec Aluminium Association — Sustainability Report',
  settings: {
    decimal_delimiter: { admin: { en: '.', fr: ',' } },
    thousands_delimiter: { admin: { en: ',', fr: '\u202f' } },
    dates: { beginning_of_time: '2000-01-01', end_of_time: '2099-12-31' },
    authentication: {
      user_not_found_message: 'Invalid email or password.',
      mandate_expired_message: 'Your mandate has expired. Contact the association to renew it.',
      client_locked_message: 'Access to the platform is suspended. Contact the association.',
      password_expiry_days: null,
    },
    report: { published_at: '2025-06-15' },
  },
  roles: [
    { name: 'Administrator', permissions: ADMIN_PERMISSIONS },
    { name: 'Approver', permissions: ['subjects.read', 'inputs.approve', 'progress.read', 'questionnaires.approve'] },
    { name: 'Pre-approver', permissions: ['subjects.read', 'inputs.preapprove', 'progress.read'] },
    { name: 'Contributor', permissions: ['subjects.read', 'inputs.write', 'questionnaires.answer'] },
  ],
  indicators: demoIndicators,
  tags: demoTags,
  dataCollection: { sections: demoSections, subjects: demoSubjects, demoInputs },
  // Approvers and the administrator act for every organisation; each contributor for one producer.
  demoAccounts: [
    {
      email: 'super@example.org',
      locale: 'en',
      audience: 'private',
      approvalRole: null,
      isSuperAdmin: true,
      roles: [],
      permissions: { sign_in_path: '/super_admin' },
    },
    {
      email: 'admin@example.org',
      locale: 'en',
      audience: 'private',
      approvalRole: null,
      roles: ['Administrator'],
      permissions: { sign_in_path: '/admin' },
      tags: [ORGANISATION_DIMENSION],
    },
    {
      email: 'approver@example.org',
      locale: 'en',
      audience: 'private',
      approvalRole: 'approbator',
      roles: ['Approver'],
      permissions: { sign_in_path: '/admin' },
      tags: [ORGANISATION_DIMENSION],
    },
    {
      email: 'preapprover@example.org',
      locale: 'fr',
      audience: 'private',
      approvalRole: 'preapprobator',
      roles: ['Pre-approver'],
      permissions: { sign_in_path: '/admin' },
      tags: [ORGANISATION_DIMENSION],
    },
    {
      email: 'contributor@example.org',
      locale: 'en',
      audience: 'private',
      approvalRole: null,
      roles: ['Contributor'],
      permissions: { sign_in_path: '/admin' },
      tags: [ORGANISATIONS.boreal],
    },
    {
      email: 'contributor2@example.org',
      locale: 'fr',
      audience: 'private',
      approvalRole: null,
      roles: ['Contributor'],
      permissions: { sign_in_path: '/admin' },
      tags: [ORGANISATIONS.laurentide],
    },
    { email: 'reader@example.org', locale: 'en', audience: 'private', approvalRole: null, roles: [], permissions: { sign_in_path: '/' } },
  ],
};
