import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Server integration tests run on PGlite always, and again on PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), so both drivers stay proven.
const serverTests = ['apps/server/src/**/*.test.ts'];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts', 'clients/*/src/**/*.test.ts'], environment: 'node' } },
      // The layer rules of eslint.config.js, proven on snippets placed in each layer.
      { test: { name: 'lint', include: ['eslint-rules/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          // Tests of PostgreSQL's own behaviour (its server ending connections) need a PostgreSQL server.
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { TEST_DATABASE_URL: '' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                // Tests of the embedded database's own folder have nothing to prove on PostgreSQL.
                exclude: ['**/*.pglite.test.ts', '**/node_modules/**'],
                environment: 'node',
                env: { TEST_DATABASE_URL: postgresUrl },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
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
