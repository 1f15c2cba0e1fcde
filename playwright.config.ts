import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 5055);
/** The build to test; a developer can point it at a private build folder (E2E_DIST=/tmp/x) while others build dist/. */
const DIST = process.env.E2E_DIST ?? 'dist';
export const BASE_URL = `http://localhost:${PORT}`;
/**
 * The server's DATA_DIR, made once by the runner and inherited by its workers (which load this file again),
 * so a test can read what the server wrote there: mail in DATA_DIR/outbox.
 */
const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'amity-e2e-')));

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node ${DIST}/src/server/main.js`,
    url: `${BASE_URL}/api/config`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@amity.test',
      // Lets a push subscription name a plain-http service on this machine: push.spec.ts runs one (no other effect).
      NODE_ENV: 'test',
    },
  },
});
