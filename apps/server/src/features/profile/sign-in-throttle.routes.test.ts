import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/audit/audit.tables.js';
import { outbox } from '../../platform/mail/mail.tables.js';
import { attemptCounters } from '../../platform/limits/attempt-counters.tables.js';
import { users } from '../../platform/auth/auth.tables.js';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { HttpAgent } from '../../test/http-agent.js';
import {
  ALERT_AFTER_ACCOUNT_FAILURES,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  RECOVERY_REQUESTS_PER_IP,
  SLOW_DOWN_AFTER_ACCOUNT_FAILURES,
  SLOW_DOWN_STEP_MS,
  slowDownMs,
} from './sign-in-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agent = (ip: string) => HttpAgent.start(t.app, ip);
const WRONG = 'Wrong-Password9';

/** What a caller can see of an answer: status, code, message and the retry hint. */
async function attempt(ip: string, email: string, password: string) {
  const response = await (await agent(ip)).signIn(email, password);
  const body = response.json();
  return { status: response.statusCode, code: body.code, feedback: body.feedback, retryAfter: response.headers['retry-after'] !== undefined };
}

describe('failed sign-ins are throttled per account and address', () => {
  it("keeps a guesser out without keeping the rightful user out from another address", async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i += 1) {
      expect((await attempt('127.10.0.1', 'preapprover@example.org', WRONG)).status).toBe(401);
    }
    // The guesser's address is throttled for this account, even with the right password...
    const throttled = await attempt('127.10.0.1', 'preapprover@example.org', DEMO_PASSWORD);
    expect(throttled).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS', retryAfter: true });
    // ...while the rightful user signs in from theirs, and the guesser may still try other accounts.
    expect((await attempt('127.10.0.2', 'preapprover@example.org', DEMO_PASSWORD)).status).toBe(200);
    expect((await attempt('127.10.0.1', 'approver@example.org', DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles an address that keeps failing, whatever the accounts (password spraying)', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await attempt('127.11.0.1', `nobody${i}@example.org`, WRONG)).status).toBe(401);
    }
    expect(await attempt('127.11.0.1', 'approver@example.org', DEMO_PASSWORD)).toMatchObject({ status: 403, code: 'TOO_MANY_ATTEMPTS' });
    expect((await attempt('127.11.0.2', 'approver@example.org', DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers a known and an unknown email alike, attempt after attempt, and does the same work for both', async () => {
    const rowsBefore = await t.db.$count(attemptCounters);
    const answers = async (email: string, ip: string) => {
      const seen = [];
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS + 2; i += 1) seen.push(await attempt(ip, email, WRONG));
      return seen;
    };
    const since = new Date();
    const known = await answers('contributor@example.org', '127.12.0.1');
    const knownAudit = await t.db.$count(auditLogs, and(eq(auditLogs.ip, '127.12.0.1'), gt(auditLogs.createdAt, since)));
    const knownRows = (await t.db.$count(attemptCounters)) - rowsBefore;
    const unknown = await answers('no-such-user@example.org', '127.12.0.2');
    const unknownAudit = await t.db.$count(auditLogs, and(eq(auditLogs.ip, '127.12.0.2'), gt(auditLogs.createdAt, since)));
    const unknownRows = (await t.db.$count(attemptCounters)) - rowsBefore - knownRows;

    expect(unknown).toEqual(known);
    expect(known.map((answer) => answer.code)).toEqual([
      ...Array(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).fill('AUTHENTICATION_FAILED'),
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(unknownAudit).toBe(knownAudit);
    expect(unknownRows).toBe(knownRows);
  });

  it('tells a locked account so only to someone who gives its password', async () => {
    await t.db.update(users).set({ lockedUntil: new Date(Date.now() + 60_000) }).where(eq(users.email, 'approver@example.org'));
    try {
      const wrong = await attempt('127.13.0.1', 'approver@example.org', WRONG);
      const unknown = await attempt('127.13.0.2', 'nobody-locked@example.org', WRONG);
      expect(wrong).toEqual(unknown);
      expect(wrong.code).toBe('AUTHENTICATION_FAILED');
      expect(await attempt('127.13.0.3', 'approver@example.org', DEMO_PASSWORD)).toMatchObject({ status: 403, code: 'ACCOUNT_LOCKED' });
    } finally {
      await t.db.update(users).set({ lockedUntil: null }).where(eq(users.email, 'approver@example.org'));
    }
  });

  it("tells the account's owner by email, in their language, when it sees many failures, then slows every address down", async () => {
    const email = 'reader@example.org';
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.email, email));
    const mailsBefore = await t.db.$count(outbox, eq(outbox.recipient, email));
    // Spread over addresses, as a distributed guesser would: no pair reaches its own limit.
    for (let i = 0; i < ALERT_AFTER_ACCOUNT_FAILURES; i += 1) {
      expect((await attempt(`127.14.0.${i}`, email, WRONG)).code).toBe('AUTHENTICATION_FAILED');
    }
    await expect.poll(() => t.db.$count(outbox, eq(outbox.recipient, email))).toBe(mailsBefore + 1);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
    expect(mail!.subject).toBe('Échecs de connexion à votre compte');
    expect(mail!.body).toContain(`${ALERT_AFTER_ACCOUNT_FAILURES} tentatives`);
    expect(mail!.body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/profile\/password\/recover/);

    // From now on every attempt for this account waits, from any address, the right password included.
    const started = performance.now();
    expect((await attempt('127.14.1.1', email, DEMO_PASSWORD)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowDownMs(SLOW_DOWN_AFTER_ACCOUNT_FAILURES) - 20);
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.email, email));
  });
});

describe('attempts sent at once are throttled like attempts sent in turn', () => {
  const PARALLEL = 50;
  const realChecks = (ip: string, since: Date) =>
    t.db.$count(auditLogs, and(eq(auditLogs.ip, ip), gt(auditLogs.createdAt, since), inArray(auditLogs.action, ['sign_in.failure', 'sign_in.success'])));

  it(`lets only ${MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS} of ${PARALLEL} simultaneous wrong passwords reach a password check`, async () => {
    const ip = '127.20.0.1';
    const agents = await Promise.all(Array.from({ length: PARALLEL }, () => agent(ip)));
    const since = new Date();
    const answers = await Promise.all(agents.map((caller) => caller.signIn('contributor2@example.org', WRONG)));
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((code) => code === 'AUTHENTICATION_FAILED')).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(PARALLEL - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(await realChecks(ip, since)).toBe(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('gives the right password, hidden among simultaneous guesses, no more checks than the limit', async () => {
    const ip = '127.20.0.2';
    const agents = await Promise.all(Array.from({ length: PARALLEL }, () => agent(ip)));
    const since = new Date();
    const answers = await Promise.all(agents.map((caller, index) => caller.signIn('approver@example.org', index === PARALLEL - 1 ? DEMO_PASSWORD : WRONG)));
    const checked = answers.filter((answer) => answer.json().code !== 'TOO_MANY_ATTEMPTS');
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(await realChecks(ip, since)).toBe(checked.length);
  });

  it(`lets only ${MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS} of ${PARALLEL} simultaneous current-password guesses of a signed-in session through`, async () => {
    const ip = '127.20.0.3';
    const caller = await agent(ip);
    expect((await caller.signIn('preapprover@example.org', DEMO_PASSWORD)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => caller.post('/api/profile/password', { password: `${WRONG}${index}`, new_password: 'Another-Pass1' })),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((code) => code === 'INVALID_RECORD')).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(codes.filter((code) => code === 'TOO_MANY_ATTEMPTS')).toHaveLength(PARALLEL - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    // They count with sign-in's: the same address cannot sign in as that account either until the window ends.
    expect((await (await agent(ip)).signIn('preapprover@example.org', DEMO_PASSWORD)).json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`sends at most ${RECOVERY_REQUESTS_PER_IP} recovery mails for ${PARALLEL} simultaneous requests from one address`, async () => {
    const ip = '127.20.0.4';
    const agents = await Promise.all(Array.from({ length: PARALLEL }, () => agent(ip)));
    const mailsBefore = await t.db.$count(outbox, eq(outbox.recipient, 'contributor@example.org'));
    const answers = await Promise.all(agents.map((caller) => caller.post('/api/profile/password/recover', { email: 'contributor@example.org' })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(RECOVERY_REQUESTS_PER_IP);
    expect(answers.filter((answer) => answer.json().code === 'TOO_MANY_ATTEMPTS')).toHaveLength(PARALLEL - RECOVERY_REQUESTS_PER_IP);
    await expect.poll(() => t.db.$count(outbox, eq(outbox.recipient, 'contributor@example.org'))).toBe(mailsBefore + RECOVERY_REQUESTS_PER_IP);
  });
});

describe('slowDownMs', () => {
  it('holds nothing below the threshold, then grows by steps up to its ceiling', () => {
    expect(slowDownMs(0)).toBe(0);
    expect(slowDownMs(SLOW_DOWN_AFTER_ACCOUNT_FAILURES - 1)).toBe(0);
    expect(slowDownMs(SLOW_DOWN_AFTER_ACCOUNT_FAILURES)).toBe(SLOW_DOWN_STEP_MS);
    expect(slowDownMs(SLOW_DOWN_AFTER_ACCOUNT_FAILURES + 1)).toBe(2 * SLOW_DOWN_STEP_MS);
    expect(slowDownMs(10_000)).toBe(5000);
  });
});
