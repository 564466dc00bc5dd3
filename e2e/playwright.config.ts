import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ADMIN_EMAIL = 'admin.e2e@example.com';
/** A moderator (ADMIN_EMAILS' `address:role` form, decision 028). */
export const MODERATOR_EMAIL = 'moderator.e2e@example.com';
// Set once in the runner and inherited by its workers (each re-reads this file with its own pid), so
// the tests find the server's data folder, where its file mailer writes sign-up codes.
process.env.BLAZE_E2E_DATA_DIR ??= path.join(os.tmpdir(), `blaze-e2e-${process.pid}`);
const dataDir = process.env.BLAZE_E2E_DATA_DIR;
/** The e2e server's mail folder (DATA_DIR/mail): one .eml file per message. */
export const MAIL_DIR = path.join(dataDir, 'mail');

/**
 * Drives the production build in Debian's Chromium (never a downloaded browser) against a fresh
 * embedded database with the demo community, exactly what `npm start` gives a newcomer.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    hasTouch: false,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: `node ../scripts/start.mjs`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      ADMIN_EMAILS: `${ADMIN_EMAIL},${MODERATOR_EMAIL}:moderator`,
      RATE_LIMIT_SIGN_UP_MAX: '500',
      // Every browser of the run comes from 127.0.0.1, so they share one address's global budget
      // (600 requests a minute): a few specs reloading at once went over it. The global limit is
      // proven by the server's tests; here it is wide enough for the whole run.
      RATE_LIMIT_GLOBAL_MAX: '6000',
      LOG_LEVEL: 'warn',
    },
  },
});
