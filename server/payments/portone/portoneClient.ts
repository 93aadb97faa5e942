import type { z } from 'zod';
import { logger } from '../../logger';
import { ProviderError } from '../types';
import type { PortonePaymentsConfig } from './portoneConfig';
import { portoneErrorBody } from './portoneSchemas';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * A ProviderError that also keeps PortOne's error `type` (PAYMENT_NOT_FOUND, ALREADY_PAID,
 * CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN …) so the adapter can recognise a retried request.
 */
export class PortoneApiError extends ProviderError {
  constructor(
    kind: ProviderError['kind'],
    message: string,
    readonly type: string | null,
    readonly status: number | null
  ) {
    super(kind, message);
    this.name = 'PortoneApiError';
  }
}

export type PortoneCall = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Relative to the API base, already encoded: `payments/${encodeURIComponent(id)}`. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: Record<string, unknown>;
};

/**
 * What an error answer means for checkout:
 * - 404: PortOne never saw the payment or billing key (NOT_FOUND).
 * - PG_PROVIDER (502) / CHANNEL_SPECIFIC: the card company or wallet refused (DECLINED).
 * - 401/403: our secret or store id is wrong. UNAVAILABLE, logged as an error: the payment may well
 *   be paid, so checkout must keep the order pending and reconcile once the configuration is fixed.
 * - 429 and other 5xx: PortOne is busy or down (UNAVAILABLE).
 * - any other 4xx (400 INVALID_REQUEST, 409 conflicts): the request itself is refused (INVALID).
 */
function classify(status: number, type: string | null): ProviderError['kind'] {
  if (status === 404) return 'NOT_FOUND';
  if (type === 'PG_PROVIDER' || type === 'CHANNEL_SPECIFIC') return 'DECLINED';
  if (status === 401 || status === 403 || status === 429 || status >= 500) return 'UNAVAILABLE';
  return 'INVALID';
}

function url(config: PortonePaymentsConfig, call: PortoneCall): URL {
  const base = config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`;
  const target = new URL(call.path, base);
  for (const [key, value] of Object.entries(call.query ?? {}))
    if (value !== undefined) target.searchParams.set(key, value);
  return target;
}

async function send(config: PortonePaymentsConfig, call: PortoneCall): Promise<Response> {
  const doFetch = config.fetch ?? fetch;
  try {
    return await doFetch(url(config, call), {
      method: call.method,
      headers: {
        authorization: `PortOne ${config.apiSecret}`,
        accept: 'application/json',
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    // A timeout, a refused connection or a reset: whether PortOne acted on the request is unknown.
    // Duck-typed: the DOMException fetch throws may come from another realm than this Error class.
    const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    logger.warn('payments.portone.unreachable', { method: call.method, path: call.path, timedOut });
    throw new PortoneApiError(
      'UNAVAILABLE',
      timedOut ? `PortOne ${call.method} ${call.path} timed out` : `PortOne ${call.method} ${call.path} unreachable`,
      null,
      null
    );
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** One PortOne API call, its answer parsed by `schema`; every failure becomes a PortoneApiError. */
export async function callPortone<T>(
  config: PortonePaymentsConfig,
  call: PortoneCall,
  schema: z.ZodType<T>
): Promise<T> {
  const response = await send(config, call);
  const json = await readJson(response);
  if (!response.ok) {
    const body = portoneErrorBody.safeParse(json);
    const type = body.success ? body.data.type : null;
    const kind = classify(response.status, type);
    const detail = body.success ? (body.data.pgMessage ?? body.data.message ?? '') : '';
    const fields = { method: call.method, path: call.path, status: response.status, type };
    if (response.status === 401 || response.status === 403) logger.error('payments.portone.unauthorized', fields);
    else if (kind === 'UNAVAILABLE') logger.warn('payments.portone.unavailable', fields);
    throw new PortoneApiError(
      kind,
      `PortOne ${call.method} ${call.path} answered ${response.status} ${type ?? ''} ${detail}`.trim(),
      type,
      response.status
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    logger.error('payments.portone.unexpected_answer', {
      method: call.method,
      path: call.path,
      issue: parsed.error.issues[0]?.message,
    });
    throw new PortoneApiError(
      'UNAVAILABLE',
      `PortOne ${call.method} ${call.path}: unexpected answer`,
      null,
      response.status
    );
  }
  return parsed.data;
}

export function isPortoneError(error: unknown, type: string): error is PortoneApiError {
  return error instanceof PortoneApiError && error.type === type;
}
