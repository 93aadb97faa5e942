import { defineConfig } from '@playwright/test';
import webpush from 'web-push';
import { MAIL_CATCHER_SMTP_URL, MAIL_CATCHER_URL } from './tests/e2e/support/mail';
import { makePushServiceCertificate, PUSH_SERVICE_READER_URL, PUSH_SERVICE_TLS_DIR } from './tests/e2e/support/push';

// Debian's Chromium (Playwright's own download cannot work here), on a phone viewport, against the
// production build on loopback. Two servers run the same journeys: one on the embedded database
// (fresh DATA_DIR, seeded at start) and, when E2E_DATABASE_URL names a fresh PostgreSQL database
// (scripts/test-all.sh creates one), one on PostgreSQL, which the tests can also read directly.
const PGLITE_PORT = 3100;
const POSTGRES_PORT = 3101;
const postgresUrl = process.env.E2E_DATABASE_URL;
// E2E_BASE_URL points the journeys at a server that is already running (local work on one screen).
const externalBaseUrl = process.env.E2E_BASE_URL;

// Mail goes over real SMTP to the catcher (scripts/e2e/mail-catcher.mjs), which tests read over
// HTTP; Kakao and Naver are local OAuth 2.0 servers (scripts/e2e/oauth-mock.mjs).

const oauthEnv = {
  KAKAO_CLIENT_ID: 'e2e-kakao',
  KAKAO_CLIENT_SECRET: 'e2e-secret',
  KAKAO_AUTHORIZE_URL: 'http://127.0.0.1:3190/authorize',
  KAKAO_TOKEN_URL: 'http://127.0.0.1:3190/token',
  KAKAO_USERINFO_URL: 'http://127.0.0.1:3190/userinfo',
  NAVER_CLIENT_ID: 'e2e-naver',
  NAVER_CLIENT_SECRET: 'e2e-secret',
  NAVER_AUTHORIZE_URL: 'http://127.0.0.1:3191/authorize',
  NAVER_TOKEN_URL: 'http://127.0.0.1:3191/token',
  NAVER_USERINFO_URL: 'http://127.0.0.1:3191/userinfo',
};

// The journeys sign up through the sandbox phone check and link sellers with /dev/seller: demo mode.
// (A database-backed production build in demo mode must say so explicitly: DEMO_MODE_ACK.)
// Web push is on for the journeys with a key pair made for this run (the notifications journey subscribes).
// Pushes go to the run's own push service (scripts/e2e/push-service.mjs) over HTTPS with a certificate
// made now, which the app servers are told to trust.
const vapid = webpush.generateVAPIDKeys();
makePushServiceCertificate();
const serverEnv = (port: number) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOSTNAME: '127.0.0.1',
  DEMO_MODE: 'on',
  DEMO_MODE_ACK: 'yes',
  LOG_LEVEL: 'warn',
  // Every journey's pages send capture commands from this one loopback address, far more than a
  // phone does: the per-address capture limit stays on, sized for the whole suite.
  CAPTURE_RATE_LIMIT: '6000/60',
  // The journeys stand in for many phones: loopback is trusted as the proxy, so a test that gives a
  // new member an address of their own (support/members.ts) is counted under it, as behind nginx.
  TRUST_PROXY: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: MAIL_CATCHER_SMTP_URL,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:e2e@ridemarket.kr',
  NODE_EXTRA_CA_CERTS: `${PUSH_SERVICE_TLS_DIR}/cert.pem`,
  ...oauthEnv,
});

// Every journey runs on the embedded database. On PostgreSQL run again those that move money or
// stock, race for availability, or lean on SQL the two engines could answer differently (search
// with trigrams and 초성, the map's geometry, points), and those that read the stored rows back from
// PostgreSQL (capture and sign-up). The rest render the same rows either way, and the integration
// suites already run every operation on both.
// Within those files, journeys tagged @engine-neutral (a static answer, a 404, robots.txt) read no
// row the engines could answer differently, and run on the embedded database only.
const POSTGRES_JOURNEYS = [
  'checkout.spec.ts',
  'orders.spec.ts',
  'lease.spec.ts',
  'couponbook.spec.ts',
  'sellerOrders.spec.ts',
  'sellerConsole.spec.ts',
  // The operator's grant opens the database, which only the PostgreSQL server shares.
  'admin.spec.ts',
  'adminSettlement.spec.ts',
  'adminOrders.spec.ts',
  'adminModeration.spec.ts',
  'adminMessageReports.spec.ts',
  'deposits.spec.ts',
  'messages.spec.ts',
  'storeJourney.spec.ts',
  'inquiries.spec.ts',
  'referral.spec.ts',
  'search.spec.ts',
  'community.spec.ts',
  'nearbyMap.spec.ts',
  'accounts.spec.ts',
  'home.spec.ts',
  'seo.spec.ts',
].map((file) => `**/${file}`);

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  workers: 1,
  retries: 0,
  use: {
    ...phone,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
  },
  projects: externalBaseUrl
    ? [{ name: 'external', use: { baseURL: externalBaseUrl } }]
    : [
        { name: 'pglite', use: { baseURL: `http://127.0.0.1:${PGLITE_PORT}` } },
        ...(postgresUrl
          ? [
              {
                name: 'postgres',
                testMatch: POSTGRES_JOURNEYS,
                grepInvert: /@engine-neutral/,
                use: { baseURL: `http://127.0.0.1:${POSTGRES_PORT}` },
              },
            ]
          : []),
      ],
  webServer: externalBaseUrl
    ? []
    : [
        {
          command: 'node scripts/e2e/mail-catcher.mjs',
          url: `${MAIL_CATCHER_URL}/healthz`,
          timeout: 30_000,
          reuseExistingServer: false,
        },
        {
          command: 'node scripts/e2e/push-service.mjs',
          url: `${PUSH_SERVICE_READER_URL}/healthz`,
          timeout: 30_000,
          reuseExistingServer: false,
        },
        {
          command: 'node scripts/e2e/oauth-mock.mjs',
          url: 'http://127.0.0.1:3190/.well-known/openid-configuration',
          timeout: 30_000,
          reuseExistingServer: false,
        },
        {
          command: 'node scripts/start.mjs',
          url: `http://127.0.0.1:${PGLITE_PORT}/healthz`,
          timeout: 180_000,
          reuseExistingServer: false,
          env: { ...serverEnv(PGLITE_PORT), DATA_DIR: 'test-results/e2e-data' },
        },
        ...(postgresUrl
          ? [
              {
                command: 'node scripts/start.mjs',
                url: `http://127.0.0.1:${POSTGRES_PORT}/healthz`,
                timeout: 180_000,
                reuseExistingServer: false,
                env: {
                  ...serverEnv(POSTGRES_PORT),
                  DATA_DIR: 'test-results/e2e-data-pg',
                  DATABASE_URL: postgresUrl,
                  SESSION_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
                },
              },
            ]
          : []),
      ],
});
