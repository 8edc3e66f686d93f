import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, e2eServerEnv, HARNESS_PORT } from './e2e/pages/e2e-servers';

/**
 * End-to-end journeys against the real built app and server, on a fresh
 * embedded database, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `rm -rf e2e/.data-${PORT} && node apps/server/dist/main.js`,
      url: `http://127.0.0.1:${PORT}/api/profile`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: e2eServerEnv(PORT, `e2e/.data-${PORT}`),
    },
    {
      // The slide presenter alone on a page (apps/web/harness), for what the demo pages cannot show.
      command: `npx vite build --config apps/web/harness/vite.config.ts && npx vite preview --config apps/web/harness/vite.config.ts --host 127.0.0.1 --port ${HARNESS_PORT} --strictPort`,
      url: `http://127.0.0.1:${HARNESS_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
