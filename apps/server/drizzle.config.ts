import { defineConfig } from 'drizzle-kit';

// Tables live beside the code that owns them: platform parts and features each have their *.tables.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/platform/**/*.tables.ts', './apps/server/src/features/**/*.tables.ts'],
  out: './apps/server/src/platform/db/migrations',
});
