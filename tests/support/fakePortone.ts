import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookHeaders, type WebhookHeaders } from '@/server/payments/portone/webhookSignature';
import { createFakePortoneStore, type FakeAnswer } from './fakePortoneStore';

export type { FakePayment, FakePaymentStatus, FakeBillingKey, FakeCard } from './fakePortoneStore';

/**
 * An in-process PortOne V2 API on 127.0.0.1 (random port) with exactly the endpoints our adapter
 * calls: GET /payments/{id}, POST /payments/{id}/pre-register, /cancel and /billing-key,
 * GET and DELETE /billing-keys/{key}, POST /billing-keys/confirm. It checks the
 * `Authorization: PortOne <secret>` header and the store id, keeps a programmable store
 * (fakePortoneStore.ts), can make any endpoint hang or fail, and signs webhooks as PortOne does.
 */
export type FakeRoute =
  | 'getPayment'
  | 'preRegister'
  | 'cancel'
  | 'payWithBillingKey'
  | 'getBillingKey'
  | 'confirmBillingKey'
  | 'deleteBillingKey';

export type FakeBehaviour = {
  /**
   * Never answer (a PortOne that hangs): the request stays open until the caller gives up or the
   * fake stops, so only the adapter's own timeout can end the call.
   */
  hold?: boolean;
  /** Answer with this status and a non-JSON body instead of handling the request. */
  failStatus?: number;
  /** How many requests the behaviour applies to; unset, all of them until cleared. */
  times?: number;
};

export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
};

export type FakePortoneOptions = { apiSecret: string; storeId: string; webhookSecret: string };

/** Who signs (another secret to forge one), when (seconds; an old one to replay) and the delivery id. */
export type WebhookSigning = { secret?: string; timestamp?: number; id?: string };

type Handler = {
  route: FakeRoute;
  method: string;
  pattern: RegExp;
  handle: (match: string, body: Record<string, unknown>) => FakeAnswer;
};

export function createFakePortone(options: FakePortoneOptions) {
  const store = createFakePortoneStore(options.storeId);
  const behaviours = new Map<FakeRoute, FakeBehaviour>();
  const requests: FakeRequest[] = [];

  const handlers: Handler[] = [
    { route: 'getPayment', method: 'GET', pattern: /^\/payments\/([^/]+)$/, handle: (id) => store.getPayment(id) },
    {
      route: 'preRegister',
      method: 'POST',
      pattern: /^\/payments\/([^/]+)\/pre-register$/,
      handle: (id, body) => store.preRegister(id, body),
    },
    {
      route: 'cancel',
      method: 'POST',
      pattern: /^\/payments\/([^/]+)\/cancel$/,
      handle: (id, body) => store.cancel(id, body),
    },
    {
      route: 'payWithBillingKey',
      method: 'POST',
      pattern: /^\/payments\/([^/]+)\/billing-key$/,
      handle: (id, body) => store.payWithBillingKey(id, body),
    },
    {
      route: 'confirmBillingKey',
      method: 'POST',
      pattern: /^\/billing-keys\/(confirm)$/,
      handle: (_, body) => store.confirmBillingKey(body),
    },
    {
      route: 'getBillingKey',
      method: 'GET',
      pattern: /^\/billing-keys\/([^/]+)$/,
      handle: (key) => store.getBillingKey(key),
    },
    {
      route: 'deleteBillingKey',
      method: 'DELETE',
      pattern: /^\/billing-keys\/([^/]+)$/,
      handle: (key) => store.deleteBillingKey(key),
    },
  ];

  function answer(
    method: string,
    path: string,
    query: Record<string, string>,
    body: unknown,
    authorization: string | undefined
  ): { route: FakeRoute | null; answer: FakeAnswer } {
    for (const h of handlers) {
      const match = h.method === method ? h.pattern.exec(path) : null;
      if (!match) continue;
      if (authorization !== `PortOne ${options.apiSecret}`)
        return {
          route: h.route,
          answer: { status: 401, body: { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' } },
        };
      const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const storeId = method === 'POST' ? fields.storeId : query.storeId;
      if (storeId !== undefined && storeId !== options.storeId)
        return {
          route: h.route,
          answer: { status: 403, body: { type: 'FORBIDDEN', message: '접근 권한이 없는 상점입니다.' } },
        };
      return { route: h.route, answer: h.handle(decodeURIComponent(match[1]), fields) };
    }
    // An endpoint the adapter should not be calling: loud, and never mistaken for NOT_FOUND.
    return { route: null, answer: { status: 501, body: { type: 'FAKE_UNSUPPORTED', message: `${method} ${path}` } } };
  }

  /** The behaviour for this request, counting down a limited one. */
  function behaviourFor(route: FakeRoute | null): FakeBehaviour | null {
    const behaviour = route ? behaviours.get(route) : undefined;
    if (!route || !behaviour) return null;
    if (behaviour.times !== undefined && --behaviour.times <= 0) behaviours.delete(route);
    return behaviour;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const method = req.method ?? 'GET';
      const query = Object.fromEntries(url.searchParams);
      requests.push({ method, path: url.pathname, query, body, authorization: req.headers.authorization });
      const { route, answer: result } = answer(method, url.pathname, query, body, req.headers.authorization);
      const behaviour = behaviourFor(route);
      if (behaviour?.hold) return;
      if (behaviour?.failStatus) {
        res.writeHead(behaviour.failStatus, { 'content-type': 'text/plain' });
        res.end('upstream failure');
        return;
      }
      res.writeHead(result.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.body));
    });
  });

  /** A delivery as PortOne would send it: the JSON body and its Standard Webhooks headers. */
  function webhook(payload: unknown, sign: WebhookSigning = {}): { body: string; headers: WebhookHeaders } {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return {
      body,
      headers: webhookHeaders(sign.secret ?? options.webhookSecret, body, { id: sign.id, timestamp: sign.timestamp }),
    };
  }

  let base = '';
  return {
    ...store,
    requests,
    options,
    get url() {
      return base;
    },
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          resolve(base);
        })
      ),
    /** Drops held requests still open, so the test run never hangs on them. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    behave(route: FakeRoute, behaviour: FakeBehaviour) {
      behaviours.set(route, { ...behaviour });
    },
    clearBehaviours() {
      behaviours.clear();
    },
    webhook,
    /** POSTs a signed webhook to one of our endpoints. */
    sendWebhook(url: string, payload: unknown, sign: WebhookSigning = {}): Promise<Response> {
      const { body, headers } = webhook(payload, sign);
      return fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
    },
  };
}

/** A PortOne V2 transaction event body, e.g. transactionEvent('Transaction.Paid', 'order_1'). */
export function transactionEvent(type: string, paymentId: string, storeId = 'store-fake'): Record<string, unknown> {
  return { type, timestamp: new Date().toISOString(), data: { storeId, paymentId, transactionId: `tx-${paymentId}` } };
}

export type FakePortone = ReturnType<typeof createFakePortone>;
