import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormValues } from '@platform/shared/dynamic-form/field-definition.schemas';
import { HttpAgent, type HttpAnswer } from '../../test/http-agent.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { questionnaireComments } from './questionnaires.tables.js';
import { API, APPROVER, COMPLETE_ANSWERS, CONTRIBUTOR, historyRows, insertQuestionnaire, insertTemplate, questionnaireRow, userIdOf } from './test/questionnaire-test-data.seed.js';

let t: TestApp;
let respondent: HttpAgent;
let reviewer: HttpAgent;
beforeAll(async () => {
  t = await createTestApp();
  [respondent, reviewer] = await Promise.all([signedIn(CONTRIBUTOR, '127.88.0.1'), signedIn(APPROVER, '127.88.0.2')]);
});
afterAll(() => t.close());

/** A caller over a real connection, as a browser is. */
async function signedIn(email: string, ip: string): Promise<HttpAgent> {
  const agent = await HttpAgent.start(t.app, ip);
  expect((await agent.signIn(email, DEMO_PASSWORD)).statusCode).toBe(200);
  return agent;
}

type Kind = 'save' | 'submit' | 'request_changes';
interface Outcome {
  kind: Kind;
  index: number;
  status: number;
  code?: string;
  details?: unknown;
  updatedAt?: string;
  answers?: FormValues;
}

const shuffled = <T>(items: T[]): T[] => {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
};

function outcomeOf(kind: Kind, index: number, response: HttpAnswer, answers?: FormValues): Outcome {
  const body = response.json();
  return response.statusCode === 200
    ? { kind, index, status: 200, updatedAt: body.questionnaire.updated_at, answers }
    : { kind, index, status: response.statusCode, code: body.code, details: body.details };
}

async function readStamp(id: number): Promise<string> {
  const response = await respondent.get(`${API}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().questionnaire.updated_at;
}

describe('100 concurrent saves, submits and requests for changes on one questionnaire', () => {
  it('end with one winner per version: stale saves 409, moves the state no longer allows 422, nothing lost, one history entry per success', async () => {
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    const id = await insertQuestionnaire(t, await insertTemplate(t), { ownerId, answers: COMPLETE_ANSWERS });
    const stamp = await readStamp(id);
    const kinds: Kind[] = shuffled(Array.from({ length: 100 }, (_, index) => (index < 50 ? 'save' : index < 75 ? 'submit' : 'request_changes')));

    const outcomes = await Promise.all(
      kinds.map(async (kind, index): Promise<Outcome> => {
        if (kind === 'save') {
          const answers = { ...COMPLETE_ANSWERS, headcount: 1000 + index };
          return outcomeOf(kind, index, await respondent.put(`${API}/${id}`, { answers, updated_at: stamp }), answers);
        }
        if (kind === 'submit') return outcomeOf(kind, index, await respondent.put(`${API}/${id}/submit`));
        return outcomeOf(kind, index, await reviewer.put(`${API}/approval/${id}/request_changes`, { comment: `Request ${index}`, field_ids: ['headcount'] }));
      }),
    );

    const won = outcomes.filter((outcome) => outcome.status === 200);
    const savesWon = won.filter((outcome) => outcome.kind === 'save');
    expect(savesWon.length).toBeLessThanOrEqual(1);
    expect(won.length).toBeGreaterThan(0);
    for (const lost of outcomes.filter((outcome) => outcome.status !== 200)) {
      // A save carries the version it was read at (refused once the questionnaire is submitted, or changed since); a
      // move is refused by the state it finds.
      if (lost.kind === 'save') expect([409, 422]).toContain(lost.status);
      if (lost.kind === 'save' && lost.status === 409) expect(lost).toMatchObject({ code: 'STATE_CHANGED' });
      else if (lost.kind === 'save') expect(lost).toMatchObject({ code: 'INVALID_RECORD', details: { base: [{ error: 'READ_ONLY', state: 'submitted' }] } });
      else expect(lost).toMatchObject({ status: 422, code: 'INVALID_RECORD', details: { event: [{ error: 'INVALID_TRANSITION' }] } });
    }
    // Every success made a version of its own.
    expect(new Set(won.map((outcome) => outcome.updatedAt)).size).toBe(won.length);

    const row = await questionnaireRow(t.db, id);
    const winningSave = savesWon[0];
    expect(row.answers).toEqual(winningSave ? winningSave.answers : COMPLETE_ANSWERS);
    expect(row.updatedAt.toISOString()).toBe([...won.map((outcome) => outcome.updatedAt!)].sort().at(-1));

    // The history tells the successes, each leaving from where the one before arrived.
    const history = await historyRows(t.db, id);
    const counted = (action: string) => history.filter((entry) => entry.action === action).length;
    expect(history).toHaveLength(won.length);
    expect(counted('answered')).toBe(savesWon.length);
    expect(counted('submit')).toBe(won.filter((outcome) => outcome.kind === 'submit').length);
    expect(counted('request_changes')).toBe(won.filter((outcome) => outcome.kind === 'request_changes').length);
    let state = 'in_progress';
    for (const entry of history) {
      expect(entry.fromState).toBe(state);
      state = entry.toState!;
    }
    expect(row.state).toBe(state);
    if (winningSave) expect(history.find((entry) => entry.action === 'answered')!.changes).toEqual({ headcount: { from: COMPLETE_ANSWERS.headcount, to: winningSave.answers!.headcount } });
    // Each request taken left its comment in the question's thread, and none of the refused ones did.
    const comments = await t.db
      .select()
      .from(questionnaireComments)
      .where(and(eq(questionnaireComments.questionnaireId, id), eq(questionnaireComments.changeRequest, true)));
    expect(comments.map((comment) => comment.body).sort()).toEqual(
      won
        .filter((outcome) => outcome.kind === 'request_changes')
        .map((outcome) => `Request ${outcome.index}`)
        .sort(),
    );
  });

  it('100 saves of one read: one is taken, 99 are answered STATE_CHANGED, and the answers are the winner’s', async () => {
    const ownerId = await userIdOf(t.db, CONTRIBUTOR);
    const id = await insertQuestionnaire(t, await insertTemplate(t), { ownerId, answers: COMPLETE_ANSWERS });
    const stamp = await readStamp(id);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const answers = { ...COMPLETE_ANSWERS, headcount: index, programmes: `Save ${index}` };
        return outcomeOf('save', index, await respondent.put(`${API}/${id}`, { answers, updated_at: stamp }), answers);
      }),
    );
    const won = outcomes.filter((outcome) => outcome.status === 200);
    expect(won).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 409 && outcome.code === 'STATE_CHANGED')).toHaveLength(99);
    const row = await questionnaireRow(t.db, id);
    expect(row.answers).toEqual(won[0]!.answers);
    expect(row.updatedAt.toISOString()).toBe(won[0]!.updatedAt);
    expect((await historyRows(t.db, id)).map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'answered',
        {
          headcount: { from: COMPLETE_ANSWERS.headcount, to: won[0]!.answers!.headcount },
          programmes: { from: COMPLETE_ANSWERS.programmes, to: won[0]!.answers!.programmes },
        },
      ],
    ]);
  });
});
