import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConfigFinding, ConfigValidation, ConfigVersion, ConfigVersionStatus, SuperAdminClient } from '@platform/shared/super-admin/config-versions.schemas';
import type { ConfigDocument } from '@platform/shared/super-admin/config-document.schemas';
import type { Actor } from '../../../platform/auth/actor.js';
import { recordAudit } from '../../../platform/audit/audit.service.js';
import { users } from '../../../platform/auth/auth.tables.js';
import type { Database } from '../../../platform/db/database.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { JobQueue } from '../../../platform/jobs/job-queue.js';
import { authorize } from '../../../platform/permissions/policy.js';
import { clients } from '../../../platform/tenancy/tenancy.tables.js';
import { clientConfigVersions } from '../super-admin.tables.js';
import { superAdminPolicy } from '../super-admin.policy.js';
import { applyConfig } from './config-apply.service.js';
import { readDocument } from './config-canonical.js';
import { diffDocuments } from './config-diff.js';
import { exportConfig } from './config-export.service.js';
import { reviewConfig } from './config-review.service.js';

type VersionRow = typeof clientConfigVersions.$inferSelect;

/** The job that applies a version; its data names the client, the version and who asked. */
export const APPLY_CONFIG_JOB = 'super-admin.apply-config';
export interface ApplyConfigJobData {
  clientId: number;
  version: number;
  userId: number;
}

const invalidConfig = (errors: ConfigFinding[], warnings: ConfigFinding[]) =>
  new AppError(
    'INVALID_CONFIG',
    'The configuration has errors: fix them and validate it again.',
    { errors: errors.map(({ code, ...rest }) => ({ error: code, ...rest })), warnings: warnings.map(({ code, ...rest }) => ({ error: code, ...rest })) },
  );
const stateChanged = (feedback: string) => new AppError('STATE_CHANGED', feedback);
const readOnly = (feedback: string) => new AppError('INVALID_RECORD', feedback, { base: [{ error: 'READ_ONLY' }] });

/** The client's versions, newest first, with the active one recorded from the configuration as it stands if none is. */
export async function showClient(db: Database, actor: Actor): Promise<SuperAdminClient> {
  authorize(superAdminPolicy, actor, 'readConfig');
  const active = await ensureActiveVersion(db, actor.client.id);
  const rows = await db
    .select({ version: clientConfigVersions, email: users.email })
    .from(clientConfigVersions)
    .leftJoin(users, eq(users.id, clientConfigVersions.createdById))
    .where(eq(clientConfigVersions.clientId, actor.client.id))
    .orderBy(desc(clientConfigVersions.version));
  return {
    client: {
      id: actor.client.id,
      name: actor.client.name,
      active_version: active.version,
      versions: rows.map(({ version, email }) => presentVersion(version, email)),
    },
  };
}

/** A version's document; `active` is the configuration as it stands now, under the active version's number. */
export async function showConfig(db: Database, actor: Actor, version: number | 'active'): Promise<{ version: number; config: ConfigDocument }> {
  authorize(superAdminPolicy, actor, 'readConfig');
  if (version === 'active') {
    const active = await ensureActiveVersion(db, actor.client.id);
    return { version: active.version, config: await exportConfig(db, actor.client.id) };
  }
  const row = await findVersion(db, actor.client.id, version);
  return { version: row.version, config: row.config as ConfigDocument };
}

/** Saves a draft made from the active version `baseVersion`; a document that is not a configuration is refused. */
export async function createDraft(db: Database, actor: Actor, raw: unknown, baseVersion: number): Promise<{ version: number }> {
  authorize(superAdminPolicy, actor, 'writeConfig');
  await findVersion(db, actor.client.id, baseVersion);
  const read = readDocument(raw);
  if (!read.document) throw invalidConfig(read.issues, []);
  return db.transaction(async (tx) => {
    // The client's row is the lock numbering its versions one after the other.
    await tx.execute(sql`select id from ${clients} where ${clients.id} = ${actor.client.id} for update`);
    const [last] = await tx
      .select({ version: clientConfigVersions.version })
      .from(clientConfigVersions)
      .where(eq(clientConfigVersions.clientId, actor.client.id))
      .orderBy(desc(clientConfigVersions.version))
      .limit(1);
    const version = (last?.version ?? 0) + 1;
    await tx.insert(clientConfigVersions).values({
      clientId: actor.client.id,
      version,
      status: 'draft',
      baseVersion,
      config: read.document as unknown as Record<string, unknown>,
      createdById: actor.user.id,
    });
    return { version };
  });
}

/**
 * Checks a document (sent, or a saved version's) against the configuration as it stands: its own errors, what it
 * would break, and a dry run applying it in a transaction that is always rolled back. Answers the findings, the
 * diff and the impact; 422 INVALID_CONFIG when there are errors. A saved draft found without errors is marked
 * validated; a saved version keeps its findings.
 */
export async function validateConfig(db: Database, jobs: JobQueue, actor: Actor, body: { config: unknown } | { version: number }): Promise<ConfigValidation> {
  authorize(superAdminPolicy, actor, 'writeConfig');
  const row = 'version' in body ? await findVersion(db, actor.client.id, body.version) : null;
  const read = readDocument(row ? row.config : (body as { config: unknown }).config);
  if (!read.document) {
    if (row) await recordFindings(db, row, read.issues, [], null);
    throw invalidConfig(read.issues, []);
  }
  const wanted = read.document;
  const current = await exportConfig(db, actor.client.id);
  const review = await reviewConfig(db, actor.client.id, current, wanted);
  if (review.errors.length === 0) review.errors.push(...(await dryRun(db, jobs, actor, current, wanted)));
  if (row) await recordFindings(db, row, review.errors, review.warnings, review.errors.length === 0 && row.status === 'draft' ? 'validated' : null);
  if (review.errors.length > 0) throw invalidConfig(review.errors, review.warnings);
  return { errors: [], warnings: review.warnings, diff: diffDocuments(current, wanted), impact: review.impact };
}

/** Thrown to roll a dry run back once it has written everything. */
class DryRunDone extends Error {}

/** Applies the document in a transaction that is rolled back: what the database refuses is an error of its own. */
async function dryRun(db: Database, jobs: JobQueue, actor: Actor, current: ConfigDocument, wanted: ConfigDocument): Promise<ConfigFinding[]> {
  try {
    await db.transaction(async (tx) => {
      await applyConfig(tx, jobs, actor, current, wanted);
      throw new DryRunDone();
    });
  } catch (error) {
    if (error instanceof DryRunDone) return [];
    return [{ path: '/', code: 'APPLY_FAILED', message: messageOf(error) }];
  }
  return [];
}

/**
 * Applies a version in a job: refused (409) when its base is no longer the active version or it is already being
 * applied. Applying an earlier, superseded version rolls back to it: a new version copying it is made from the
 * active one and applied instead; the answer names the version that is applied.
 */
export async function applyVersion(db: Database, jobs: JobQueue, actor: Actor, version: number): Promise<{ version: number }> {
  authorize(superAdminPolicy, actor, 'writeConfig');
  const active = await ensureActiveVersion(db, actor.client.id);
  let row = await findVersion(db, actor.client.id, version);
  if (row.status === 'active') throw readOnly('This version is the active one already.');
  if (row.status === 'updating') throw stateChanged('This version is being applied.');
  if (row.status === 'superseded') {
    const copy = await createDraft(db, actor, row.config, active.version);
    row = await findVersion(db, actor.client.id, copy.version);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${clients} where ${clients.id} = ${actor.client.id} for update`);
    const current = await tx
      .select({ version: clientConfigVersions.version, status: clientConfigVersions.status })
      .from(clientConfigVersions)
      .where(and(eq(clientConfigVersions.clientId, actor.client.id), inArray(clientConfigVersions.status, ['active', 'updating'])));
    if (current.some((other) => other.status === 'updating')) throw stateChanged('Another version is being applied: wait for it to finish.');
    const activeNow = current.find((other) => other.status === 'active');
    if (activeNow && activeNow.version !== row.baseVersion) {
      throw stateChanged(`The active configuration changed since version ${row.version} was made from version ${row.baseVersion}: make it again from the active version.`);
    }
    const updated = await tx
      .update(clientConfigVersions)
      .set({ status: 'updating', updateErrors: [], updateWarnings: [] })
      .where(and(eq(clientConfigVersions.id, row.id), inArray(clientConfigVersions.status, ['draft', 'validated', 'failed'])))
      .returning({ id: clientConfigVersions.id });
    if (updated.length === 0) throw stateChanged('This version changed meanwhile: reload it.');
    const data: ApplyConfigJobData = { clientId: actor.client.id, version: row.version, userId: actor.user.id };
    await jobs.send(APPLY_CONFIG_JOB, data, { tx });
    return { version: row.version };
  });
}

/**
 * The job's work: in one transaction, checks the version again against the configuration as it stands, writes
 * it, makes it active and the one before superseded, and records the configuration as applied. Anything refused
 * or failing rolls all of it back; the version is then `failed` with its errors and the active one unchanged.
 */
export async function runApplyVersion(
  db: Database,
  jobs: JobQueue,
  actor: Actor,
  version: number,
): Promise<{ status: ConfigVersionStatus; settings?: { before: ConfigDocument['settings']; after: ConfigDocument['settings'] } }> {
  const row = await findVersion(db, actor.client.id, version);
  if (row.status !== 'updating') return { status: row.status as ConfigVersionStatus };
  let settings: { before: ConfigDocument['settings']; after: ConfigDocument['settings'] } | undefined;
  let warnings: ConfigFinding[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${clients} where ${clients.id} = ${actor.client.id} for update`);
      const read = readDocument(row.config);
      if (!read.document) throw new FindingsError(read.issues);
      const current = await exportConfig(tx, actor.client.id);
      const review = await reviewConfig(tx, actor.client.id, current, read.document);
      warnings = review.warnings;
      if (review.errors.length > 0) throw new FindingsError(review.errors);
      await applyConfig(tx, jobs, actor, current, read.document);
      settings = { before: current.settings, after: read.document.settings };
      await recordAudit(tx, {
        clientId: actor.client.id,
        userId: actor.impersonatorId ?? actor.user.id,
        action: 'client.config_applied',
        recordType: 'client_config_version',
        recordId: String(row.version),
        details: { base_version: row.baseVersion, changes: diffDocuments(current, read.document).length },
      });
      await tx
        .update(clientConfigVersions)
        .set({ status: 'superseded' })
        .where(and(eq(clientConfigVersions.clientId, actor.client.id), eq(clientConfigVersions.status, 'active')));
      await tx
        .update(clientConfigVersions)
        .set({
          status: 'active',
          appliedAt: new Date(),
          updateErrors: [],
          updateWarnings: warnings,
          config: (await exportConfig(tx, actor.client.id)) as unknown as Record<string, unknown>,
        })
        .where(eq(clientConfigVersions.id, row.id));
    });
    return { status: 'active', settings };
  } catch (error) {
    const errors = error instanceof FindingsError ? error.findings : [{ path: '/', code: 'APPLY_FAILED', message: messageOf(error) }];
    await db.update(clientConfigVersions).set({ status: 'failed', updateErrors: errors, updateWarnings: warnings }).where(eq(clientConfigVersions.id, row.id));
    return { status: 'failed' };
  }
}

/** Deletes a version never applied (draft, validated or failed); the others are the client's history. */
export async function deleteVersion(db: Database, actor: Actor, version: number): Promise<void> {
  authorize(superAdminPolicy, actor, 'writeConfig');
  const row = await findVersion(db, actor.client.id, version);
  const deleted = await db
    .delete(clientConfigVersions)
    .where(and(eq(clientConfigVersions.id, row.id), inArray(clientConfigVersions.status, ['draft', 'validated', 'failed'])))
    .returning({ id: clientConfigVersions.id });
  if (deleted.length === 0) throw readOnly('Only a version never applied can be deleted.');
}

class FindingsError extends Error {
  constructor(readonly findings: ConfigFinding[]) {
    super(findings.map((finding) => finding.message).join(' '));
  }
}

function messageOf(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

async function findVersion(db: Database, clientId: number, version: number): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(clientConfigVersions)
    .where(and(eq(clientConfigVersions.clientId, clientId), eq(clientConfigVersions.version, version)));
  if (!row) throw notFound('No such configuration version.');
  return row;
}

async function recordFindings(db: Database, row: VersionRow, errors: ConfigFinding[], warnings: ConfigFinding[], status: 'validated' | null): Promise<void> {
  await db
    .update(clientConfigVersions)
    .set({ updateErrors: errors, updateWarnings: warnings, ...(status ? { status } : {}) })
    .where(and(eq(clientConfigVersions.id, row.id), inArray(clientConfigVersions.status, ['draft', 'validated', 'failed'])));
}

/**
 * The active version, or, for a client that has none yet (created before versions existed, or by its seed),
 * version 1 recorded from the configuration as it stands.
 */
async function ensureActiveVersion(db: Database, clientId: number): Promise<VersionRow> {
  const found = await activeVersion(db, clientId);
  if (found) return found;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${clients} where ${clients.id} = ${clientId} for update`);
    const again = await activeVersion(tx, clientId);
    if (again) return again;
    const [last] = await tx
      .select({ version: clientConfigVersions.version })
      .from(clientConfigVersions)
      .where(eq(clientConfigVersions.clientId, clientId))
      .orderBy(desc(clientConfigVersions.version))
      .limit(1);
    const [row] = await tx
      .insert(clientConfigVersions)
      .values({
        clientId,
        version: (last?.version ?? 0) + 1,
        status: 'active',
        config: (await exportConfig(tx, clientId)) as unknown as Record<string, unknown>,
        appliedAt: new Date(),
      })
      .returning();
    return row!;
  });
}

/** The version applied last (or being applied over it: the one whose job runs keeps the active one active). */
async function activeVersion(db: Database, clientId: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(clientConfigVersions)
    .where(and(eq(clientConfigVersions.clientId, clientId), eq(clientConfigVersions.status, 'active')));
  return row ?? null;
}

function presentVersion(row: VersionRow, email: string | null): ConfigVersion {
  return {
    version: row.version,
    status: row.status as ConfigVersionStatus,
    base_version: row.baseVersion,
    created_at: row.createdAt.toISOString(),
    created_by: email,
    applied_at: row.appliedAt?.toISOString() ?? null,
    update_errors: row.updateErrors,
    update_warnings: row.updateWarnings,
  };
}
