import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_KEYS } from '@platform/shared/permissions/permission-catalogue';

// What a screen offers is decided by the server's policies (the profile's areas, the records' abilities): no
// feature of the web names a permission key, so none can work a rule out on its own. Test data may.

// Under happy-dom `URL` is the browser's; the folder comes from Node's own path of this module.
const featuresDir = dirname(import.meta.filename ?? fileURLToPath(import.meta.url));

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourcesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/(\.test|fixtures)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web features', () => {
  it('name no permission key: their guards, navigation and buttons read the areas and abilities the server sends', () => {
    const found: string[] = [];
    for (const file of sourcesUnder(featuresDir)) {
      const text = readFileSync(file, 'utf8');
      for (const key of ALL_PERMISSION_KEYS) {
        if (text.includes(`'${key}'`) || text.includes(`"${key}"`) || text.includes(`\`${key}\``)) found.push(`${relative(featuresDir, file)}: ${key}`);
      }
    }
    expect(found).toEqual([]);
  });
});
