import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The portal under test: a production build served by our server on a fresh data directory. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `portico-e2e-${process.pid}`);
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'smtp-received');

process.env.E2E_DATA_DIR = E2E_DATA_DIR;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/serve-e2e.mjs',
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // The suite signs in many times from one address; the limits themselves are tested in the API tests.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_RESET_PER_MINUTE: '1000',
      RATE_LIMIT_RESET_CODES_PER_DAY: '1000',
      // the daily report job checks every 5 seconds instead of every 5 minutes, so a report is seen in the
      // outbox within a test. It still sends each buyer one report a day, from the tenant's send hour.
      DAILY_REPORT_CRON: '*/5 * * * * *',
      // The outbox is delivered every second instead of every 10 seconds, so a test reads a mail (a reset code,
      // an alert, an order step) about as soon as the portal enqueues it.
      OUTBOX_DELIVERY_CRON: '* * * * * *',
    },
  },
});
