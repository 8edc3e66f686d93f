import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface Answer {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  responses: Record<string, Answer>;
}

interface ApiDocument {
  info: { description?: string; contact?: object };
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { required?: string[] }> };
}

let t: TestApp;
let document: ApiDocument;
let operations: (Operation & { key: string })[];
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, key: `${method.toUpperCase()} ${path}` })),
  );
});
afterAll(() => t.close());

/** Every call the app registered from a contract, as the document writes it: `GET /api/users/{id}`. */
function contractRoutes(): string[] {
  return t.app.routeTable.flatMap((route: RouteOptions) =>
    route.config?.contract
      ? [route.method]
          .flat()
          // Fastify adds a HEAD route beside each GET: not an operation of its own.
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
      : [],
  );
}

describe('the API document (/api/docs/json)', () => {
  it('names every operation once, after its call, with its feature and a summary', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const tags = new Set(document.tags?.map((tag) => tag.name));
    for (const operation of operations) {
      expect(operation.operationId ?? '(none)', `${operation.key} has no operationId`).toMatch(/^[a-z][a-z-]*\.[a-zA-Z]+$/);
      expect(operation.tags, `${operation.key} has no feature tag`).toHaveLength(1);
      expect(tags, `${operation.key}'s tag is not among the document's`).toContain(operation.tags![0]);
      expect(operation.operationId!.startsWith(`${operation.tags![0]}.`), operation.key).toBe(true);
      expect(operation.summary?.trim(), `${operation.key} has no summary`).toBeTruthy();
      expect(operation.description?.trim(), `${operation.key} has no description`).toBeTruthy();
    }
    const names = operations.map((operation) => operation.operationId);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('holds the calls registered from contracts and nothing else: no page, file or documentation route', () => {
    const documented = operations.map((operation) => operation.key);
    expect(documented.filter((key) => !key.split(' ')[1]!.startsWith('/api/') || key.includes('/api/docs'))).toEqual([]);
    expect(document.paths['/{*}']).toBeUndefined();
    expect(document.paths['/favicon.ico']).toBeUndefined();
    expect(documented.sort()).toEqual(contractRoutes().sort());
  });

  it("gives each call's error answers in the shared envelope, derived from what it declares", () => {
    const envelope = document.components?.schemas?.ApiError;
    expect(envelope?.required).toEqual(['code', 'feedback']);
    for (const operation of operations) {
      for (const [status, answer] of Object.entries(operation.responses).filter(([code]) => Number(code) >= 400)) {
        expect(answer.content?.['application/json']?.schema?.$ref, `${operation.key} ${status}`).toBe('#/components/schemas/ApiError');
        expect(answer.description, `${operation.key} ${status}`).toMatch(/^[A-Z_]+/);
      }
    }
    const answersOf = (key: string) => Object.keys(operations.find((operation) => operation.key === key)!.responses).sort();
    // Signed in only, a record in its path, a body.
    expect(answersOf('PUT /api/roles/{id}')).toEqual(['200', '401', '403', '404', '422']);
    // Open to anyone, nothing to send.
    expect(answersOf('GET /api/profile')).toEqual(['200']);
    // Open to anyone, but an unsafe method: the CSRF token is checked.
    expect(answersOf('POST /api/profile/sign_in')).toEqual(['200', '403', '422']);
  });

  it('describes the API itself: what it is, whom to ask, its features and its server', () => {
    expect(document.info.description?.trim()).toBeTruthy();
    expect(document.info.contact).toBeDefined();
    expect(document.servers).toEqual([{ url: '/' }]);
    expect(document.tags?.length).toBeGreaterThan(0);
    for (const tag of document.tags ?? []) expect(tag.description?.trim(), tag.name).toBeTruthy();
  });

  it("passes Spectral's OpenAPI rules (.spectral.yaml) with no error or warning", () => {
    const root = fileURLToPath(new URL('../../../../../', import.meta.url));
    const require = createRequire(import.meta.url);
    const cliPackage = require.resolve('@stoplight/spectral-cli/package.json');
    const cli = join(dirname(cliPackage), (require(cliPackage) as { bin: { spectral: string } }).bin.spectral);
    const folder = mkdtempSync(join(tmpdir(), 'api-document-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const run = spawnSync(process.execPath, [cli, 'lint', file, '--ruleset', join(root, '.spectral.yaml'), '--format', 'json', '--quiet'], {
        encoding: 'utf8',
      });
      // Spectral prints its results as JSON, `[]` for none; anything else is a failure of the run itself.
      expect(run.stdout.trim(), run.stderr).toMatch(/^\[/);
      const results = JSON.parse(run.stdout) as { code: string; severity: number; path: string[]; message: string }[];
      // Severity 0 is an error, 1 a warning.
      expect(results.filter((result) => result.severity <= 1).map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
