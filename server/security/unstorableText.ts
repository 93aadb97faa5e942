/**
 * Text that no database column can hold: PostgreSQL refuses the NUL character in text and jsonb,
 * and a lone UTF-16 surrogate (half of an emoji) in a jsonb value. Such input is never a real
 * person's typing, so it is refused at the door (a clear 400) instead of failing deep inside an
 * insert as an INTERNAL error.
 */
// eslint-disable-next-line no-control-regex -- NUL is what PostgreSQL refuses, on purpose
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnstorableText(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Whether any string (or object key) inside a parsed JSON value is unstorable; bounded by depth. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (depth > 64) return false;
  if (typeof value === 'string') return isUnstorableText(value);
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => isUnstorableText(key) || containsUnstorableText(item, depth + 1)
    );
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE =
  '쓸 수 없는 문자(널 문자나 깨진 이모지)가 들어 있어요. 내용을 다시 확인해 주세요.';
