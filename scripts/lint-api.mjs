// Lints the API document: builds the server as the tests do (a fresh in-memory database, nothing listening),
// reads /api/docs/json from it, and runs Spectral on it with the rules of .spectral.yaml, failing on any
// error or warning. `node scripts/lint-api.mjs <file>` also keeps the document in that file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** The document the server serves, from an app on the embedded database (even where tests also use PostgreSQL). */
async function servedDocument() {
  process.env.TEST_DATABASE_URL = '';
  const { createTestApp } = await tsImport('../apps/server/src/test/test-app.ts', import.meta.url);
  const testApp = await createTestApp();
  try {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await testApp.close();
  }
}

const started = Date.now();
const document = await servedDocument();
const folder = mkdtempSync(join(tmpdir(), 'api-document-'));
const file = process.argv[2] ? resolve(process.argv[2]) : join(folder, 'openapi.json');
writeFileSync(file, document);

const cli = require('@stoplight/spectral-cli/package.json');
const spectral = join(dirname(require.resolve('@stoplight/spectral-cli/package.json')), cli.bin.spectral);
const result = spawnSync(process.execPath, [spectral, 'lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'warn'], {
  stdio: 'inherit',
});
rmSync(folder, { recursive: true, force: true });
const operations = Object.values(JSON.parse(document).paths).flatMap((path) => Object.keys(path)).length;
console.log(`lint:api: ${operations} operations checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (result.error) console.error(result.error);
process.exitCode = result.error ? 1 : (result.status ?? 1);
