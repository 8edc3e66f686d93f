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

  it('reports a ui widget loading app/ lazily', async () => {
    const code = "export const load = () => import('../../app/query/QueryLayer');\n";
    expect(await lint('apps/web/src/ui/modal/Modal.tsx', code)).toEqual(violation('no-restricted-syntax', 'ui'));
  });

  it('leaves features/ free to import app/ and ui', async () => {
    const code = "import { useT } from '../../ui/i18n/useT';\nimport { callApi } from '../../app/api/call-api';\nexport const used = [useT, callApi];\n";
    expect(await lint('apps/web/src/features/profile/SignInPage.tsx', code)).toEqual([]);
  });
});

describe('layer rule (app): app/ never imports features/', () => {
  it('reports app/ importing a feature, by name or through the feature list', async () => {
    const byName = "import { SearchBox } from '../../features/search/SearchBox';\nexport const used = SearchBox;\n";
    expect(await lint('apps/web/src/app/layouts/AdminLayout.tsx', byName)).toEqual(violation('no-restricted-imports', 'app'));
    const list = "import { WEB_FEATURES } from '../features';\nexport const used = WEB_FEATURES;\n";
    expect(await lint('apps/web/src/app/router.tsx', list)).toEqual(violation('no-restricted-imports', 'app'));
  });

  it('reports app/ importing a feature for its types, or re-exporting one', async () => {
    const types = "import type { NavItem } from '../../features/admin-home/admin-home.feature';\nexport type N = NavItem;\n";
    expect(await lint('apps/web/src/app/layouts/admin-nav.ts', types)).toEqual(violation('no-restricted-imports', 'app'));
    expect(await lint('apps/web/src/app/errors/index.ts', "export * from '../../features/errors';\n")).toEqual(violation('no-restricted-imports', 'app'));
  });

  it('reports app/ loading a feature lazily', async () => {
    const code = "export const load = () => import('../features/back-office-features');\n";
    expect(await lint('apps/web/src/app/router.tsx', code)).toEqual(violation('no-restricted-syntax', 'app'));
  });

  it('names the rule and the fix', async () => {
    const [message] = await lint('apps/web/src/app/router.tsx', "import { WEB_FEATURES } from '../features';\nexport const used = WEB_FEATURES;\n");
    expect(message?.message).toContain('Layer rule (app): app/ must not import features/ — declare a slot in app/web-feature.ts');
  });

  it('allows app/ importing app/, ui, shared and libraries, and a folder merely named like a feature', async () => {
    const code = [
      "import { useT } from '../../ui/i18n/useT';",
      "import { callApi } from '../api/call-api';",
      "import type { WebFeature } from '../web-feature';",
      "import type { MessageKey } from '@platform/shared/i18n/catalogues';",
      "import { Link } from 'react-router';",
      "export const load = () => import('./feature-slots-extra');",
      'export const used = [useT, callApi, Link];',
      'export type T = [WebFeature, MessageKey];',
      '',
    ].join('\n');
    expect(await lint('apps/web/src/app/layouts/AdminLayout.tsx', code)).toEqual([]);
  });

  it("leaves the app's tests free to check it with the real feature lists", async () => {
    const code = "import { WEB_FEATURES } from '../features';\nexport const used = WEB_FEATURES;\n";
    expect(await lint('apps/web/src/app/router-pages.test.ts', code)).toEqual([]);
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
