import type { BackOfficeWebFeature } from '../app/web-feature';
import { adminHomeFeature } from './admin-home/admin-home.feature';
import { configurationFeature } from './configuration/configuration.feature';
import { dataCollectionFeature } from './data-collection/data-collection.feature';
import { exportsFeature } from './exports/exports.feature';
import { importsFeature } from './imports/imports.feature';
import { indicatorAdminFeature } from './indicator-admin/indicator-admin.feature';
import { progressFeature } from './progress/progress.feature';
import { questionnairesFeature } from './questionnaires/questionnaires.feature';
import { remindersFeature } from './reminders/reminders.feature';
import { reportsFeature } from './reports/reports.feature';
import { rolesFeature } from './roles/roles.feature';
import { searchFeature } from './search/search.feature';
import { superAdminFeature } from './super-admin/super-admin.feature';
import { usersFeature } from './users/users.feature';

/**
 * The back-office's features, one line each, loaded the first time a back-office path opens (never with the
 * public pages): the router adds their pages, the navigation shows their entries in this order. Their
 * pages' paths are under BACK_OFFICE_PATHS.
 */
export const BACK_OFFICE_FEATURES: readonly BackOfficeWebFeature[] = [
  adminHomeFeature,
  dataCollectionFeature,
  progressFeature,
  remindersFeature,
  importsFeature,
  exportsFeature,
  indicatorAdminFeature,
  reportsFeature,
  questionnairesFeature,
  usersFeature,
  rolesFeature,
  configurationFeature,
  superAdminFeature,
  searchFeature,
];
