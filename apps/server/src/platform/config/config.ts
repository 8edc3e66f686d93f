import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { findRepoRoot } from './repo-root.js';

// Works from the TypeScript source and from the bundled dist/main.js alike.
const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Sustainability platform <no-reply@localhost>'),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('DemoPass2024'),
  CLIENT: z.string().regex(/^[a-z0-9_-]+$/).default('demo'),
  ASSET_BASE_URL: z.string().min(1).default('/client-assets'),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  CLIENT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SOURCE_MAPS: booleanFlag.default(false),
})
  // Emailed links (password reset, invitations, reminders) must not take their host from a request.
  .refine((values) => values.NODE_ENV !== 'production' || values.PUBLIC_URL !== undefined, {
    path: ['PUBLIC_URL'],
    message: "is required in production (the site's public address, used in emailed links)",
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Where uploaded files are kept when no S3 bucket is configured (outside the web root). */
  filesDir: string;
  /** S3-compatible storage for uploaded files, when a bucket is configured (credentials: the standard AWS environment). */
  s3: { bucket: string; endpoint: string | undefined; region: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoPassword: string;
  clientName: string;
  assetBaseUrl: string;
  /** The site's public address (no trailing slash); required in production. */
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** How long an instance may reuse the client row before reading it again. */
  clientCacheTtlMs: number;
  webDistDir: string;
  clientsDir: string;
  seedDemoAccounts: boolean;
  /** Whether the web build's source maps are served (they never are unless asked for). */
  serveSourceMaps: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    filesDir: values.FILES_DIR ?? path.join(values.DATA_DIR, 'files'),
    s3: values.S3_BUCKET ? { bucket: values.S3_BUCKET, endpoint: values.S3_ENDPOINT, region: values.S3_REGION ?? 'us-east-1' } : undefined,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    demoPassword: values.DEMO_PASSWORD,
    clientName: values.CLIENT,
    assetBaseUrl: values.ASSET_BASE_URL.replace(/\/$/, ''),
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    clientCacheTtlMs: values.CLIENT_CACHE_TTL_MS,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    clientsDir: path.join(repoRoot, 'clients'),
    seedDemoAccounts: values.NODE_ENV !== 'production',
    serveSourceMaps: values.SOURCE_MAPS,
  };
}
