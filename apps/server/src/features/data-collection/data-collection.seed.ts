import { eq } from 'drizzle-orm';
import type { ClientSeed, InputSeed, TagSeed } from '@platform/shared/clients/client-seed';
import { users } from '../../platform/auth/auth.tables.js';
import type { Database } from '../../platform/db/database.js';
import type { ClientSeedStep } from '../../platform/modules/feature-module.js';
import { tags, userTags } from '../../platform/tags/tags.tables.js';
import { inputHistory, inputs, sections, subjectContributors, subjects } from './data-collection.tables.js';
import { changesBetween, storedValues } from './entry/input-changes.js';
import { tagKeysOf, tagSignatureOf } from './entry/input-tags.js';
import { searchTextOf } from './entry/search-text.js';

type DataCollectionSeed = NonNullable<ClientSeed['dataCollection']>;

/** Rows per insert statement: well under PostgreSQL's 65,535 bound parameters with an input's 16 columns. */
const CHUNK = 1000;

/** A new client's sections and subjects (inside its creation transaction: no user exists yet). */
export const seedDataCollection: ClientSeedStep = async (db, clientId, seed) => {
  if (seed.dataCollection) await insertSectionsAndSubjects(db, clientId, seed.dataCollection);
};

/**
 * The demo's data collection, laid down once, when the client has no input yet: each subject's
 * contributors (demo accounts, by email; unknown ones skipped) and the demo inputs with their
 * history. Later starts find inputs and change nothing, so what users did since is kept (a
 * contributor an administrator removed stays removed). A data folder made before the data
 * collection existed gets the tags, sections and subjects it lacks, and its demo accounts their tags.
 */
export const seedDataCollectionDemo: ClientSeedStep = async (db, clientId, seed) => {
  const collection = seed.dataCollection;
  if (!collection) return;
  const [anyInput] = await db.select({ id: inputs.id }).from(inputs).where(eq(inputs.clientId, clientId)).limit(1);
  if (anyInput) return;
  // One transaction: a start stopped half-way leaves no partial demo that the next start would take for a finished one.
  await db.transaction(async (tx) => {
    await insertMissingTags(tx, clientId, seed.tags ?? []);
    const [anySubject] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.clientId, clientId)).limit(1);
    if (!anySubject) await insertSectionsAndSubjects(tx, clientId, collection);
    await tagUntaggedDemoAccounts(tx, clientId, seed);
    await linkContributors(tx, clientId, collection);
    await insertDemoInputs(tx, clientId, collection.demoInputs ?? []);
  });
};

async function insertSectionsAndSubjects(db: Database, clientId: number, collection: DataCollectionSeed): Promise<void> {
  if (collection.sections.length === 0) return;
  await db
    .insert(sections)
    .values(collection.sections.map((section, position) => ({ clientId, key: section.key, name: section.name, position })))
    .onConflictDoNothing();
  const sectionIds = new Map(
    (await db.select({ id: sections.id, key: sections.key }).from(sections).where(eq(sections.clientId, clientId))).map((row) => [row.key, row.id]),
  );
  const known = collection.subjects.filter((subject) => sectionIds.has(subject.section));
  if (known.length === 0) return;
  await db
    .insert(subjects)
    .values(
      known.map((subject, position) => ({
        clientId,
        sectionId: sectionIds.get(subject.section)!,
        key: subject.key,
        name: subject.name,
        fields: subject.fields,
        tagDimensions: subject.tagDimensions,
        periods: subject.periods,
        variationThreshold: subject.variationThreshold,
        approvalLevels: subject.approvalLevels,
        position,
      })),
    )
    .onConflictDoNothing();
}

/** The seed's tag trees, when the client has no tag at all; one insert per level of depth. */
async function insertMissingTags(db: Database, clientId: number, roots: readonly TagSeed[]): Promise<void> {
  const [anyTag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.clientId, clientId)).limit(1);
  if (anyTag || roots.length === 0) return;
  let level = roots.map((node, position) => ({ node, dimension: node.key, parentKey: null as string | null, position }));
  const ids = new Map<string, number>();
  for (let depth = 0; level.length > 0; depth++) {
    const inserted = await db
      .insert(tags)
      .values(
        level.map(({ node, dimension, parentKey, position }) => ({
          clientId,
          key: node.key,
          dimension,
          parentId: parentKey === null ? null : ids.get(parentKey)!,
          depth,
          name: node.name,
          position,
        })),
      )
      .returning({ id: tags.id, key: tags.key });
    for (const row of inserted) ids.set(row.key, row.id);
    level = level.flatMap(({ node, dimension }) =>
      (node.children ?? []).map((child, position) => ({ node: child, dimension, parentKey: node.key, position })),
    );
  }
}

/** Demo accounts that act for no tag get the ones the seed gives them (accounts made before tags existed). */
async function tagUntaggedDemoAccounts(db: Database, clientId: number, seed: ClientSeed): Promise<void> {
  const wanted = seed.demoAccounts.filter((account) => (account.tags ?? []).length > 0);
  if (wanted.length === 0) return;
  const accounts = await usersByEmail(db, clientId);
  const tagged = new Set((await db.selectDistinct({ userId: userTags.userId }).from(userTags)).map((row) => row.userId));
  const tagIds = await tagIdsByKey(db, clientId);
  const rows = wanted.flatMap((account) => {
    const userId = accounts.get(account.email.toLowerCase());
    if (userId === undefined || tagged.has(userId)) return [];
    return (account.tags ?? []).flatMap((key) => (tagIds.has(key) ? [{ userId, tagId: tagIds.get(key)! }] : []));
  });
  if (rows.length > 0) await db.insert(userTags).values(rows).onConflictDoNothing();
}

async function linkContributors(db: Database, clientId: number, collection: DataCollectionSeed): Promise<void> {
  const accounts = await usersByEmail(db, clientId);
  const subjectIds = await subjectIdsByKey(db, clientId);
  const rows = collection.subjects.flatMap((subject) => {
    const subjectId = subjectIds.get(subject.key);
    if (subjectId === undefined) return [];
    return subject.contributors.flatMap((email) => {
      const userId = accounts.get(email.toLowerCase());
      return userId === undefined ? [] : [{ subjectId, userId }];
    });
  });
  if (rows.length > 0) await db.insert(subjectContributors).values(rows).onConflictDoNothing();
}

/**
 * The demo inputs as the inputs service would have stored them (tag keys and signature, search text,
 * author), each with its creation in the history; set-based, so thousands seed in well under a second.
 * Inputs naming a subject or a tag the client does not have are left out.
 */
export async function insertDemoInputs(db: Database, clientId: number, seeds: readonly InputSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  const subjectRows = await db
    .select({ id: subjects.id, key: subjects.key, fields: subjects.fields, tagDimensions: subjects.tagDimensions })
    .from(subjects)
    .where(eq(subjects.clientId, clientId));
  const subjectByKey = new Map(subjectRows.map((row) => [row.key, row]));
  const nodes = new Map(
    (await db.select({ key: tags.key, name: tags.name }).from(tags).where(eq(tags.clientId, clientId))).map((row) => [row.key, row]),
  );
  const accounts = await usersByEmail(db, clientId);

  const rows = seeds.flatMap((seed) => {
    const subject = subjectByKey.get(seed.subject);
    const tagNodes = Object.values(seed.tags).map((key) => nodes.get(key));
    if (!subject || tagNodes.some((node) => node === undefined)) return [];
    const values = storedValues(seed.values);
    const author = seed.by ? (accounts.get(seed.by.toLowerCase()) ?? null) : null;
    return [
      {
        clientId,
        subjectId: subject.id,
        period: seed.period,
        tags: seed.tags,
        tagKeys: tagKeysOf(seed.tags, subject.tagDimensions),
        tagSignature: tagSignatureOf(seed.tags),
        values,
        notApplicable: seed.notApplicable ?? {},
        state: seed.state,
        lockVersion: 0,
        justification: seed.justification ?? null,
        refusalReason: seed.refusalReason ?? null,
        searchText: searchTextOf(tagNodes as { key: string; name: { en: string; fr: string } }[], subject.fields, values),
        createdById: author,
        updatedById: author,
      },
    ];
  });

  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const created = await db
      .insert(inputs)
      .values(chunk)
      .returning({ id: inputs.id, subjectId: inputs.subjectId, period: inputs.period, tagSignature: inputs.tagSignature });
    // Matched back by what makes a live input unique, rather than trusting the order RETURNING answers in.
    const idOf = new Map(created.map((row) => [`${row.subjectId}|${row.period}|${row.tagSignature}`, row.id]));
    await db.insert(inputHistory).values(
      chunk.map((row) => ({
        inputId: idOf.get(`${row.subjectId}|${row.period}|${row.tagSignature}`)!,
        action: 'created' as const,
        fromState: null,
        toState: row.state,
        changes: changesBetween({ values: {}, notApplicable: {} }, { values: row.values, notApplicable: row.notApplicable }),
        justification: row.justification,
        refusalReason: row.refusalReason,
        lockVersion: 0,
        userId: row.createdById,
      })),
    );
  }
}

async function usersByEmail(db: Database, clientId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.clientId, clientId));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

async function subjectIdsByKey(db: Database, clientId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: subjects.id, key: subjects.key }).from(subjects).where(eq(subjects.clientId, clientId));
  return new Map(rows.map((row) => [row.key, row.id]));
}

async function tagIdsByKey(db: Database, clientId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: tags.id, key: tags.key }).from(tags).where(eq(tags.clientId, clientId));
  return new Map(rows.map((row) => [row.key, row.id]));
}
