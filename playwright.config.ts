import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './bench/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 18080);
// E2E_DATA_DIR: a data directory of one's own (inside test-results/), so journeys on two ports of one checkout do
// not wipe each other's database.
export const e2eDataDir = path.resolve(
  import.meta.dirname,
  process.env.E2E_DATA_DIR ?? 'test-results/e2e-data',
);

/** Browser journeys against the real built app and server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    // @mobile journeys are about the small-screen layout: only the mobile project runs them.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'node tests/e2e/support/serve.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: e2eDataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      REDIS_URL: '',
      ...(process.env.SPA_DIST_DIR ? { SPA_DIST_DIR: process.env.SPA_DIST_DIR } : {}),
    },
  },
});
