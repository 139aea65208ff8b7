import { defineConfig, devices } from '@playwright/test';

// Journeys in Debian's Chromium against the real server (built web app + API + PGlite with the
// demo data), started fresh for each run on its own port and data folder.

const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://localhost:${PORT}`;
/** A second server where admins decide: seller applications (SELLER_APPROVAL=manual) and identity checks (no ID provider), on the next port. */
const MANUAL_PORT = Number(process.env.E2E_MANUAL_PORT ?? PORT + 1);
const MANUAL_BASE_URL = `http://localhost:${MANUAL_PORT}`;
/** The journeys that need the manual-approval server; every other journey runs on the default one. */
const MANUAL_APPROVAL_SPECS = /(admin-seller-approval|admin-verified-id)\.spec\.ts$/;

const server = (port: number, env: Record<string, string> = {}) => ({
  command: `rm -rf .tmp/e2e-data-${port} && node --import tsx apps/api/src/server.ts`,
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.tmp/e2e-data-${port}`,
    LOG_LEVEL: 'warn',
    // Every journey's people sign up and sign in from this one machine: the per-IP ceilings (20
    // sign-ups an hour, 100 sign-ins per 15 minutes) would refuse a whole run. The API tests check them.
    REGISTER_PER_IP_PER_HOUR: '1000',
    LOGIN_PER_IP_PER_15_MIN: '2000',
    // The same for the /api ceiling (600 a minute per IP): a whole run on a quiet machine (213
    // journeys in 11 minutes, four at a time) asked for more, and a sign-up met a 429. The API's
    // security tests check the ceiling itself.
    API_RATE_LIMIT_PER_MINUTE: '6000',
    // A mail the sandbox refuses (PUT /api/v1/dev/mail-outage) fails for good after 2 tries, about 3 s
    // (graphile-worker waits e^1 s before the second), so e2e/admin-jobs.spec.ts sees a failed job at once.
    MAIL_MAX_ATTEMPTS: '2',
    // E2E_WEB_DIST: a web build of one's own (vite build --outDir), safe from another build emptying apps/web/dist mid-run.
    ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    // Content translation against the fake LibreTranslate that e2e/translate.spec.ts starts on PORT + 2 (nothing answers there otherwise).
    TRANSLATE_PROVIDER: 'libretranslate',
    TRANSLATE_URL: `http://127.0.0.1:${PORT + 2}`,
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  // A public page starts its app at the first touch (ADR 099): the tap is held and made once the
  // app is live. On a loaded CI machine (two workers, the server and two browsers on 2 cores) that
  // took more than 10 s after the tap (stop 49), where a phone takes a second or two: the budget
  // for what a tap shows is 15 s. Speed is the bench's to judge (npm run bench), not the journeys'.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // The service worker (ADR 032) answers some requests itself, and page.route() never sees those:
    // journeys that stub or abort a request would pass or fail by its timing. e2e/offline.spec.ts
    // allows it in its own contexts.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: MANUAL_APPROVAL_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'manual-approval',
      testMatch: MANUAL_APPROVAL_SPECS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: MANUAL_BASE_URL },
    },
  ],
  webServer: [server(PORT), server(MANUAL_PORT, { SELLER_APPROVAL: 'manual', ID_VERIFICATION_PROVIDER: 'manual' })],
});
