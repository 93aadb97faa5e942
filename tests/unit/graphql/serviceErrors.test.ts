import { GraphQLError } from 'graphql';
import { formatServiceError, type ErrorScope } from '@/server/graphql/errors';
import { BUSY_MESSAGE } from '@/server/db/retryTransaction';

const scope: ErrorScope = {
  service: 'order',
  requestId: 'req-1',
  operationName: 'us_prepareCheckout',
  exposeReasons: false,
};

/** A resolver's failure as Yoga hands it to the formatter: a GraphQLError around what was thrown. */
function thrownByResolver(error: Error): GraphQLError {
  return new GraphQLError(error.message, { originalError: error, path: ['prepareCheckout'] });
}

const dbError = (code: string, message: string) =>
  new Error('Failed query: select "point" from "users" where "users"."id" = $1 for update', {
    cause: Object.assign(new Error(message), { code }),
  });

describe('formatServiceError: a race PostgreSQL broke off is CONFLICT, never INTERNAL', () => {
  it.each([
    ['deadlock_detected', '40P01', 'deadlock detected'],
    ['serialization_failure', '40001', 'could not serialize access due to concurrent update'],
  ])('%s (%s) reaching the formatter answers CONFLICT in Korean', (_name, code, message) => {
    const formatted = formatServiceError(thrownByResolver(dbError(code, message)), scope);
    expect(formatted.extensions).toEqual({ code: 'CONFLICT' });
    expect(formatted.message).toBe(BUSY_MESSAGE);
    expect(formatted.path).toEqual(['prepareCheckout']);
  });

  it('any other database error is still masked as INTERNAL', () => {
    const formatted = formatServiceError(thrownByResolver(dbError('23505', 'duplicate key value')), scope);
    expect(formatted.extensions).toMatchObject({ code: 'INTERNAL' });
  });
});
