import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { parseQuerystring } from './platform/http/querystring.js';
import { requestLogFields } from './platform/http/request-log.js';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_FEATURES } from './features/index.js';
import { registerWriteAudit } from './platform/audit/audit-writes.js';
import { getOrCreateSecret } from './platform/auth/app-secrets.service.js';
import type { AppConfig } from './platform/config/config.js';
import type { DatabaseHandle } from './platform/db/database.js';
import { answerMalformedRequest, registerErrorHandling } from './platform/errors/error-handler.js';
import type { AppDeps } from './platform/http/app-deps.js';
import type { JobDefinition } from './platform/jobs/job-definition.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import { createJobRunner, type JobRunnerSettings } from './platform/jobs/job-runner.js';
import { registerSecurityHeaders, securityHeaders } from './platform/http/security-headers.js';
import { registerUnsafeTextRefusal } from './platform/http/reject-unsafe-text.js';
import { describeCalls } from './platform/http/api-document.js';
import { API_DOCS_PREFIX, declareAccessOfScope, registerRequestContext, type RequestContext } from './platform/http/request-context.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { ClientStore } from './platform/tenancy/current-client.js';
import { TagTreeStore } from './platform/tags/tag-tree-store.js';
import { CachedValue } from './platform/cache/cached-value.js';
import { listIndicators } from './features/indicators/index.js';
import { createFirstVisitHandler, type EarlyHandler } from './platform/web/first-visit-pages.js';
import { serveWeb } from './platform/web/serve-web.js';
import { createWebPages } from './platform/web/web-pages.js';
import { createFileStorage } from './platform/files/create-file-storage.js';
import { collectFileRecordTypes } from './platform/files/file-records.js';
import { presentClient } from './features/clients/index.js';
import { currentProfile } from './features/profile/index.js';
import { collectAreaRules } from './platform/permissions/areas.js';
import type { Database } from './platform/db/database.js';

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Replaces the SMTP/outbox mailer (tests that check what was sent use the outbox instead). */
  mailer?: Mailer;
  /** Where log lines go instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Job kinds besides the features' and the runner's timings (tests), and who to hand the started queue to. */
  jobs?: { definitions?: readonly JobDefinition[]; settings?: Partial<JobRunnerSettings>; onStarted?: (queue: JobQueue) => void };
}

/** The whole server as a Fastify instance, ready to listen or to be injected into by tests. */
export async function buildApp({ config, database, mailer, jobs, logStream }: BuildOptions): Promise<FastifyInstance> {
  // Set once the pages are ready; until then every request goes to the app.
  let earlyHandler: EarlyHandler | null = null;
  const headers = securityHeaders(config);
  const app = Fastify({
    serverFactory: (handler) => createServer((request, response) => (earlyHandler?.(request, response) ? undefined : handler(request, response))),
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestLogFields }, ...(logStream ? { stream: logStream } : {}) },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQuerystring },
    // A URL the router cannot decode never reaches the hooks: answered here, with the security headers.
    frameworkErrors: (_error, request, reply) => answerMalformedRequest(request, reply, headers),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clients = new ClientStore(database.db, config.clientName, config.clientCacheTtlMs);
  // Every feature's kinds of job, worked in this process too: any instance may run any job.
  const jobRunner = createJobRunner<AppDeps>({
    database,
    definitions: [...SERVER_FEATURES.flatMap((feature) => feature.jobs ?? []), ...(jobs?.definitions ?? [])],
    settings: jobs?.settings,
    log: app.log,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    clients,
    tagTrees: new TagTreeStore(database.db, config.clientCacheTtlMs),
    indicatorList: new CachedValue(
      async () => listIndicators(database.db, (await clients.current()).id),
      config.clientCacheTtlMs,
    ),
    mailer: mailer ?? createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    jobs: jobRunner.queue,
    csrfSecret: await getOrCreateSecret(database.db, 'csrf'),
    files: createFileStorage(config),
    fileRecords: collectFileRecordTypes(SERVER_FEATURES),
    areaRules: collectAreaRules(SERVER_FEATURES),
  };

  // What the pages need from features, handed in: platform code never imports a feature.
  const pageData = {
    presentClient,
    currentProfile: (db: Database, ctx: RequestContext) => currentProfile(db, ctx, deps.areaRules),
  };
  const pages = createWebPages(deps, pageData);
  // A first-time visitor's page needs none of the app's hooks (see first-visit-pages.ts).
  earlyHandler = createFirstVisitHandler(pages, headers);

  // Brotli or gzip for pages, JSON and assets; the built assets come pre-compressed (see serve-web).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, headers);
  registerErrorHandling(app);
  registerRequestContext(app, deps);
  registerUnsafeTextRefusal(app);
  registerWriteAudit(app, deps.db);

  // The document at /api/docs/json: one operation per shared call (see describeCalls), checked by `npm run lint:api`.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Sustainability platform API',
        version: '1',
        description: [
          "The API of the sustainability indicators platform: the public site's indicators and the back-office's data",
          'collection, approval, users and roles. JSON in and out. A caller is recognised by the session cookie that',
          'signing in sets; every POST, PUT, PATCH and DELETE also needs the X-CSRF-Token header, whose value',
          'GET /api/profile answers. Errors come as `{ code, feedback, details? }` (the ApiError schema).',
        ].join(' '),
        contact: { name: 'Sustainability indicators platform' },
      },
      servers: [{ url: '/' }],
    },
    ...describeCalls(),
  });
  // The OpenAPI pages are public documentation.
  await app.register(async (docs) => {
    declareAccessOfScope(docs, { access: 'public', allowInMaintenance: true });
    await docs.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
  });

  await app.register(
    async (api) => {
      for (const feature of SERVER_FEATURES) {
        if (feature.routes) await api.register(feature.routes, deps);
      }
    },
    { prefix: '/api' },
  );
  await serveWeb(app, deps, pages, pageData);

  // Last, so handlers only run in a complete app; closing the app stops them before the database closes.
  await jobRunner.start(deps);
  app.addHook('onClose', async () => {
    await jobRunner.stop();
    deps.files.destroy?.();
  });
  jobs?.onStarted?.(jobRunner.queue);
  return app;
}
