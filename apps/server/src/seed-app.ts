import { CLIENT_SEED_STEPS, DEMO_SEED_STEPS } from './features/index.js';
import type { AppConfig } from './platform/config/config.js';
import type { Database } from './platform/db/database.js';
import { seedClient } from './platform/db/seed.js';
import { clientSeedFor } from './platform/tenancy/client-packages.js';

/** Seeds the configured client with every feature's seed step (safe at every start: it never overwrites). */
export function seedConfiguredClient(db: Database, config: Pick<AppConfig, 'clientName' | 'demoPassword' | 'seedDemoAccounts'>): Promise<void> {
  return seedClient(
    db,
    clientSeedFor(config.clientName),
    { demoPassword: config.demoPassword, seedDemoAccounts: config.seedDemoAccounts },
    CLIENT_SEED_STEPS,
    DEMO_SEED_STEPS,
  );
}
