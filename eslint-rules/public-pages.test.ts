import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf } from './import-cycles.js';
import { publicFeatureFolders } from './public-pages.js';

// The repository's own configuration, so the test proves what `npm run lint` enforces.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages ESLint reports for `code` as if it were the file at `file` (repository-relative; it need not exist). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const refused = [{ ruleId: 'public-pages/no-router', message: expect.stringContaining("Layer rule (public pages): 'react-router' is the back-office's router") }];
const link = "import { Link } from 'react-router';\nexport const used = Link;\n";

describe('layer rule (public pages): the public pages import no React Router', () => {
  it.each([
    ['a public feature', 'apps/web/src/features/indicators/IndicatorBreadcrumbs.tsx'],
    ['another public feature (sign-in)', 'apps/web/src/features/profile/SignInPage.tsx'],
    ['a new file of a public feature', 'apps/web/src/features/home/HomeBanner.tsx'],
    ['the public frame', 'apps/web/src/app/layouts/PublicLayout.tsx'],
    ['the public shell', 'apps/web/src/app/shell/PublicShell.tsx'],
    ['the error pages', 'apps/web/src/app/errors/BackendErrorPage.tsx'],
    ['a ui widget', 'apps/web/src/ui/pagination/Pagination.tsx'],
    ['the extension registry', 'apps/web/src/extensions/sdk.ts'],
    ['the entry', 'apps/web/src/main.tsx'],
    ['a client package', 'clients/demo/src/web/home/DemoHome.tsx'],
    ["a client package's registration", 'clients/demo/src/web.tsx'],
  ])('reports %s importing it', async (_name, file) => {
    expect(await lint(file, link)).toEqual(refused);
  });

  it('reports a re-export and a lazy import() alike', async () => {
    expect(await lint('apps/web/src/extensions/sdk.ts', "export { Link } from 'react-router';\n")).toEqual(refused);
    expect(await lint('apps/web/src/app/navigation/Link.tsx', "export * from 'react-router';\n")).toEqual(refused);
    expect(await lint('clients/demo/src/web/footer/DemoFooter.tsx', "export const load = () => import('react-router');\n")).toEqual(refused);
  });

  it('names the rule, the library and the way to navigate instead', async () => {
    const [message] = await lint('apps/web/src/features/indicators/IndicatorListingPage.tsx', "import { useNavigate } from 'react-router/dom';\nexport const used = useNavigate;\n");
    expect(message?.message).toContain("Layer rule (public pages): 'react-router/dom'");
    expect(message?.message).toContain("navigate with app/navigation/ (Link, useLocation, useNavigate, useSearchParams; a client package imports them from '@platform/web/sdk')");
  });

  it('allows type-only imports, which no bundle carries', async () => {
    const code = "import type { RouteObject } from 'react-router';\nimport { type To } from 'react-router';\nexport type R = [RouteObject, To];\n";
    expect(await lint('apps/web/src/app/web-feature.ts', code)).toEqual([]);
  });

  it.each([
    ['the router', 'apps/web/src/app/router/app-router.tsx'],
    ['the back-office frame', 'apps/web/src/app/layouts/AdminLayout.tsx'],
    ["the back-office forms' guard", 'apps/web/src/ui/dirty-guard/useDirtyGuard.ts'],
    ['a back-office feature', 'apps/web/src/features/users/list/UsersPage.tsx'],
    ['a test of a public page', 'apps/web/src/features/indicators/IndicatorShowPage.test.tsx'],
    ["a public feature's test helper", 'apps/web/src/features/indicators/test/render-indicator.tsx'],
  ])('leaves %s free to import it', async (_name, file) => {
    expect(await lint(file, link)).toEqual([]);
  });

  it('knows the public features from their list, features/public-features.ts', () => {
    const list = readFileSync(path.join(root, 'apps/web/src/features/public-features.ts'), 'utf8');
    expect(publicFeatureFolders(list)).toEqual(['faq', 'home', 'impersonation', 'indicators', 'profile']);
    expect(publicFeatureFolders("import { a } from './reports/reports.feature';\nimport type { B } from '../app/web-feature';\n")).toEqual(['reports']);
  });
});

describe('the first load reaches no React Router, through any folder', () => {
  it("finds no import of it in the files main.tsx reaches through static imports (the first bundle's)", () => {
    const graph = importGraph({ roots: [path.join(root, 'apps/web/src')], tsconfig: path.join(root, 'apps/web/tsconfig.json') });
    const main = path.join(root, 'apps/web/src/main.tsx');
    const reached = new Set([main]);
    const queue = [main];
    while (queue.length > 0) {
      for (const edge of graph.get(queue.shift()!) ?? []) {
        if (edge.kind !== 'static' || reached.has(edge.to)) continue;
        reached.add(edge.to);
        queue.push(edge.to);
      }
    }
    expect(reached.size).toBeGreaterThan(50);
    expect([...reached].some((file) => file.endsWith(`${path.sep}features${path.sep}home${path.sep}home.feature.ts`))).toBe(true);
    const importers = [...reached]
      .filter((file) => importsOf(file, readFileSync(file, 'utf8')).some(({ specifier, kind }) => kind === 'static' && /^react-router(\/|$)/.test(specifier)))
      .map((file) => path.relative(root, file));
    expect(importers).toEqual([]);
  });
});
