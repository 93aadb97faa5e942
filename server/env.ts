import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

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
});

export type ServerEnv = z.infer<typeof envSchema> & { SESSION_SECRET: string };

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
