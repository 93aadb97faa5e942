import { redactUrl } from './redact';

/**
 * One access log line per answered request (ACCESS_LOG=off for none), written by the HTTP observer
 * when the response has finished: what was asked (method, route pattern, path with the values of
 * sensitive query parameters redacted), how it ended (status, milliseconds, body bytes) and who asked
 * (the request id and the client address as TRUST_PROXY reads it). Never a cookie, a session token
 * or its hash: none of them is a field here, and the path is redacted.
 */
export type AccessRecord = {
  method: string;
  route: string;
  /** The request target as the client sent it. */
  target: string;
  status: number;
  ms: number;
  bytes: number;
  requestId: string;
  ip: string;
  /** The connection ended before the answer was complete. */
  aborted: boolean;
};

export function accessLogFields(record: AccessRecord): Record<string, unknown> {
  return {
    method: record.method,
    route: record.route,
    path: redactUrl(record.target.length > 2048 ? `${record.target.slice(0, 2048)}…` : record.target),
    status: record.status,
    ms: Math.round(record.ms * 10) / 10,
    bytes: record.bytes,
    requestId: record.requestId,
    ip: record.ip,
    ...(record.aborted && { aborted: true }),
  };
}
