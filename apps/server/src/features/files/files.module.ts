import type { FeatureModule } from '../../platform/modules/feature-module.js';
import { filesRoutes } from './files.routes.js';

/** Uploads (attachments and the editor's pictures), downloads and the files attached to records. */
export const filesModule: FeatureModule = { name: 'files', routes: filesRoutes };
