import { format } from 'node:util';
import { logger } from '../logger';
import { processSingleton } from '../processSingleton';
import { describeError, wasReported } from './requestErrors';
import { redactText } from './redact';

/**
 * Every line the server process prints is one JSON object: Next and libraries print through the
 * console (Next's own request errors as multi-line stack traces), so in the production server the
 * console methods write through our logger instead, one line each, with the request id of the
 * request they ran for (requestContext.ts), URL secrets redacted and colour codes removed. An error
 * already logged by onRequestError (requestErrors.ts) is not printed a second time.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
type ConsoleLike = Pick<Console, 'debug' | 'info' | 'log' | 'warn' | 'error'>;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

export function consoleFields(args: unknown[]): Record<string, unknown> | null {
  if (args.some(wasReported)) return null;
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const rest = error ? args.filter((arg) => arg !== error) : args;
  const text = redactText(
    format(...rest)
      .replace(ANSI, '')
      .trim()
  );
  return { ...(text && { text }), ...(error && { error: describeError(error) }) };
}

function through(level: Level) {
  return (...args: unknown[]) => {
    const fields = consoleFields(args);
    if (fields) logger[level]('console', fields);
  };
}

export function installJsonConsole(target: ConsoleLike = console): void {
  processSingleton('jsonConsole', () => {
    target.debug = through('debug');
    target.info = through('info');
    target.log = through('info');
    target.warn = through('warn');
    target.error = through('error');
    return true;
  });
}
