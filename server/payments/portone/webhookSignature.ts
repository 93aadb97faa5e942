import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';

/**
 * PortOne V2 signs its webhooks by the Standard Webhooks scheme: `webhook-signature` carries one or
 * more space-separated `v1,<base64 HMAC-SHA256 of "${webhook-id}.${webhook-timestamp}.${body}">`,
 * keyed with the base64 secret after its `whsec_` prefix. A body we did not sign, or one signed too
 * long ago (a replay), is refused. The signer lives here too, for the fake PortOne server and tests.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type WebhookHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

export type SignatureFailure =
  'MISSING_HEADERS' | 'INVALID_TIMESTAMP' | 'TIMESTAMP_TOO_OLD' | 'TIMESTAMP_TOO_NEW' | 'NO_MATCHING_SIGNATURE';

export type SignatureCheck = { ok: true; webhookId: string } | { ok: false; reason: SignatureFailure };

const SECRET_PREFIX = 'whsec_';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The HMAC key: the secret's base64 part. A malformed secret is a configuration error, not a bad webhook. */
export function webhookKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!BASE64.test(encoded)) throw new Error('PortOne webhook secret is not base64 (whsec_<base64>)');
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('PortOne webhook secret is empty');
  return key;
}

function mac(key: Buffer, id: string, timestamp: string, body: string): Buffer {
  return crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest();
}

/** `v1,<base64>` for one message: what PortOne puts in `webhook-signature`. */
export function signWebhook(secret: string, message: { id: string; timestamp: number | string; body: string }): string {
  return `v1,${mac(webhookKey(secret), message.id, String(message.timestamp), message.body).toString('base64')}`;
}

/** The three headers of a signed delivery (now, unless a timestamp in seconds is given). */
export function webhookHeaders(
  secret: string,
  body: string,
  options: { id?: string; timestamp?: number } = {}
): WebhookHeaders {
  const id = options.id ?? `msg_${crypto.randomUUID()}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signWebhook(secret, { id, timestamp, body }),
  };
}

/** A header by name, case-insensitively; absent or empty counts as missing. */
function header(headers: Record<string, string | undefined>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && typeof value === 'string' && value.length > 0) return value;
  }
  return null;
}

/**
 * Checks the signature and freshness of one delivery. Timestamps outside the tolerance either way
 * are refused (an old one is a replay; one from the future means a wrong clock or a forged header).
 * Signatures are compared in constant time; an unknown version or undecodable entry is skipped.
 */
export function verifyWebhookSignature(
  secret: string,
  input: { body: string; headers: Record<string, string | undefined> },
  options: { nowSeconds?: number; toleranceSeconds?: number } = {}
): SignatureCheck {
  const id = header(input.headers, 'webhook-id');
  const timestamp = header(input.headers, 'webhook-timestamp');
  const signatures = header(input.headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'MISSING_HEADERS' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'INVALID_TIMESTAMP' };
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const sentAt = Number(timestamp);
  if (now - sentAt > tolerance) return { ok: false, reason: 'TIMESTAMP_TOO_OLD' };
  if (sentAt - now > tolerance) return { ok: false, reason: 'TIMESTAMP_TOO_NEW' };

  const expected = mac(webhookKey(secret), id, timestamp, input.body);
  for (const entry of signatures.split(' ')) {
    const comma = entry.indexOf(',');
    if (comma < 0 || entry.slice(0, comma) !== 'v1') continue;
    const encoded = entry.slice(comma + 1);
    if (!BASE64.test(encoded)) continue;
    const given = Buffer.from(encoded, 'base64');
    // timingSafeEqual needs equal lengths; the length of an HMAC-SHA256 is public anyway.
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) return { ok: true, webhookId: id };
  }
  return { ok: false, reason: 'NO_MATCHING_SIGNATURE' };
}
