import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own configuration, so the test proves what `npm run lint` enforces.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages ESLint reports for `code` as if it were the file at `file` (repository-relative; it need not exist). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const violation = (ruleId: string, layerRule: string) => [
  { ruleId, message: expect.stringContaining(`Layer rule (${layerRule}):`) },
];

describe('layer rule (ui): ui imports neither app/ nor features/', () => {
  it('reports a ui widget importing app/', async () => {
    const code = "import { useSession } from '../../app/session/session-store';\nexport const read = useSession;\n";
    expect(await lint('apps/web/src/ui/modal/Modal.tsx', code)).toEqual(violation('no-restricted-imports', 'ui'));
  });

  it('reports a ui widget importing features/, types included', async () => {
    const code = "import type { Profile } from '../../features/profile/profile.api';\nexport type P = Profile;\n";
    expect(await lint('apps/web/src/ui/form/Form.tsx', code)).toEqual(violation('no-restricted-imports', 'ui'));
  });

  it('allows ui importing ui, shared and libraries', async () => {
    const code = [
      "import { useT } from '../i18n/useT';",
      "import { Button } from '../button/Button';",
      "import type { MessageKey } from '@platform/shared/i18n/catalogues';",
      "import { useState } from 'react';",
      'export const used = [useT, Button, useState];',
      'export type K = MessageKey;',
      '',
    ].join('\n');
    expect(await lint('apps/web/src/ui/modal/Modal.tsx', code)).toEqual([]);
  });

  it('leaves app/ and features/ free to import each other and ui', async () => {
    const code = "import { useT } from '../../ui/i18n/useT';\nimport { callApi } from '../../app/api/call-api';\nexport const used = [useT, callApi];\n";
    expect(await lint('apps/web/src/features/profile/SignInPage.tsx', code)).toEqual([]);
  });
});

describe('layer rule (platform): platform/ never imports features/', () => {
  it('reports platform importing a feature', async () => {
    const code = "import { currentProfile } from '../../features/profile/profile.service.js';\nexport const read = currentProfile;\n";
    expect(await lint('apps/server/src/platform/web/serve-web.ts', code)).toEqual(violation('no-restricted-imports', 'platform'));
  });

  it('allows platform importing platform, and features importing platform', async () => {
    const platform = "import { AppError } from '../errors/app-error.js';\nexport const used = AppError;\n";
    expect(await lint('apps/server/src/platform/web/serve-web.ts', platform)).toEqual([]);
    const feature = "import { AppError } from '../../platform/errors/app-error.js';\nexport const used = AppError;\n";
    expect(await lint('apps/server/src/features/profile/profile.routes.ts', feature)).toEqual([]);
  });
});

describe('layer rule (database): only services, tables and seed code touch the database', () => {
  const rule = '@typescript-eslint/no-restricted-imports';

  it.each([
    ['drizzle-orm', "import { eq } from 'drizzle-orm';\nexport const used = eq;\n"],
    ['a drizzle-orm subpath', "import { pgTable } from 'drizzle-orm/pg-core';\nexport const used = pgTable;\n"],
    ['the schema', "import { users } from '../db/schema.js';\nexport const used = users;\n"],
    ['the schema, re-exported', "export { users } from '../db/schema.js';\n"],
  ])('reports %s imported by platform code outside a service', async (_name, code) => {
    expect(await lint('apps/server/src/platform/mail/mailer.ts', code)).toEqual(violation(rule, 'database'));
  });

  it("reports a feature's table module imported outside a service", async () => {
    const code = "import { reports } from './reports.tables.js';\nexport const used = reports;\n";
    expect(await lint('apps/server/src/features/reports/reports.routes.ts', code)).toEqual(violation(rule, 'database'));
  });

  it('reports a route touching the database', async () => {
    const code = "import { users } from '../../platform/db/schema.js';\nexport const used = users;\n";
    expect(await lint('apps/server/src/features/profile/profile.routes.ts', code)).toEqual(violation(rule, 'database'));
  });

  it('allows type-only imports anywhere', async () => {
    const code = [
      "import type { Database } from '../db/database.js';",
      "import type { clients } from '../db/schema.js';",
      "import type { SQL } from 'drizzle-orm';",
      'export type Used = [Database, typeof clients, SQL];',
      '',
    ].join('\n');
    expect(await lint('apps/server/src/platform/tenancy/current-client.ts', code)).toEqual([]);
  });

  it.each([
    'apps/server/src/features/profile/profile.service.ts',
    'apps/server/src/platform/mail/mail-outbox.service.ts',
    'apps/server/src/features/reports/reports.tables.ts',
    'apps/server/src/features/super-admin/super-admin.policy.ts',
    'apps/server/src/platform/db/seed.ts',
    'apps/server/src/features/reports/reports.seed.ts',
    'clients/demo/src/seed/demo-seed.ts',
    'apps/server/src/platform/db/connect.ts',
    'apps/server/src/features/profile/profile.routes.test.ts',
    'apps/server/src/test/test-database.ts',
  ])('allows database access in %s', async (file) => {
    const code = "import { eq } from 'drizzle-orm';\nimport { users } from '../../platform/db/schema.js';\nexport const used = [eq, users];\n";
    expect(await lint(file, code)).toEqual([]);
  });
});
