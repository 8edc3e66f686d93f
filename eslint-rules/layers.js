// The code layers of DESIGN.md §4.10, checked by lint. Each message starts with the
// layer rule's name, so a failing line says which rule it broke and how to fix it.
// Imports are matched by their specifier (relative paths included), not by the file
// they resolve to: a widget in ui/ reaches app/ only through a path naming app/.
import { publicPages } from './public-pages.js';

export const UI_MESSAGE =
  'Layer rule (ui): ui widgets must not import app/ or features/ — pass what they need as props, or move it into ui/ when it holds no app logic.';
export const APP_MESSAGE =
  'Layer rule (app): app/ must not import features/ — declare a slot in app/web-feature.ts (routes, nav, topBar, banners) for features to fill, and let main.tsx hand the feature lists in (features/index.ts); chrome every page needs belongs in app/.';
export const PLATFORM_MESSAGE =
  'Layer rule (platform): platform/ must not import features/ — have app.ts hand the feature code in as a parameter.';
export const DATABASE_MESSAGE =
  'Layer rule (database): only *.service.ts, *.tables.ts, *.policy.ts (its scope filters) and seed code touch the database — move the query into a *.service.ts (type-only imports are fine).';

/** A path segment named one of `names`, in a relative import. */
const relativeSegment = (...names) => `^\\.{1,2}/(.*/)?(${names.join('|')})(/|$)`;

/**
 * A web layer that may not import some others: `import`/`export … from` through no-restricted-imports, and
 * `import()` (which that rule does not look at) through no-restricted-syntax, with the same message.
 */
function webLayer(name, files, forbidden, message, ignores = []) {
  const regex = relativeSegment(...forbidden);
  // esquery reads a regular expression between slashes: the slashes inside it are escaped.
  const selector = `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`;
  return {
    name,
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, caseSensitive: true, message }] }],
      'no-restricted-syntax': ['error', { selector, message }],
    },
  };
}

// Where database access is allowed; everything else gets the database rule.
const DATABASE_LAYER = [
  '**/*.service.ts',
  '**/*.tables.ts',
  // A policy's scope(actor) is the query filter every list goes through (DESIGN.md §4.7): it names columns.
  '**/*.policy.ts',
  '**/seed.ts',
  '**/*.seed.ts',
  'clients/*/src/seed/**',
  'apps/server/src/platform/db/**',
  '**/*.test.ts',
  // A feature's test front door: the tables other features' tests set up or check.
  '**/test-fixtures.ts',
  'apps/server/src/test/**',
];

export const layers = [
  webLayer('layers/ui', ['apps/web/src/ui/**'], ['app', 'features'], UI_MESSAGE),
  // Tests are left out: nothing imports a test, so one closes no cycle, and a test of the app may use the real
  // feature lists (app/router-pages.test.ts).
  webLayer('layers/app', ['apps/web/src/app/**'], ['features'], APP_MESSAGE, ['**/*.test.ts', '**/*.test.tsx']),
  {
    name: 'layers/platform',
    files: ['apps/server/src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: relativeSegment('features'), caseSensitive: true, message: PLATFORM_MESSAGE }] },
      ],
    },
  },
  {
    name: 'layers/database',
    ignores: DATABASE_LAYER,
    rules: {
      // The TypeScript version of the rule, for allowTypeImports: `import type { Database }` stays allowed.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', caseSensitive: true, allowTypeImports: true, message: DATABASE_MESSAGE },
            { regex: '(^|/)db/schema(\\.[jt]s)?$', caseSensitive: true, allowTypeImports: true, message: DATABASE_MESSAGE },
            { regex: '\\.tables(\\.[jt]s)?$', caseSensitive: true, allowTypeImports: true, message: DATABASE_MESSAGE },
          ],
        },
      ],
    },
  },
  // DESIGN.md §4.13: no React Router in the public pages' code (public-pages.js).
  ...publicPages,
];
