/**
 * Every page of the app (spec §2), as React Router patterns: the server answers
 * 200 with the app for these and 404 with the not-found page for any other
 * path, and the web router declares no page outside this list (a test checks).
 */
export const PAGE_ROUTES = [
  // Public site and profile
  '/',
  '/faq',
  '/indicators/:section?/:subsection?/:key?',
  '/profile/sign_in',
  '/profile/saml/sign_in',
  '/profile/password/recover',
  '/profile/password',
  // Data collection
  '/admin',
  '/admin/subjects',
  '/admin/subjects/:key',
  '/admin/subjects/:key/historical_data',
  '/admin/subjects/:key/reminders',
  '/admin/subjects/:key/progress',
  '/admin/subjects/:key/configuration',
  '/admin/subjects/:key/import',
  '/admin/subjects/:key/import/new',
  '/admin/subjects/:key/inputs/new',
  '/admin/subjects/:key/inputs/new/grid',
  '/admin/subjects/:key/inputs/new/single',
  '/admin/subjects/:key/inputs/:id',
  '/admin/approval',
  '/admin/approval/:key',
  '/admin/progress',
  // Indicators
  '/admin/indicators',
  '/admin/indicators/:key',
  '/admin/indicators/:key/methodology',
  '/admin/indicators/:key/annotations',
  '/admin/indicators/:key/annotations/new',
  '/admin/indicators/:key/annotations/:id',
  '/admin/indicators/:key/annotations/:id/duplicate',
  // Exports and imports
  '/admin/export',
  '/admin/export/new',
  '/admin/import',
  '/admin/import/new',
  // Questionnaires
  '/admin/questionnaires',
  '/admin/questionnaires/templates',
  '/admin/questionnaires/templates/new',
  '/admin/questionnaires/templates/:id',
  '/admin/questionnaires/manage',
  '/admin/questionnaires/manage/new',
  '/admin/questionnaires/manage/templates/:id',
  '/admin/questionnaires/manage/questionnaires/:id',
  '/admin/questionnaires/approval',
  '/admin/questionnaires/approval/questionnaires/:id',
  '/admin/questionnaires/:id',
  // Reminders
  '/admin/reminders',
  '/admin/reminders/config',
  '/admin/reminders/data',
  '/admin/reminders/data/new',
  '/admin/reminders/data/users',
  '/admin/reminders/data/users/:id',
  '/admin/reminders/data/subjects',
  '/admin/reminders/data/subjects/:id',
  '/admin/reminders/approval',
  '/admin/reminders/approval/new',
  '/admin/reminders/approval/users',
  '/admin/reminders/approval/users/:id',
  '/admin/reminders/approval/subjects',
  '/admin/reminders/approval/subjects/:id',
  // Reports
  '/admin/reports',
  '/admin/reports/new',
  '/admin/reports/:id',
  '/admin/reports/:id/duplicate',
  // Users and roles
  '/admin/users',
  '/admin/users/new',
  '/admin/users/:id',
  '/admin/roles',
  '/admin/roles/new',
  '/admin/roles/:id',
  // Client configuration and super administration
  '/admin/configuration',
  '/super_admin',
  '/super_admin/update',
  '/super_admin/errors',
  '/super_admin/precalculation_runs',
  '/super_admin/tag_migrations',
  '/super_admin/deletions',
  '/super_admin/subjects',
  '/super_admin/users',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** One pattern as a regular expression: `:name` is one segment, `:name?` an optional one, a trailing slash allowed. */
function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
}

const PAGE_PATTERNS = PAGE_ROUTES.map(patternToRegExp);

/** Whether a decoded path (no query string) is one of the app's pages. */
export function isKnownPagePath(path: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
