import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';
import { rawRequest, type RawResponse } from '../../test/raw-http.js';
import { TestAgent } from '../../test/test-agent.js';
import { isDatabaseInputError, registerErrorHandling } from '../errors/error-handler.js';
import { MAX_INPUT_DEPTH } from './reject-unsafe-text.js';
import {
  deeplyNested,
  describeValue,
  type Hostile,
  HOSTILE_BODIES,
  HOSTILE_WIRE_VALUES,
  RAW_HOSTILE_BODIES,
  hostileBodyValues,
  type JsonSchema,
  MORE_HOSTILE_WIRE_VALUES,
  percentEncode,
  placesOf,
  plausibleValue,
  replaceAt,
  sample,
  seededRandom,
} from './fuzz-inputs.js';

// Every operation of the OpenAPI document, called over a real connection by a visitor, an administrator
// and a super administrator with hostile values in one place at a time (NUL bytes, lone surrogates,
// integers beyond any id, 1 MB strings, nesting 1,000 deep, wrong types, bodies no parser should take):
// no answer may be a 5xx, and what no route may take in is refused with a 4xx in the error envelope.
// Requests are drawn from a seeded generator, so a run is repeated exactly.
/** The run's seed; FUZZ_SEED tries another draw of the same kinds of input. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_601);
/** Body places spoiled per operation and caller (picked with the seed when a body has more). */
const BODY_PLACES = 12;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An id no seeded record has, still inside PostgreSQL's integer: what deletions are aimed at, so none removes a record. */
const MISSING_ID = 2_000_000_000;

interface Operation {
  method: string;
  /** The document's path, `{name}` parameters and all. */
  path: string;
  parameters: { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

interface Caller {
  name: string;
  email: string | null;
  cookie: string;
  csrfToken: string;
}

interface Fixtures {
  userId: number;
  roleId: number;
  subjectKey: string;
  inputId: number;
  inputLockVersion: number;
  indicatorKey: string;
  annotationId: number;
  tagId: number;
  tagKey: string;
  contributorId: number;
  sectionKey: string;
}

let t: TestApp;
let port: number;
let operations: Operation[];
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const document = JSON.parse((await rawRequest(port, { method: 'GET', target: '/api/docs/json' })).body) as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'head' && method !== 'options')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      })),
  );
  fixtures = await loadFixtures();
});
afterAll(() => t.close());

async function firstRow<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  if (!result.rows[0]) throw new Error('The seed lacks a record the fuzz test aims at');
  return result.rows[0];
}

/** Seeded records the requests aim at, so that a hostile value in one place meets real records in the others. */
async function loadFixtures(): Promise<Fixtures> {
  const user = await firstRow<{ id: number }>(sql`select id from users where email = 'reader@example.org'`);
  const role = await firstRow<{ id: number }>(sql`select id from roles where name = 'Pre-approver'`);
  const input = await firstRow<{ id: number; key: string; lock_version: number }>(
    sql`select inputs.id, subjects.key, inputs.lock_version from inputs join subjects on subjects.id = inputs.subject_id where inputs.deleted_at is null order by inputs.id limit 1`,
  );
  // The seed writes no annotation: one is made the way the back-office makes it.
  const indicator = await firstRow<{ key: string }>(sql`select key from indicators order by id limit 1`);
  const administrator = await new TestAgent(t.app, { ip: '10.77.255.1' }).start();
  await administrator.signIn('admin@example.org', DEMO_PASSWORD);
  const created = await administrator.post(`/api/services/indicators/${indicator.key}/annotations`, {
    annotation: { period: '2024', text: { en: '<p>Fuzz</p>', fr: '<p>Fuzz</p>' } },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(`No annotation to aim at: ${created.body}`);
  const annotation = { id: (created.json() as { annotation: { id: number } }).annotation.id, key: indicator.key };
  const tag = await firstRow<{ id: number; key: string }>(sql`select id, key from tags where parent_id is not null order by id limit 1`);
  const contributor = await firstRow<{ id: number }>(sql`select id from users where email = 'contributor@example.org'`);
  const section = await firstRow<{ key: string }>(sql`select key from sections order by id limit 1`);
  return {
    userId: Number(user.id),
    roleId: Number(role.id),
    subjectKey: input.key,
    inputId: Number(input.id),
    inputLockVersion: Number(input.lock_version),
    indicatorKey: annotation.key,
    annotationId: Number(annotation.id),
    tagId: Number(tag.id),
    tagKey: tag.key,
    contributorId: Number(contributor.id),
    sectionKey: section.key,
  };
}

/** The value of a path parameter that names a seeded record (deletions aim at none), else a plausible one. */
function pathValue(operation: Operation, name: string, schema: JsonSchema): string {
  const before = operation.path.slice(0, operation.path.indexOf(`{${name}}`));
  const deleting = operation.method === 'DELETE';
  if (name === 'key' && before.endsWith('/subjects/')) return fixtures.subjectKey;
  if (name === 'key' && before.endsWith('/indicators/')) return fixtures.indicatorKey;
  if (name === 'id') {
    if (deleting) return String(MISSING_ID);
    if (before.endsWith('/users/')) return String(fixtures.userId);
    if (before.endsWith('/roles/')) return String(fixtures.roleId);
    if (before.endsWith('/inputs/')) return String(fixtures.inputId);
    if (before.endsWith('/annotations/')) return String(fixtures.annotationId);
    if (before.endsWith('/tags/')) return String(fixtures.tagId);
  }
  return String(plausibleValue(schema));
}

let made = 0;
/**
 * A plausible body whose references name seeded records (deletions aim at none) and whose names and
 * addresses are new, so that it passes the services' own checks and a hostile value in one place is
 * carried as far as it can go.
 */
function plausibleBody(operation: Operation): unknown {
  const deleting = operation.method === 'DELETE';
  const suffix = ++made;
  const fill = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(fill);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([name, item]): [string, unknown] => {
      if (name === 'ids') return [name, [deleting ? MISSING_ID : fixtures.inputId]];
      if (name === 'lock_versions') return [name, [fixtures.inputLockVersion]];
      if (name === 'tag_keys') return [name, [fixtures.tagKey]];
      if (name === 'user_ids' || name === 'contributor_ids') return [name, [fixtures.contributorId]];
      if (name === 'role_ids') return [name, [fixtures.roleId]];
      if (name === 'section_key') return [name, fixtures.sectionKey];
      if (name === 'decimal_delimiter') return [name, { admin: { en: '.', fr: ',' } }];
      if (name === 'thousands_delimiter') return [name, { admin: { en: ',', fr: ' ' } }];
      if (name === 'end_of_time') return [name, '2100-12-31'];
      if (name === 'email' && typeof item === 'string') return [name, `fuzz${suffix}@example.org`];
      if (name === 'name' && typeof item === 'string') return [name, `Fuzz ${suffix}`];
      return [name, fill(item)];
    });
    const filled = Object.fromEntries(entries);
    // A localized rich text left empty (both locales null) is given some.
    return 'en' in filled && 'fr' in filled && filled.en === null && filled.fr === null ? { en: '<p>Fuzz</p>', fr: '<p>Fuzz</p>' } : filled;
  };
  return fill(plausibleValue(operation.body));
}

interface FuzzRequest {
  /** Where the hostile value went and what it was, for the failure message. */
  label: string;
  /** The answer must be a refusal (4xx in the envelope). */
  mustRefuse: boolean;
  target: string;
  body?: unknown;
  /** A body sent as written, with its content type (instead of `body` as JSON). */
  raw?: { text: string; contentType: string };
}

function encodeQuery(query: [string, unknown][]): string {
  const parts = query.flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item) => `${percentEncode(name)}=${percentEncode(String(item))}`) : [`${percentEncode(name)}=${percentEncode(String(value))}`],
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The requests one caller sends to one operation: a plausible one, then one hostile value at a time. */
function requestsFor(operation: Operation, random: () => number): FuzzRequest[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValues = new Map(pathParameters.map((parameter) => [parameter.name, pathValue(operation, parameter.name, parameter.schema)]));
  const baseQuery: [string, unknown][] = queryParameters
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.schema.type === 'array' ? `${parameter.name}[]` : parameter.name, plausibleValue(parameter.schema)]);
  const body = operation.body ? plausibleBody(operation) : undefined;

  const target = (paths: Map<string, string>, query: [string, unknown][]) =>
    operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => percentEncode(paths.get(name)!)) + encodeQuery(query);
  const requests: FuzzRequest[] = [{ label: 'plausible request', mustRefuse: false, target: target(pathValues, baseQuery), body }];
  const spoilt = (label: string, hostile: Hostile) => ({ label: `${label} = ${describeValue(hostile.value)} (${hostile.name})`, mustRefuse: hostile.mustRefuse === true });

  for (const parameter of pathParameters) {
    for (const hostile of [...HOSTILE_WIRE_VALUES, ...sample(MORE_HOSTILE_WIRE_VALUES, 2, random)]) {
      if (Array.isArray(hostile.value)) continue;
      const spoiled = new Map(pathValues).set(parameter.name, String(hostile.value));
      requests.push({ ...spoilt(`path ${parameter.name}`, hostile), target: target(spoiled, baseQuery), body });
    }
  }
  for (const parameter of queryParameters) {
    const name = parameter.schema.type === 'array' ? `${parameter.name}[]` : parameter.name;
    for (const hostile of [...HOSTILE_WIRE_VALUES, ...sample(MORE_HOSTILE_WIRE_VALUES, 2, random)]) {
      const query = [...baseQuery.filter(([key]) => key !== name), [name, hostile.value] as [string, unknown]];
      requests.push({ ...spoilt(`query ${name}`, hostile), target: target(pathValues, query), body });
    }
  }
  if (operation.body) {
    for (const place of sample(placesOf(operation.body, body), BODY_PLACES, random)) {
      for (const hostile of hostileBodyValues(place.kind, random)) {
        requests.push({ ...spoilt(`body.${place.path.join('.')}`, hostile), target: target(pathValues, baseQuery), body: replaceAt(body, place.path, hostile.value) });
      }
    }
  }
  // Operations that read no body are sent hostile ones all the same: the parser and the hooks see them first.
  for (const hostile of operation.body ? HOSTILE_BODIES : UNSAFE.has(operation.method) ? HOSTILE_BODIES.slice(0, 1) : []) {
    requests.push({ ...spoilt('body', hostile), target: target(pathValues, baseQuery), body: hostile.value });
  }
  // And bodies no value stringifies to, once per operation that may read one.
  if (UNSAFE.has(operation.method)) {
    const raw = RAW_HOSTILE_BODIES[Math.floor(random() * RAW_HOSTILE_BODIES.length)]!;
    requests.push({ label: `body: ${raw.name}`, mustRefuse: true, target: target(pathValues, baseQuery), raw: { text: raw.text, contentType: 'application/json' } });
  }
  return requests;
}

async function send(caller: Caller, method: string, request: FuzzRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { cookie: caller.cookie };
  if (UNSAFE.has(method) && caller.csrfToken) headers['x-csrf-token'] = caller.csrfToken;
  const body = request.raw?.text ?? (request.body !== undefined && UNSAFE.has(method) ? JSON.stringify(request.body) : undefined);
  if (body !== undefined) headers['content-type'] = request.raw?.contentType ?? 'application/json';
  const answer = rawRequest(port, { method, target: request.target, headers, ...(body === undefined ? {} : { body }) });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 20 s')), 20_000);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let signIns = 0;
/** A fresh session for the caller (a new address each time, so no sign-in limit is reached). */
async function startSession(name: string, email: string | null): Promise<Caller> {
  signIns++;
  const ip = `10.77.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}`;
  const agent = await new TestAgent(t.app, { ip }).start();
  if (email) {
    const response = await agent.signIn(email, DEMO_PASSWORD);
    if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  }
  return { name, email, cookie: [...agent.cookies].map(([key, value]) => `${key}=${value}`).join('; '), csrfToken: agent.csrfToken };
}

/** The caller's session when it still is theirs, else a new one: a request may have signed out or switched it. */
async function keepSession(caller: Caller): Promise<Caller> {
  if (!caller.email) return caller;
  const response = await rawRequest(port, { method: 'GET', target: '/api/profile', headers: { cookie: caller.cookie } });
  const profile = response.status === 200 ? (JSON.parse(response.body) as { profile: { email: string; impersonated_by: string | null } | null }).profile : null;
  if (profile?.email === caller.email && !profile.impersonated_by) return caller;
  return startSession(caller.name, caller.email);
}

function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown; feedback?: unknown };
    return typeof parsed.code === 'string' && typeof parsed.feedback === 'string';
  } catch {
    return false;
  }
}

/** The callers every operation is tried by: a visitor (with a session and its CSRF token), an administrator, a super administrator. */
const CALLERS: [name: string, email: string | null][] = [
  ['visitor', null],
  ['administrator', 'admin@example.org'],
  ['super administrator', 'super@example.org'],
];

const filePart = (disposition: string, data = 'fuzz') => `content-disposition: form-data; name="upload"; ${disposition}\r\ncontent-type: application/pdf\r\n\r\n${data}`;
const tokenPart = (token: string) => `content-disposition: form-data; name="authenticity_token"\r\n\r\n${token}`;

/** Multipart bodies of an upload: a name, a field or a token no one may send; with the CSRF token in the header or only in the body. */
const HOSTILE_MULTIPART: [label: string, parts: (token: string) => string[], withHeaderToken: boolean][] = [
  ['a file name with a NUL byte', () => [filePart('filename="fu\u0000zz.pdf"')], true],
  ['a file name whose UTF-8 escape is a lone surrogate', () => [filePart("filename*=UTF-8''%ED%A0%80.pdf")], true],
  ['a file name of 1,000 characters', () => [filePart(`filename="${'x'.repeat(1000)}.pdf"`)], true],
  ['a field name with a NUL byte', () => [filePart('filename="fuzz.pdf"').replace('name="upload"', 'name="up\u0000load"')], true],
  ['a text field where the file goes, with a NUL byte', () => ['content-disposition: form-data; name="upload"\r\n\r\nfu\u0000zz'], true],
  ['the token field with a NUL byte', (token) => [tokenPart(`${token}\u0000`), filePart('filename="fuzz.pdf"')], false],
  ['the token field with a lone surrogate escape', () => [tokenPart('%ED%A0%80'), filePart('filename="fuzz.pdf"')], false],
];

/** What is wrong with the answer to a request, or null: a 5xx, or a success (or a bare answer) where a refusal was due. */
function check(where: string, request: FuzzRequest, response: RawResponse): string | null {
  if (response.status >= 500) return `${where}: ${response.status} ${response.body.slice(0, 200)}`;
  const api = request.target.startsWith('/api/');
  if (request.mustRefuse && api && (response.status < 400 || !isEnvelope(response.body))) return `${where}: not refused in the envelope (${response.status} ${response.body.slice(0, 120)})`;
  return null;
}

describe('every operation of the API document, sent hostile input', () => {
  it('never answers 5xx, and refuses what no route may take in with a 4xx in the error envelope', { timeout: 170_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let sent = 0;
    for (const [name, email] of CALLERS) {
      let caller = await startSession(name, email);
      for (const operation of operations) {
        for (const request of requestsFor(operation, random)) {
          const failure = check(`${operation.method} ${operation.path} as ${caller.name}, ${request.label}`, request, await send(caller, operation.method, request));
          if (failure) failures.push(failure);
          sent++;
        }
        caller = await keepSession(caller);
      }
    }
    expect(sent).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  });

  it('refuses hostile names and fields in the uploads\' multipart bodies with a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    for (const [name, email] of CALLERS) {
      const caller = await startSession(name, email);
      for (const path of ['/api/ckeditor/attachment_files', '/api/ckeditor/pictures']) {
        for (const [label, parts, withHeaderToken] of HOSTILE_MULTIPART) {
          const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
          const text = `${parts(caller.csrfToken).map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`;
          const request: FuzzRequest = { label, mustRefuse: true, target: path, raw: { text, contentType: `multipart/form-data; boundary=${boundary}` } };
          const failure = check(`POST ${path} as ${caller.name}, ${label}`, request, await send(withHeaderToken ? caller : { ...caller, csrfToken: '' }, 'POST', request));
          if (failure) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('what the refusals say', () => {
  const refusal = async (caller: Caller, method: string, target: string, body?: unknown) => {
    const response = await send(caller, method, { label: '', mustRefuse: true, target, body });
    return { status: response.status, ...(JSON.parse(response.body) as { code: string; details?: Record<string, unknown> }) };
  };

  it('names the field of unsafe text, an id beyond the integer column, or nesting too deep, in a 422 INVALID_RECORD', async () => {
    const visitor = await startSession('visitor', null);
    const admin = await startSession('administrator', 'admin@example.org');
    const invalid = [{ error: 'INVALID' }];
    expect(await refusal(visitor, 'POST', '/api/error', { message: 'boom', url: 'https://example.org/\u0000' })).toMatchObject({ status: 422, code: 'INVALID_RECORD', details: { url: invalid } });
    expect(await refusal(visitor, 'POST', '/api/profile/sign_in', { email: '\ud800@example.org', password: 'x' })).toMatchObject({ status: 422, details: { email: invalid } });
    expect(await refusal(visitor, 'GET', '/api/search?q=%ED%A0%80')).toMatchObject({ status: 422, details: { q: invalid } });
    expect(await refusal(admin, 'GET', '/api/users?q=fu%00zz')).toMatchObject({ status: 422, details: { q: invalid } });
    expect(await refusal(admin, 'GET', '/api/users/99999999999')).toMatchObject({ status: 422, code: 'INVALID_RECORD', details: { id: [{ error: 'TOO_BIG' }] } });
    expect(await refusal(admin, 'GET', '/api/files/fu%00zz')).toMatchObject({ status: 422, details: { oid: invalid } });
    expect(
      await refusal(admin, 'PUT', `/api/services/data_cluster/subjects/${fixtures.subjectKey}/inputs/approve`, { ids: [fixtures.inputId], lock_versions: [Number.MAX_SAFE_INTEGER] }),
    ).toMatchObject({ status: 422, details: { 'lock_versions.0': [{ error: 'TOO_BIG' }] } });
    expect(await refusal(admin, 'POST', '/api/roles', { name: 'fu\u0000zz', permissions: [], user_ids: [] })).toMatchObject({ status: 422, details: { name: invalid } });
    const deep = await refusal(admin, 'PUT', '/api/profile', { locale: 'en', extra: deeplyNested(1000) });
    expect(deep).toMatchObject({ status: 422, code: 'INVALID_RECORD' });
    expect(Object.values(deep.details ?? {}).flat()).toContainEqual({ error: 'INVALID', maximum_depth: MAX_INPUT_DEPTH });
  });

  it("reads PostgreSQL's input errors, and those alone, as the request's fault (the error handler's last safety net)", async () => {
    const failure = async (query: ReturnType<typeof sql>) => t.db.execute(query).then(() => null, (error: unknown) => error);
    for (const query of [
      sql`select ${'2147483648'}::integer`,
      sql`select ${'twelve'}::integer`,
      sql`select ${'"\\ud800"'}::jsonb`,
      sql`select convert_from('\\x00'::bytea, 'UTF8')`,
    ]) {
      const error = await failure(query);
      expect(error).not.toBeNull();
      expect(isDatabaseInputError(error), String(error)).toBe(true);
    }
    expect(isDatabaseInputError(await failure(sql`select 1 / 0`))).toBe(false);

    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/out-of-range', async () => t.db.execute(sql`select ${'2147483648'}::integer`));
    app.get('/division', async () => t.db.execute(sql`select 1 / 0`));
    const outOfRange = await app.inject({ method: 'GET', url: '/out-of-range' });
    expect([outOfRange.statusCode, outOfRange.json()]).toEqual([422, { code: 'INVALID_RECORD', feedback: 'Please fix the errors.', details: { base: [{ error: 'INVALID' }] } }]);
    expect((await app.inject({ method: 'GET', url: '/division' })).statusCode).toBe(500);
    await app.close();
  });
});
