/**
 * zod at the client's trust boundary (docs/architecture.md §4, docs/product.md §5), in the forgiving
 * form the spec asks for: a failed check is logged and never blocks the call. Analytics must not
 * break a page, and the server validates again and is the one that refuses bad input.
 */
import type { z } from 'zod';
import { EVENT_NAME_TOO_LONG_MESSAGE } from '@/lib/capture/commandSchemas';

/** docs/product.md §8: the Korean message of a failed answer check. */
export const UNKNOWN_PARTIAL_VALIDATION_MESSAGE = '알 수 없는 부분 검증 오류가 발생했습니다.';

/** Checks outgoing variables; logs on failure and always lets the caller send them unchanged. */
export function checkOutgoing(schema: z.ZodType, variables: unknown, operationName: string): boolean {
  const result = schema.safeParse(variables);
  if (result.success) return true;
  // The over-40-characters event name has its own exact message (docs/product.md §5), logged on its own line
  // so that it can be searched for in error reports.
  if (result.error.issues.some((issue) => issue.message === EVENT_NAME_TOO_LONG_MESSAGE)) {
    console.error(EVENT_NAME_TOO_LONG_MESSAGE);
  }
  console.error(
    `[api] ${operationName}: 보내는 값이 형식에 맞지 않습니다.`,
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  );
  return false;
}

/** Checks an answer by shape; on a mismatch logs §8's message and hands back the raw value. */
export function checkAnswer<T>(schema: z.ZodType<T>, data: unknown, operationName: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  console.error(UNKNOWN_PARTIAL_VALIDATION_MESSAGE, {
    operationName,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
  return data as T;
}
