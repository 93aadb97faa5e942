import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

/** An empty value (`SMTP_URL=` copied from .env.example) means unset. */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['production', 'test', 'stage', 'local']).default('local'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET는 32자 이상이어야 합니다').optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  PRODUCTION_HOST: z.string().min(1).default('www.ridemarket.kr'),
  API_BASE: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Outgoing mail; without it mail stays in the database outbox (/dev/outbox outside production). */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL은 smtp:// 또는 smtps://로 시작해야 합니다')),
  MAIL_FROM: z.string().min(3).default('라이드마켓 <no-reply@ridemarket.kr>'),
  /** Phone identity verification: the built-in sandbox (default outside production) or PortOne. */
  IDENTITY_PROVIDER: optional(z.enum(['sandbox', 'portone', 'off'])),
  PORTONE_API_SECRET: optional(z.string().min(1)),
  PORTONE_STORE_ID: optional(z.string().min(1)),
  PORTONE_CHANNEL_KEY: optional(z.string().min(1)),
  PORTONE_API_BASE: z.string().url().default('https://api.portone.io'),
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
  /** Behind a reverse proxy: take the client address from the first X-Forwarded-For hop. */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
});

export type ServerEnv = z.infer<typeof envSchema> & { SESSION_SECRET: string };

/**
 * A real deployment (APP_ENV=production): developer tools (/dev/…) are absent and the identity
 * sandbox is off unless asked for. NODE_ENV=production alone is only an optimised build, which
 * `npm start` and the browser tests also use on a developer's machine.
 */
export function isProductionDeployment(env: Pick<ServerEnv, 'APP_ENV'> = serverEnv()): boolean {
  return env.APP_ENV === 'production';
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
        '모든 프로세스가 같은 비밀 값을 써야 합니다 (32자 이상, 예: openssl rand -hex 32).',
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
  return { ...parsed.data, SESSION_SECRET: resolveSessionSecret(parsed.data) };
}

export function serverEnv(): ServerEnv {
  cached ??= loadEnv();
  return cached;
}
