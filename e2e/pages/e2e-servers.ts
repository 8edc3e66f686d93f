import { DEMO_PASSWORD } from './sign-in.page';

// E2E_PORT lets two suites run side by side on one machine; each starts its own servers on fresh folders.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The slide presenter harness (apps/web/harness), served beside the app server. */
export const HARNESS_PORT = Number(process.env.E2E_HARNESS_PORT ?? E2E_PORT + 1);

/**
 * How every app server of the end-to-end suite runs, the shared one and each SeparateServer: test mode,
 * quiet logs, the client settings read afresh on each request, the demo accounts' known password.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    CLIENT_CACHE_TTL_MS: '0',
    DEMO_PASSWORD,
  };
}
