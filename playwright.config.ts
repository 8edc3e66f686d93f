import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, e2eServerEnv, HARNESS_PORT } from './e2e/pages/e2e-servers';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed, else Debian's
 * Chromium. Both are the same engine and version; the shell has no browser window, GPU process or WebUI
 * renderers, so each journey's page costs about a third less time on two cores (1.6 s against 2.5 s for a new
 * context, a public page and a screenshot, measured here), which is what Playwright itself uses headless.
 */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ?? '/usr/bin/chromium';

/**
 * End-to-end journeys against the real built app and server, on a fresh
 * embedded database, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A journey signs in, often starts a server of its own, and checks its pages with axe: on two busy cores a minute.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
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
