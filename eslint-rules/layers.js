// The code layers of DESIGN.md §4.10, checked by lint. Each message starts with the
// layer rule's name, so a failing line says which rule it broke and how to fix it.
// Imports are matched by their specifier (relative paths included), not by the file
// they resolve to: a widget in ui/ reaches app/ only through a path naming app/.

export const UI_MESSAGE =
  'Layer rule (ui): ui widgets must not import app/ or features/ — pass what they need as props, or move it into ui/ when it holds no app logic.';
export const PLATFORM_MESSAGE =
  'Layer rule (platform): platform/ must not import features/ — have app.ts hand the feature code in as a parameter.';
export const DATABASE_MESSAGE =
  'Layer rule (database): only *.service.ts, *.tables.ts, *.policy.ts (its scope filters) and seed code touch the database — move the query into a *.service.ts (type-only imports are fine).';

/** A path segment named one of `names`, in a relative import. */
const relativeSegment = (...names) => `^\\.{1,2}/(.*/)?(${names.join('|')})(/|$)`;

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
  'apps/server/src/test/**',
];

export const layers = [
  {
    name: 'layers/ui',
    files: ['apps/web/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: relativeSegment('app', 'features'), caseSensitive: true, message: UI_MESSAGE }] },
      ],
    },
  },
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
];
