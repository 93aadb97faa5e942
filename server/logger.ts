import { currentRequest } from './observability/requestContext';

/**
 * Structured one-line JSON logs; the request id ties a masked GraphQL error, a page's error and the
 * access log line of one request together. A line written while serving a request gets its id
 * (server/observability/requestContext.ts) unless the caller named one.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const configured =
    (process.env.LOG_LEVEL as Level | undefined) ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
  return order[configured] ?? order.info;
}

export function isLogged(level: Level): boolean {
  return order[level] >= threshold();
}

function write(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (!isLogged(level)) return;
  const requestId = fields?.requestId === undefined ? currentRequest()?.requestId : undefined;
  const line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...(requestId && { requestId }), ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => write('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write('error', msg, fields),
};
