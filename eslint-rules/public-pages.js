// DESIGN.md §4.13, checked by lint: the public pages' bundle carries no back-office library. React Router
// loads with the back-office (apps/web/src/app/router/, handed over to by the public shell, app/shell/); the
// public pages, the frame, widgets and extensions they share, and client packages navigate through
// apps/web/src/app/navigation/ (a client package through '@platform/web/sdk'). Type-only imports stay
// allowed: they never reach a bundle. The test beside this file also walks the first load's static imports
// from main.tsx, whichever folder they pass through.
import { readFileSync } from 'node:fs';

export const PUBLIC_PAGES_MESSAGE =
  "Layer rule (public pages): '{{specifier}}' is the back-office's router, which the public pages never load — navigate with app/navigation/ (Link, useLocation, useNavigate, useSearchParams; a client package imports them from '@platform/web/sdk'); code only the back-office runs belongs in app/router/ or a back-office feature.";

const ROUTER = /^react-router(-dom)?(\/|$)/;

/** The public features' folders, as features/public-features.ts imports them (`from './<feature>/…'`). */
export function publicFeatureFolders(listText) {
  return [...new Set([...listText.matchAll(/from\s+['"]\.\/([\w-]+)\//g)].map((match) => match[1]))];
}

const PUBLIC_FEATURES = publicFeatureFolders(readFileSync(new URL('../apps/web/src/features/public-features.ts', import.meta.url), 'utf8'));

/** Whether an import brings code (not only types) into the bundle. */
function bringsCode(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return false;
  const specifiers = node.specifiers ?? [];
  return specifiers.length === 0 || specifiers.some((each) => each.importKind !== 'type' && each.exportKind !== 'type');
}

export const noRouterRule = {
  meta: {
    type: 'problem',
    docs: { description: 'The public pages (their features, the app shell and frame, ui, extensions, client packages) import no React Router' },
    schema: [],
    messages: { router: PUBLIC_PAGES_MESSAGE },
  },
  create(context) {
    const check = (node, { always = false } = {}) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !ROUTER.test(source.value)) return;
      if (always || bringsCode(node)) context.report({ node: source, messageId: 'router', data: { specifier: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node),
      ExportNamedDeclaration: (node) => check(node),
      ExportAllDeclaration: (node) => check(node),
      ImportExpression: (node) => check(node, { always: true }),
    };
  },
};

export const publicPages = [
  {
    name: 'layers/public-pages',
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/**',
      'apps/web/src/ui/**',
      'apps/web/src/extensions/**',
      'apps/web/src/features/index.ts',
      'apps/web/src/features/public-features.ts',
      'apps/web/src/features/back-office-paths.ts',
      ...PUBLIC_FEATURES.map((feature) => `apps/web/src/features/${feature}/**`),
      'clients/*/src/web/**',
      'clients/*/src/web.tsx',
    ],
    ignores: [
      // The router and what runs only on it: loaded with the first back-office path.
      'apps/web/src/app/router/**',
      'apps/web/src/app/layouts/AdminLayout.tsx',
      'apps/web/src/ui/dirty-guard/**',
      // Tests render pages under a memory router, as the router shows them once the back-office has loaded.
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
    ],
    plugins: { 'public-pages': { rules: { 'no-router': noRouterRule } } },
    rules: { 'public-pages/no-router': 'error' },
  },
];
