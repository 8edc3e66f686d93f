import { eq } from 'drizzle-orm';
import type { ClientSeed, TagSeed } from '@platform/shared/clients/client-seed';
import { hashPassword } from '../auth/password-hash.js';
import type { Database } from './database.js';
import { roles, userRoles, users } from '../auth/auth.tables.js';
import type { ClientSeedStep } from '../modules/feature-module.js';
import { clients } from '../tenancy/tenancy.tables.js';
import { tags, userTags } from '../tags/tags.tables.js';

export interface SeedOptions {
  demoPassword: string;
  seedDemoAccounts: boolean;
}

/**
 * Creates a client with its roles and the features' seed steps (its indicators…), and any demo account that is missing; it never
 * overwrites what exists, so it runs safely at every start (and data edited since is kept). Roles and
 * indicators come only with a new client: afterwards they are its administrators' to change, and one
 * they removed stays removed at the next start.
 */
export async function seedClient(
  db: Database,
  seed: ClientSeed,
  options: SeedOptions,
  steps: readonly ClientSeedStep[],
  demoSteps: readonly ClientSeedStep[] = [],
): Promise<void> {
  // One transaction: a start stopped half-way leaves no client without its roles and indicators.
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(clients)
      .values({ name: seed.name, title: seed.title, settings: seed.settings })
      .onConflictDoNothing({ target: clients.name })
      .returning({ id: clients.id });
    if (!created) return;
    await seedRoles(tx, created.id, seed);
    await seedTags(tx, created.id, seed.tags ?? []);
    for (const step of steps) await step(tx, created.id, seed);
  });
  const [client] = await db.select().from(clients).where(eq(clients.name, seed.name));
  if (!client) throw new Error(`Client ${seed.name} could not be seeded`);
  if (!options.seedDemoAccounts) return;
  await seedDemoAccounts(db, client.id, seed, options.demoPassword);
  for (const step of demoSteps) await step(db, client.id, seed);
}

/** Each dimension's tree, depth first: a node's parent is inserted before it. */
async function seedTags(db: Database, clientId: number, roots: readonly TagSeed[]): Promise<void> {
  const insert = async (node: TagSeed, dimension: string, parentId: number | null, depth: number, position: number) => {
    const [row] = await db
      .insert(tags)
      .values({ clientId, key: node.key, dimension, parentId, depth, name: node.name, position })
      .returning({ id: tags.id });
    for (const [index, child] of (node.children ?? []).entries()) await insert(child, dimension, row!.id, depth + 1, index);
  };
  for (const [index, root] of roots.entries()) await insert(root, root.key, null, 0, index);
}

async function seedRoles(db: Database, clientId: number, seed: ClientSeed): Promise<void> {
  if (seed.roles.length === 0) return;
  await db
    .insert(roles)
    .values(seed.roles.map((role) => ({ clientId, name: role.name, permissions: role.permissions })))
    .onConflictDoNothing();
}

async function seedDemoAccounts(db: Database, clientId: number, seed: ClientSeed, password: string): Promise<void> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.clientId, clientId));
  const known = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = seed.demoAccounts.filter((account) => !known.has(account.email.toLowerCase()));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(password);
  const roleRows = await db.select().from(roles).where(eq(roles.clientId, clientId));
  const tagRows = await db.select({ id: tags.id, key: tags.key }).from(tags).where(eq(tags.clientId, clientId));
  for (const account of missing) {
    const [user] = await db
      .insert(users)
      .values({
        clientId,
        email: account.email,
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        passwordHash,
        locale: account.locale,
        audience: account.audience,
        approvalRole: account.approvalRole,
        isSuperAdmin: account.isSuperAdmin ?? false,
        permissions: account.permissions,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    const tagIds = tagRows.filter((tag) => account.tags?.includes(tag.key)).map((tag) => tag.id);
    if (tagIds.length > 0) await db.insert(userTags).values(tagIds.map((tagId) => ({ userId: user.id, tagId })));
    const roleIds = roleRows.filter((role) => account.roles.includes(role.name)).map((role) => role.id);
    if (roleIds.length > 0) {
      await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
    }
  }
}
