import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_DOCS_PREFIX } from '../../platform/http/request-context.js';
import { findClientByName } from '../../platform/tenancy/client-row.service.js';
import { multipartBody } from '../multipart.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { SAMPLES } from '../zip-fixture.js';
import { CALLERS, openActors, type CallerName, type MatrixActor } from './actors.js';
import { loadFixture, THROWAWAYS, type Fixture } from './matrix-fixture.js';
import type { ProbeValues, Row } from './matrix-rows.js';
import { describeAnswer, outcomeOf } from './outcomes.js';
import { OTHER_CLIENT_RECORDS, PERMISSION_MATRIX } from './permission-matrix.js';

// The real app on a fresh seeded database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), every
// caller (the columns and the single-right callers) signed in once; each row's call is sent by every caller at once.
let t: TestApp;
let actors: Record<CallerName, MatrixActor>;
let fixture: Fixture;
let filesDir: string;
let stagingDir: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'matrix-files-'));
  stagingDir = await mkdtemp(path.join(tmpdir(), 'matrix-staging-'));
  vi.stubEnv('TMPDIR', stagingDir);
  t = await createTestApp({ overrides: { filesDir } });
  const client = await findClientByName(t.db, t.config.clientName);
  actors = await openActors(t, client!.id);
  fixture = await loadFixture(t, client!.id, actors);
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  await rm(filesDir, { recursive: true, force: true });
  await rm(stagingDir, { recursive: true, force: true });
});

/** Every API route the app registered (its documentation aside), as `METHOD /path`. */
function registeredRoutes(): string[] {
  return t.app.routeTable
    .filter((route: RouteOptions) => route.url.startsWith('/api/') && !route.url.startsWith(API_DOCS_PREFIX))
    .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD' && method !== 'OPTIONS').map((method) => `${method} ${route.url}`));
}

/** `$name` is a fixture record (or the caller's throwaway); anything else is itself. */
function resolve(value: string | number, values: ProbeValues): string {
  if (typeof value === 'number' || !value.startsWith('$')) return String(value);
  const name = value.slice(1) as keyof ProbeValues;
  if (values[name] === undefined) throw new Error(`The fixture has no ${name}`);
  return String(values[name]);
}

/** Sends the row's call as one caller; answers the outcome, with the answer itself when the row expected another. */
async function outcomeFor(row: Row, caller: MatrixActor): Promise<string> {
  const { probe } = row;
  const [method, pattern] = row.route.split(' ') as [string, string];
  const values: ProbeValues = { ...fixture, throwaway: probe.throwaway ? await THROWAWAYS[probe.throwaway]({ t, actors, f: fixture, caller }) : '' };
  const pathname = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = probe.params?.[name];
    if (value === undefined) throw new Error(`${row.route}: the probe gives no value for :${name}`);
    return encodeURIComponent(resolve(value, values));
  });
  const query = probe.query?.replace(/\$\w+/g, (token) => encodeURIComponent(resolve(token, values)));
  const url = query ? `${pathname}?${query}` : pathname;
  const agent = probe.freshSession ? await caller.freshAgent() : caller.agent;
  let body = typeof probe.body === 'function' ? probe.body(values) : probe.body;
  const headers: Record<string, string> = {};
  if (probe.upload) {
    const file = probe.upload === true ? { field: 'upload', filename: 'matrix.png', data: SAMPLES.png } : probe.upload;
    const upload = multipartBody([{ name: file.field, filename: file.filename, data: file.data }]);
    body = upload.body;
    headers['content-type'] = upload.contentType;
  }
  const response = await agent.request(method as 'GET', url, body, headers);
  const outcome = outcomeOf(response, probe.passes ?? '2xx');
  return outcome === row.expected[caller.name] ? outcome : `${outcome} (${describeAnswer(response)})`;
}

describe('the permission matrix', () => {
  it('has one row for every registered API route, and no row for a route that is not registered', () => {
    const registered = registeredRoutes();
    const rows = PERMISSION_MATRIX.map((row) => row.route);
    expect(registered.length).toBeGreaterThan(10);
    expect(registered.filter((route) => !rows.includes(route)), 'registered routes without a row').toEqual([]);
    expect(rows.filter((route) => !registered.includes(route)), 'rows naming no registered route').toEqual([]);
    expect(rows.filter((route, index) => rows.indexOf(route) !== index), 'routes with two rows').toEqual([]);
  });

  it.each(PERMISSION_MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const answers = await Promise.all(CALLERS.map(async (name) => [name, await outcomeFor(row, actors[name])] as const));
    const unexpected = answers.filter(([name, got]) => got !== row.expected[name]).map(([name, got]) => `${name}: expected ${row.expected[name]}, got ${got}`);
    expect(unexpected, row.route).toEqual([]);
  });

  it.each(OTHER_CLIENT_RECORDS.map((item) => [item.route, item] as const))("%s with another client's record", async (route, { probe }) => {
    expect(registeredRoutes(), 'a registered route').toContain(route);
    const row: Row = { route, probe, expected: Object.fromEntries(CALLERS.map((name) => [name, 'notFound'])) as Row['expected'] };
    const callers = [actors.admin, actors.superAdmin];
    const answers = await Promise.all(callers.map(async (caller) => `${caller.name}: ${await outcomeFor(row, caller)}`));
    expect(answers).toEqual(callers.map((caller) => `${caller.name}: notFound`));
  });
});
