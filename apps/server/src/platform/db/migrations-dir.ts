import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot } from '../config/repo-root.js';

/** The SQL migrations, found from the source tree and from the bundled server alike. */
export const migrationsDir = path.join(
  findRepoRoot(path.dirname(fileURLToPath(import.meta.url))),
  'apps/server/src/platform/db/migrations',
);
