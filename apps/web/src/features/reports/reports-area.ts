import type { Area } from '@platform/shared/access/areas';

/**
 * The back-office area of those who build reports (the server opens it with reportsPolicy's `create`), named
 * once here for the navigation, the guards of the new-report and copy pages, and the "New report" button.
 * Anyone signed in may still read the reports shared with them: the list and a report's page are open to
 * every signed-in user, and the server answers only what they may read.
 */
export const REPORTS_AREA = 'reports' satisfies Area;
