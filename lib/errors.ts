/**
 * The one error vocabulary (docs/architecture.md §13): a closed set of codes, each with the
 * Korean sentence a person sees. Domain code throws DomainError(code); GraphQL maps it to
 * extensions.code; anything else is masked as INTERNAL.
 */
export const errorMessages = {
  NOT_FOUND: '찾으시는 정보가 없어요.',
  INVALID_INPUT: '입력한 내용을 다시 확인해 주세요.',
  UNAUTHENTICATED: '로그인이 필요해요.',
  FORBIDDEN: '접근 권한이 없어요.',
  CONFLICT: '이미 처리된 요청이에요.',
  UNAVAILABLE_DATES: '예약 가능한 날짜가 아니에요.',
  INVALID_TRANSITION: '지금 상태에서는 할 수 없는 요청이에요.',
  PAYMENT_FAILED: '결제에 실패했어요. 다시 시도해 주세요.',
  RATE_LIMITED: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  BAD_REQUEST: '요청 형식이 올바르지 않아요.',
  SERVICE_UNAVAILABLE: '서비스를 잠시 이용할 수 없어요. 잠시 후 다시 시도해 주세요.',
  INTERNAL: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export const errorCodes = Object.keys(errorMessages) as ErrorCode[];

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Field-level details for INVALID_INPUT (path → Korean message); never internal data. */
  readonly details?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, details?: Record<string, string>) {
    super(message ?? errorMessages[code]);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
