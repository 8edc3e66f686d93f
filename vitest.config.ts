import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Server integration tests run on PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both drivers stay proven.
const serverTests = ['apps/server/src/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;
// Files that replace a module (vi.mock) need a module registry of their own; every other server test file shares
// its worker's (isolate: false), which halves the suite's time: each file no longer loads the whole app anew.
const mockingTests = '**/*.mocked.test.ts';

/** The server's tests on one database: the files that share their worker's modules, then those that mock one. */
function serverProjects(name: string, databaseUrl: string, otherDatabaseTests: string) {
  const common = { environment: 'node' as const, env: { TEST_DATABASE_URL: databaseUrl }, testTimeout: 30_000, hookTimeout: 60_000 };
  return [
    { test: { ...common, name, include: serverTests, exclude: [otherDatabaseTests, mockingTests, '**/node_modules/**'], isolate: false } },
    { test: { ...common, name: `${name}-mocked`, include: [`apps/server/src/${mockingTests}`], exclude: [otherDatabaseTests, '**/node_modules/**'] } },
  ];
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'clients/*/src/**/*.test.ts'], environment: 'node' } },
      // The layer rules of eslint.config.js, proven on snippets placed in each layer.
      { test: { name: 'lint', include: ['eslint-rules/**/*.test.ts'], environment: 'node' } },
      // Tests of PostgreSQL's own behaviour (its server ending connections) need a PostgreSQL server.
      ...serverProjects('server-pglite', '', '**/*.postgres.test.ts'),
      // Tests of the embedded database's own folder have nothing to prove on PostgreSQL.
      ...(postgresUrl ? serverProjects('server-postgres', postgresUrl, '**/*.pglite.test.ts') : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'clients/*/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
