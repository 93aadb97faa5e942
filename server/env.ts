import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import { NO_PROXY, parseTrustProxy } from './security/trustProxy';

/** An empty value (`SMTP_URL=` copied from .env.example) means unset. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['production', 'test', 'stage', 'local']).default('local'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /** Redis for the request budgets every instance shares (server/security/sharedRateLimit.ts); unset: the database. */
  REDIS_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /**
   * The shared HTTP caches (Varnish) in front of the instances, comma-separated base URLs: a change
   * sends them a BAN for the pages it touches (server/cluster/sharedCachePurge.ts). Unset: none.
   */
  CACHE_PURGE_URL: optional(
    z
      .string()
      .max(2000)
      .refine(
        (v) => v.split(',').every((u) => /^https?:\/\/[^\s,]+$/.test(u.trim())),
        'CACHE_PURGE_URL은 쉼표로 나눈 http(s) 주소여야 합니다'
      )
  ),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET는 32자 이상이어야 합니다').optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  PRODUCTION_HOST: z.string().min(1).default('www.ridemarket.kr'),
  API_BASE: z.string().url().optional(),
  /** PostgreSQL pool (server/db/client.ts): connections per process and how long to wait for the database. */
  /** Length of a settlement period in whole weeks, Monday to Sunday in Seoul (docs/product.md §10 Settlement statements). */
  SETTLEMENT_PERIOD_WEEKS: z.coerce.number().int().min(1).max(4).default(1),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a stop signal lets requests in flight finish before the process closes (scripts/serve.mjs reads it too). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** One JSON line per request (server/observability/accessLog.ts); `off` for none. */
  ACCESS_LOG: z.preprocess((v) => (v === '' || v === undefined ? 'on' : v), z.enum(['on', 'off'])),
  /**
   * Prometheus metrics (docs/operations.md §5): `/metrics` on the main port answers only a caller
   * with `Authorization: Bearer <METRICS_TOKEN>`; METRICS_PORT serves it on a port of its own, bound
   * to HOSTNAME or loopback (scripts/serve.mjs). With neither, /metrics is a 404.
   */
  METRICS_TOKEN: optional(z.string().min(16, 'METRICS_TOKEN은 16자 이상이어야 합니다')),
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65_535)),
  /** OpenTelemetry traces over OTLP/HTTP (server/observability/tracing.ts): off unless set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.string().url()),
  OTEL_SERVICE_NAME: z.string().min(1).default('ridemarket'),
  /** Outgoing mail; without it mail stays in the database outbox (/dev/outbox outside production). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL은 smtp:// 또는 smtps://로 시작해야 합니다')),
  MAIL_FROM: z.string().min(3).default('라이드마켓 <no-reply@ridemarket.kr>'),
  /**
   * Web push (docs/operations.md §1 Notifications): the VAPID key pair (`npx web-push generate-vapid-keys`)
   * and a contact (`mailto:` or https). Without all three the push channel is off.
   */
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY는 base64url 공개 키여야 합니다')
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY는 base64url 비밀 키여야 합니다')
  ),
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT는 mailto: 또는 https://로 시작해야 합니다')
  ),
  /**
   * Kakao 알림톡 through Solapi (server/notifications/kakao): the API key and secret, the Kakao channel's
   * pfId and the registered sender number for the SMS fallback. Without the first three nothing is sent.
   */
  SOLAPI_API_KEY: optional(z.string().min(1)),
  SOLAPI_API_SECRET: optional(z.string().min(1)),
  SOLAPI_PFID: optional(z.string().min(1)),
  SOLAPI_SENDER: optional(z.string().regex(/^0\d{8,10}$/, 'SOLAPI_SENDER는 하이픈 없는 발신 번호여야 합니다')),
  SOLAPI_API_BASE: z.string().url().default('https://api.solapi.com'),
  /** Phone identity verification: the built-in sandbox (default outside production) or PortOne. */
  IDENTITY_PROVIDER: optional(z.enum(['sandbox', 'portone', 'off'])),
  PORTONE_API_SECRET: optional(z.string().min(1)),
  PORTONE_STORE_ID: optional(z.string().min(1)),
  PORTONE_CHANNEL_KEY: optional(z.string().min(1)),
  PORTONE_API_BASE: z.string().url().default('https://api.portone.io'),
  /** PortOne V2 payments (server/payments/portone): a channel per method, each falling back to PORTONE_CHANNEL_KEY. */
  PORTONE_CHANNEL_KEY_CARD: optional(z.string().min(1)),
  PORTONE_CHANNEL_KEY_NAVERPAY: optional(z.string().min(1)),
  PORTONE_CHANNEL_KEY_KAKAOPAY: optional(z.string().min(1)),
  PORTONE_CHANNEL_KEY_TOSSPAY: optional(z.string().min(1)),
  /** The card-registration (billing key) channel of the lease; falls back to the card channel. */
  PORTONE_CHANNEL_KEY_BILLING: optional(z.string().min(1)),
  /** Webhook signing secret from the PortOne console (Standard Webhooks, `whsec_<base64>`); unset, every webhook is refused. */
  PORTONE_WEBHOOK_SECRET: optional(
    z
      .string()
      .regex(
        /^(whsec_)?[A-Za-z0-9+/]+={0,2}$/,
        'PORTONE_WEBHOOK_SECRET은 포트원 콘솔의 웹훅 시크릿(whsec_로 시작하는 값)이어야 합니다'
      )
  ),
  KAKAO_CLIENT_ID: optional(z.string().min(1)),
  KAKAO_CLIENT_SECRET: optional(z.string().min(1)),
  KAKAO_AUTHORIZE_URL: z.string().url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.string().url().default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USERINFO_URL: z.string().url().default('https://kapi.kakao.com/v2/user/me'),
  NAVER_CLIENT_ID: optional(z.string().min(1)),
  NAVER_CLIENT_SECRET: optional(z.string().min(1)),
  NAVER_AUTHORIZE_URL: z.string().url().default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.string().url().default('https://nid.naver.com/oauth2.0/token'),
  NAVER_USERINFO_URL: z.string().url().default('https://openapi.naver.com/v1/nid/me'),
  /** Per-address request budget of each GraphQL service: `<burst>/<seconds>` or `off` (server/graphql/plugins/requestBudget.ts). */
  GRAPHQL_RATE_LIMIT: z.preprocess(
    (v) => (v === '' || v === undefined ? '300/10' : v),
    z
      .string()
      .trim()
      .regex(/^(off|\d{1,7}\/\d{1,6}s?)$/, 'GRAPHQL_RATE_LIMIT는 300/10 형식 또는 off여야 합니다')
  ),
  /** Per-address limit on capture commands, aliased ones each (server/graphql/capture/captureRateLimit.ts): `<burst>/<seconds>` or `off`. */
  CAPTURE_RATE_LIMIT: z.preprocess(
    (v) => (v === '' || v === undefined ? '120/60' : v),
    z
      .string()
      .trim()
      .regex(/^(off|\d{1,7}\/\d{1,6}s?)$/, 'CAPTURE_RATE_LIMIT는 120/60 형식 또는 off여야 합니다')
  ),
  /**
   * Everything that simulates the outside world (the mail outbox page, the seller linking tool, the
   * sandbox phone check, the sandbox payment provider) exists only with DEMO_MODE=on: off unless set,
   * so a default `npm start` is a production server. `npm run up` sets it for the local demo.
   */
  DEMO_MODE: z.preprocess((v) => (v === '' || v === undefined ? 'off' : v), z.enum(['on', 'off'])),
  /** A production build on a shared database refuses demo mode unless this says yes (see assertDemoModeAllowed). */
  DEMO_MODE_ACK: optional(z.enum(['yes'])),
  /**
   * The reverse proxies in front of us (server/security/trustProxy.ts): `false`/`0` none, a hop
   * count (`true` = 1), or their addresses and CIDR subnets, comma-separated. Rate limits take the
   * rightmost X-Forwarded-For hop that is not ours; a typo fails the boot instead of trusting a header.
   */
  TRUST_PROXY: optional(z.string())
    .refine(
      (v) => parseTrustProxy(v) !== null,
      'TRUST_PROXY는 false, 홉 수(1, 2 …) 또는 프록시 주소·CIDR 목록(쉼표로 구분)이어야 합니다'
    )
    .transform((v) => parseTrustProxy(v) ?? NO_PROXY),
});

export type ServerEnv = z.infer<typeof envSchema> & { SESSION_SECRET: string };

/**
 * Demo mode: the simulated outside world (outbox page, seller linking, sandbox identity and
 * payments) is switched on. This is the only switch for them: APP_ENV chooses the API base only,
 * and NODE_ENV is only an optimised build, so neither can turn a simulator on by accident.
 */
export function isDemoMode(env: Pick<ServerEnv, 'DEMO_MODE'> = serverEnv()): boolean {
  return env.DEMO_MODE === 'on';
}

/**
 * A production build on a shared PostgreSQL database looks like a public deployment: there, demo
 * mode (anyone reads anyone's reset mail, signs up under any name) must be acknowledged explicitly.
 */
function assertDemoModeAllowed(env: z.infer<typeof envSchema>): void {
  if (env.DEMO_MODE === 'on' && env.NODE_ENV === 'production' && env.DATABASE_URL && env.DEMO_MODE_ACK !== 'yes') {
    throw new Error(
      'DEMO_MODE=on은 운영 빌드(NODE_ENV=production)와 DATABASE_URL을 함께 쓸 때 시작할 수 없습니다: ' +
        '데모 모드에서는 메일 보관함, 판매자 연결 도구, 가상 본인인증과 결제가 열립니다. ' +
        '정말 데모 서버라면 DEMO_MODE_ACK=yes를 함께 설정하세요.'
    );
  }
}

/**
 * Production secrets: in the embedded mode a missing one is generated once and kept under DATA_DIR,
 * so `NODE_ENV=production npm start` works on a fresh machine. With DATABASE_URL the deployment is
 * shared by several processes, so a generated per-machine secret would split sessions: fail fast.
 */
function resolveSessionSecret(env: z.infer<typeof envSchema>): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new Error(
      '환경 변수 SESSION_SECRET이 필요합니다: DATABASE_URL로 PostgreSQL을 쓰는 운영 배포에서는 ' +
        '모든 프로세스가 같은 비밀 값을 써야 합니다 (32자 이상, 예: openssl rand -hex 32).'
    );
  }
  const file = path.resolve(env.DATA_DIR, 'secrets.json');
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { SESSION_SECRET?: string };
    if (saved.SESSION_SECRET && saved.SESSION_SECRET.length >= 32) return saved.SESSION_SECRET;
  } catch {
    // absent or unreadable: generate below
  }
  const secret = crypto.randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ SESSION_SECRET: secret }), { mode: 0o600 });
  return secret;
}

let cached: ServerEnv | undefined;

export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`환경 변수가 올바르지 않습니다:\n${lines}`);
  }
  assertDemoModeAllowed(parsed.data);
  return { ...parsed.data, SESSION_SECRET: resolveSessionSecret(parsed.data) };
}

export function serverEnv(): ServerEnv {
  cached ??= loadEnv();
  return cached;
}

/** Forgets the parsed environment, so that the next serverEnv() reads process.env again (tests switch DEMO_MODE). */
export function resetServerEnv(): void {
  cached = undefined;
}
