import type { WebFeature } from '../app/web-feature';
import { adminHomeFeature } from './admin-home/admin-home.feature';
import { configurationFeature } from './configuration/configuration.feature';
import { dataCollectionFeature } from './data-collection/data-collection.feature';
import { progressFeature } from './progress/progress.feature';
import { homeFeature } from './home/home.feature';
import { indicatorsFeature } from './indicators/indicators.feature';
import { indicatorAdminFeature } from './indicator-admin/indicator-admin.feature';
import { profileFeature } from './profile/profile.feature';
import { rolesFeature } from './roles/roles.feature';
import { superAdminFeature } from './super-admin/super-admin.feature';
import { usersFeature } from './users/users.feature';

/** Every web feature, one line each: the router mounts their pages, the navigation shows their entries in this order. */
export const WEB_FEATURES: readonly WebFeature[] = [
  homeFeature,
  indicatorsFeature,
  profileFeature,
  adminHomeFeature,
  dataCollectionFeature,
  progressFeature,
  indicatorAdminFeature,
  usersFeature,
  rolesFeature,
  configurationFeature,
  superAdminFeature,
];
