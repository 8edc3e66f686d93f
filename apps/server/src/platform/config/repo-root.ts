import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder upwards whose package.json declares the npm workspaces. */
export function findRepoRoot(start: string): string {
  let folder = start;
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return folder;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No workspace root above ${start}`);
    folder = parent;
  }
}
