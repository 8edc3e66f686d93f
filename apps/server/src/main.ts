import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { connectDatabase } from './platform/db/connect.js';
import { seedConfiguredClient } from './seed-app.js';
import { migrationsDir } from './platform/db/migrations-dir.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsDir,
    onIdleConnectionError: (error) => console.warn(`A database connection was closed by the server (${error.message}); a new one opens for the next query.`),
  });
  await seedConfiguredClient(database.db, config);
  const app = await buildApp({ config, database });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Serving client "${config.clientName}" at http://localhost:${config.port} on ${
      database.kind === 'pglite' ? `embedded PGlite (${path.relative(process.cwd(), config.dataDir) || '.'})` : 'PostgreSQL'
    }`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
