import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { TestAgent } from '../../../test/test-agent.js';
import { API, type DataCollectionFixture, historyOf, inputRow, insertInput, seedDataCollectionFixture, signedInAs } from '../test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let contributorA: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  [contributorA, approver] = await Promise.all([signedInAs(t, f, 'contributorA'), signedInAs(t, f, 'approver')]);
});
afterAll(() => t.close());

const one = `${API}/subjects/t_one`;
const two = `${API}/subjects/t_two`;
const input = (subject: { id: number }, period: string, tag: string, state: Parameters<typeof insertInput>[2]['state'], lockVersion = 0) =>
  insertInput(t.db, f, { subject, period, tag, values: subject === f.oneLevel ? { production: 1 } : { emissions: 1 }, state, lockVersion });

describe('DELETE /subjects/{key}/inputs', () => {
  it('marks editable inputs deleted with a result per id and a history row; a new input can then take their place', async () => {
    const target = await input(f.twoLevel, '2016', 't_site_a2', 'submitted');
    const approved = await input(f.oneLevel, '2016', 't_org_a', 'approved');
    const theirs = await input(f.twoLevel, '2016', 't_site_b1', 'draft');
    const response = await contributorA.request('DELETE', `${two}/inputs`, { ids: [target, theirs, 424242] });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: target, deleted: true },
      { id: theirs, code: 'NOT_FOUND' },
      { id: 424242, code: 'NOT_FOUND' },
    ]);
    const frozen = await contributorA.request('DELETE', `${one}/inputs`, { ids: [approved] });
    expect(frozen.json().results).toEqual([{ id: approved, code: 'READ_ONLY' }]);

    const row = await inputRow(t.db, target);
    expect(row.deletedAt).not.toBeNull();
    expect((await historyOf(t.db, target)).at(-1)).toMatchObject({ action: 'deleted', userId: f.users.contributorA.id });
    expect((await contributorA.get(`${two}/inputs/${target}`)).statusCode).toBe(404);
    expect(await input(f.twoLevel, '2016', 't_site_a2', 'draft')).toBeGreaterThan(target);
  });

  it('is refused to an approver', async () => {
    const id = await input(f.oneLevel, '2017', 't_org_a', 'submitted');
    expect((await approver.request('DELETE', `${one}/inputs`, { ids: [id] })).statusCode).toBe(403);
  });
});
