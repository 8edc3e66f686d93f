import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { TestAgent } from '../../test/test-agent.js';
import { API, type DataCollectionFixture, historyOf, inputRow, insertInput, seedDataCollectionFixture, signedInAs } from './test-data-collection.seed.js';

let t: TestApp;
let f: DataCollectionFixture;
let contributor: TestAgent;
let approver: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  f = await seedDataCollectionFixture(t.db);
  [contributor, approver] = await Promise.all([signedInAs(t, f, 'contributorA'), signedInAs(t, f, 'approver')]);
});
afterAll(() => t.close());

const subject = `${API}/subjects/t_one`;
type Kind = 'approve' | 'refuse' | 'edit';

/** One request of the race and what it was answered: the new state when it won, else the code it lost with. */
async function send(kind: Kind, id: number, lockVersion: number, round: number): Promise<{ id: number; kind: Kind; won: boolean; code?: string }> {
  if (kind === 'edit') {
    const response = await contributor.put(`${subject}/inputs/${id}`, { lock_version: lockVersion, values: { production: 1, comment: `round ${round}` } });
    return { id, kind, won: response.statusCode === 200, code: response.statusCode === 200 ? undefined : `${response.statusCode} ${response.json().code}` };
  }
  const body = kind === 'approve' ? { ids: [id], lock_versions: [lockVersion] } : { ids: [id], lock_versions: [lockVersion], reason: 'Not consistent' };
  const response = await approver.put(`${subject}/inputs/${kind}`, body);
  expect(response.statusCode).toBe(200);
  const [result] = response.json().results;
  return { id, kind, won: 'state' in result, code: result.code };
}

describe('200 concurrent approve, refuse and edit requests on the same inputs', () => {
  it('end with one winner per input version; every loser is answered STATE_CHANGED; one history row per success', async () => {
    // Years two apart: no input's previous year is another's, so no variation rule can interfere.
    const ids = await Promise.all(
      ['2030', '2032', '2034', '2036', '2038'].map((period) =>
        insertInput(t.db, f, { subject: f.oneLevel, period, tag: 't_org_a', values: { production: 1 }, state: 'submitted' }),
      ),
    );
    const kinds: Kind[] = ['approve', 'refuse', 'edit'];
    const requests = Array.from({ length: 200 }, (_, index) => ({ kind: kinds[index % 3]!, id: ids[index % ids.length]! }));
    // Shuffled, so no kind always comes first.
    for (let index = requests.length - 1; index > 0; index -= 1) {
      const other = Math.floor(Math.random() * (index + 1));
      [requests[index], requests[other]] = [requests[other]!, requests[index]!];
    }
    const answers = await Promise.all(requests.map((request) => send(request.kind, request.id, 0, 1)));

    for (const id of ids) {
      const mine = answers.filter((answer) => answer.id === id);
      const winners = mine.filter((answer) => answer.won);
      expect(winners, `input ${id}`).toHaveLength(1);
      for (const loser of mine.filter((answer) => !answer.won)) {
        expect(loser.code, `${loser.kind} on input ${id}`).toBe(loser.kind === 'edit' ? '409 STATE_CHANGED' : 'STATE_CHANGED');
      }
      const row = await inputRow(t.db, id);
      const expectedState = { approve: 'approved', refuse: 'refused', edit: 'submitted' }[winners[0]!.kind];
      expect(row).toMatchObject({ lockVersion: 1, state: expectedState });
      const history = await historyOf(t.db, id);
      expect(history.map((entry) => [entry.action, entry.lockVersion])).toEqual([
        ['created', 0],
        [{ approve: 'approved', refuse: 'refused', edit: 'updated' }[winners[0]!.kind], 1],
      ]);
    }
  });
});
