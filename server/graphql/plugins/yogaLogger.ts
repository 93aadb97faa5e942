import type { YogaLogger } from 'graphql-yoga';
import { logger } from '@/server/logger';

/** Yoga's internal messages go to our structured log, tagged with the service, never to the console. */
function fields(service: string, args: unknown[]): Record<string, unknown> {
  return {
    service,
    args: args.map((arg) => (arg instanceof Error ? { name: arg.name, message: arg.message, stack: arg.stack } : arg)),
  };
}

export function yogaLogger(service: string): YogaLogger {
  return {
    debug: (...args: unknown[]) => logger.debug('yoga', fields(service, args)),
    info: (...args: unknown[]) => logger.info('yoga', fields(service, args)),
    warn: (...args: unknown[]) => logger.warn('yoga', fields(service, args)),
    error: (...args: unknown[]) => logger.error('yoga', fields(service, args)),
  };
}
