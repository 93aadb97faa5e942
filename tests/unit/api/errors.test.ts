import {
  ApiConnectError,
  ApiGraphQLError,
  ApiHttpError,
  errorCodeOf,
  NETWORK_ERROR_MESSAGE,
  serializeApiError,
} from '@/api/errors';
import { DomainError, errorMessages } from '@/lib/errors';

describe('api/errors', () => {
  it('derives the code from extensions.code, else from the status', () => {
    const make = (status: number, code?: string) =>
      new ApiHttpError({
        status,
        operationName: 'op',
        params: {},
        errors: code ? [{ message: 'm', extensions: { code } }] : [],
      });
    expect(make(400, 'INVALID_INPUT').code).toBe('INVALID_INPUT');
    expect(make(400, 'GRAPHQL_VALIDATION_FAILED').code).toBe('BAD_REQUEST');
    expect(make(401).code).toBe('UNAUTHENTICATED');
    expect(make(403).code).toBe('FORBIDDEN');
    expect(make(404).code).toBe('NOT_FOUND');
    expect(make(409).code).toBe('CONFLICT');
    expect(make(429).code).toBe('RATE_LIMITED');
    expect(make(503).code).toBe('INTERNAL');
    expect(make(500, 'SOMETHING_ELSE').code).toBe('INTERNAL');
  });

  it('errorCodeOf covers API errors, domain errors and anything else', () => {
    expect(errorCodeOf(new ApiConnectError({ endpoint: '/item/v1/graphql', operationName: 'op', cause: 'x' }))).toBe(
      'NETWORK'
    );
    expect(errorCodeOf(new DomainError('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(errorCodeOf(new Error('boom'))).toBe('INTERNAL');
    expect(errorCodeOf('a string')).toBe('INTERNAL');
  });

  it('serialises to plain JSON for slices, with a Korean message', () => {
    const graphql = new ApiGraphQLError({
      status: 200,
      operationName: 'op',
      params: {},
      errors: [{ message: '예약 가능한 날짜가 아니에요.', extensions: { code: 'UNAVAILABLE_DATES' } }],
    });
    expect(serializeApiError(graphql)).toEqual({
      code: 'UNAVAILABLE_DATES',
      message: '예약 가능한 날짜가 아니에요.',
      status: 200,
    });
    const connect = new ApiConnectError({ endpoint: '/item/v1/graphql', operationName: 'op', cause: new Error('x') });
    expect(serializeApiError(connect)).toEqual({ code: 'NETWORK', message: NETWORK_ERROR_MESSAGE });
    expect(connect.userMessage).toBe(NETWORK_ERROR_MESSAGE);
    expect(serializeApiError(new Error('x'))).toEqual({ code: 'INTERNAL', message: errorMessages.INTERNAL });
  });
});
