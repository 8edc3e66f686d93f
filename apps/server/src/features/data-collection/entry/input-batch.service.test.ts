import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../platform/auth/actor.js';
import { actorForJob } from '../../../platform/auth/actor-of-user.service.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { historyOf, inputRow } from '../test-data-collection.seed.js';
import { inputHistory, inputs, insertInput, seedDataCollectionFixture, tagSignatureOf, type DataCollectionFixture } from '../test-fixtures.js';
import { openInputImport, type InputRowDraft } from './input-batch.service.js';

// The batch's plan and its one-statement write, below the import job: what each row becomes, what is
// written with which history, and the rows that lose a race between the plan and the write.

let t: TestApp;
let f: DataCollectionFixture;
let actor: Actor;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  actor = (await actorForJob(t.db, f.clientId, f.users.contributorA.id))!;
});
afterAll(() => t.close());

const draft = (row: number, fields: Partial<InputRowDraft>): InputRowDraft => ({ row, rowKey: null, period: null, tags: {}, values: {}, cellErrors: {}, ...fields });
const liveAt = async (subjectId: number, period: string, site: string) =>
  (await t.db.select().from(inputs).where(and(eq(inputs.subjectId, subjectId), eq(inputs.period, period), eq(inputs.tagSignature, tagSignatureOf({ t_org: site })))))[0];

describe('a batch of spreadsheet rows', () => {
  it('writes its creations and changes with their history, and reports the rows whose input changed since the plan', async () => {
    const drafted = await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a1', values: { emissions: 10 }, state: 'draft' });
    const submitted = await insertInput(t.db, f, { subject: f.twoLevel, period: '2022', tag: 't_site_a2', values: { emissions: 20 }, state: 'submitted' });
    const session = await openInputImport(t.db, actor, f.twoLevel.key);
    const plans = await session.plan(t.db, [
      draft(2, { period: '2021', tags: { t_org: 't_site_a1' }, values: { emissions: 5 }, justification: 'Metered' }),
      draft(3, { period: '2021', tags: { t_org: 't_site_a2' }, values: { emissions: 6 } }),
      draft(4, { rowKey: { inputId: drafted, lockVersion: 0 }, values: { emissions: 11 } }),
      // The same input again: the row before changes it first.
      draft(5, { rowKey: { inputId: drafted, lockVersion: 0 }, values: { emissions: 12 } }),
      draft(6, { rowKey: { inputId: submitted, lockVersion: 0 }, values: { emissions: 21 } }),
      draft(7, { period: '2022', tags: { t_org: 't_site_a1' }, values: { emissions: 1 } }),
    ]);
    expect(plans.map((plan) => [plan.row, plan.kind])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'update'],
      [5, 'update'],
      [6, 'update'],
      [7, 'error'],
    ]);
    expect(plans[5]).toMatchObject({ inputId: drafted, problems: [{ code: 'DUPLICATED', field: null }] });

    // Meanwhile someone enters site a2's 2021 figure and changes site a2's 2022 one.
    await insertInput(t.db, f, { subject: f.twoLevel, period: '2021', tag: 't_site_a2', values: { emissions: 60 }, state: 'draft' });
    await t.db.update(inputs).set({ values: { emissions: 22 }, lockVersion: 1 }).where(eq(inputs.id, submitted));

    const lost = await session.apply(
      t.db,
      plans.filter((plan) => plan.kind === 'create' || plan.kind === 'update'),
    );
    expect([...lost].sort()).toEqual([3, 5, 6]);

    const created = (await liveAt(f.twoLevel.id, '2021', 't_site_a1'))!;
    expect(created).toMatchObject({
      values: { emissions: 5 },
      state: 'submitted',
      lockVersion: 0,
      justification: 'Metered',
      tagKeys: ['t_site_a1'],
      createdById: actor.user.id,
      updatedById: actor.user.id,
    });
    expect(created.searchText).toContain('alpha north');
    expect((await historyOf(t.db, created.id)).map(({ action, fromState, toState, changes, justification, lockVersion, userId, impersonatorId }) => ({ action, fromState, toState, changes, justification, lockVersion, userId, impersonatorId }))).toEqual([
      { action: 'created', fromState: null, toState: 'submitted', changes: { emissions: { from: null, to: 5 } }, justification: 'Metered', lockVersion: 0, userId: actor.user.id, impersonatorId: null },
    ]);
    expect((await liveAt(f.twoLevel.id, '2021', 't_site_a2'))!.values).toEqual({ emissions: 60 });

    expect(await inputRow(t.db, drafted)).toMatchObject({ values: { emissions: 11 }, state: 'submitted', lockVersion: 1, refusalReason: null, updatedById: actor.user.id });
    expect((await historyOf(t.db, drafted)).map(({ action, fromState, toState, changes, lockVersion }) => ({ action, fromState, toState, changes, lockVersion }))).toEqual([
      { action: 'created', fromState: null, toState: 'draft', changes: {}, lockVersion: 0 },
      { action: 'submitted', fromState: 'draft', toState: 'submitted', changes: { emissions: { from: 10, to: 11 } }, lockVersion: 1 },
    ]);
    expect(await inputRow(t.db, submitted)).toMatchObject({ values: { emissions: 22 }, lockVersion: 1 });
    expect(await historyOf(t.db, submitted)).toHaveLength(1);
  });

  it('compares with last year’s approved values, and a file made from an older version with the values of that version', async () => {
    await insertInput(t.db, f, { subject: f.oneLevel, period: '2020', tag: 't_org_a', values: { production: 100 }, state: 'approved' });
    const older = await insertInput(t.db, f, { subject: f.oneLevel, period: '2022', tag: 't_org_a', values: { production: 50, exports: 5 }, state: 'draft' });
    // Since the file was made (version 0), someone changed the exports.
    await t.db.update(inputs).set({ values: { production: 50, exports: 6 }, lockVersion: 1 }).where(eq(inputs.id, older));
    await t.db.insert(inputHistory).values({ inputId: older, action: 'updated', fromState: 'draft', toState: 'draft', changes: { exports: { from: 5, to: 6 } }, lockVersion: 1, userId: actor.user.id });

    const session = await openInputImport(t.db, actor, f.oneLevel.key);
    const plans = await session.plan(t.db, [
      draft(2, { period: '2021', tags: { t_org: 't_org_a' }, values: { production: 300 } }),
      draft(3, { period: '2021', tags: { t_org: 't_org_b' }, values: { production: 300 } }),
      // The file's exports are the ones it was made with, its production is new: only the production changes.
      draft(4, { rowKey: { inputId: older, lockVersion: 0 }, values: { production: 55, exports: 5 } }),
      // Exports typed over a value changed meanwhile: a conflict.
      draft(5, { rowKey: { inputId: older, lockVersion: 0 }, values: { production: 50, exports: 7 } }),
    ]);
    expect(plans[0]).toMatchObject({ kind: 'error', problems: [{ code: 'VARIATION_EXCEEDED', field: 'production' }] });
    expect(plans[1]).toMatchObject({ kind: 'error', problems: [{ code: 'ACCESS_DENIED', field: null }] });
    expect(plans[2]).toMatchObject({ kind: 'update', changes: [{ field: 'production', old: 50, new: 55, kind: 'updated' }], conflicts: [] });
    expect(plans[3]).toMatchObject({ kind: 'unchanged', conflicts: [{ field: 'exports', old: 5, new: 7, server: 6, kind: 'conflict' }] });
  });
});
