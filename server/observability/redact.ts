/**
 * What a log line may not carry of a URL: the values of query parameters that are credentials or
 * one-time secrets (a mail link's token, an OAuth code and state, a session or its hash, a payment
 * key, a signature). Their names are kept, so the line still says what the request was. Applied to
 * the access log's path, to Next's request errors and to any console text that holds a URL.
 */
// By ending (`paymentKey`, `sessionTokenHash`, `access_token`), plus short names that are secrets only
// when alone (`code` and `state` of OAuth; `boardCode` or `categoryCode` are not).
const SENSITIVE_ENDING =
  /(token|secret|password|passwd|session|otp|nonce|signature|hash|ticket|key|credential|authcode|verificationcode)$/i;
const SENSITIVE_EXACT = /^(code|state|sid|sig|pwd|auth)$/i;

export const REDACTED = '[redacted]';

export function isSensitiveParam(name: string): boolean {
  const letters = name.replace(/[^A-Za-z]/g, '');
  return SENSITIVE_ENDING.test(letters) || SENSITIVE_EXACT.test(letters);
}

/** A request target (`/path?query`) or an absolute URL with the values of sensitive parameters replaced. */
export function redactUrl(target: string): string {
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return target;
  const hashAt = target.indexOf('#', queryAt);
  const query = target.slice(queryAt + 1, hashAt === -1 ? undefined : hashAt);
  return target.slice(0, queryAt + 1) + redactQuery(query);
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = safeDecode(pair.slice(0, equals));
      return isSensitiveParam(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

// `name=value` after `?` or `&` anywhere in free text (an error message, a stack, Next's own lines).
const PARAM_IN_TEXT = /([?&])([A-Za-z0-9_.%-]{1,64})=([^&\s"'<>#)\]]*)/g;

/** Free text with the values of sensitive query parameters in any URL it holds replaced. */
export function redactText(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(PARAM_IN_TEXT, (whole, lead: string, name: string) =>
    isSensitiveParam(safeDecode(name)) ? `${lead}${name}=${REDACTED}` : whole
  );
}
