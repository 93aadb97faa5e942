/**
 * What the server's log lines may say: URL secrets redacted wherever a URL appears, the access log's
 * shape, Next's console output as one JSON-ready object, and route labels that never carry an id.
 */
import { accessLogFields } from '@/server/observability/accessLog';
import { consoleFields } from '@/server/observability/consoleJson';
import { redactText, redactUrl } from '@/server/observability/redact';
import { logRequestError } from '@/server/observability/requestErrors';
import { fallbackRoute, methodLabel, routeLabel } from '@/server/observability/routeLabel';
import type { IncomingMessage } from 'node:http';

describe('redactUrl', () => {
  it('replaces the values of secret parameters and keeps everything else', () => {
    expect(redactUrl('/registration/redirect/email?token=abc.def&next=%2Fmy')).toBe(
      '/registration/redirect/email?token=[redacted]&next=%2Fmy'
    );
    expect(redactUrl('/login/callback?code=xyz&state=s1&provider=kakao')).toBe(
      '/login/callback?code=[redacted]&state=[redacted]&provider=kakao'
    );
    expect(redactUrl('/pay/card?paymentId=rm-1&paymentKey=k&sessionTokenHash=9f8e')).toBe(
      '/pay/card?paymentId=rm-1&paymentKey=[redacted]&sessionTokenHash=[redacted]'
    );
    expect(redactUrl('https://x.test/a?access_token=t&refresh-token=r')).toBe(
      'https://x.test/a?access_token=[redacted]&refresh-token=[redacted]'
    );
  });

  it('keeps parameters that only end like a short secret name, and paths without a query', () => {
    expect(redactUrl('/community/free/posts?boardCode=free&categoryCode=SKI&keyword=헬멧')).toBe(
      '/community/free/posts?boardCode=free&categoryCode=SKI&keyword=헬멧'
    );
    expect(redactUrl('/services/12')).toBe('/services/12');
  });
});

describe('redactText', () => {
  it('redacts query secrets inside free text such as an error message or a stack', () => {
    const text = 'Error: failed GET /api/v4/auth/verify?token=a1b2c3&x=1\n    at render (/app?session=s9)';
    expect(redactText(text)).toBe(
      'Error: failed GET /api/v4/auth/verify?token=[redacted]&x=1\n    at render (/app?session=[redacted])'
    );
  });
});

describe('accessLogFields', () => {
  it('has a fixed shape and a redacted path', () => {
    expect(
      accessLogFields({
        method: 'GET',
        route: '/services/[id]',
        target: '/services/7?ref=home&token=t0k',
        status: 200,
        ms: 12.345,
        bytes: 5120,
        requestId: 'req-1',
        ip: '203.0.113.9',
        aborted: false,
      })
    ).toEqual({
      method: 'GET',
      route: '/services/[id]',
      path: '/services/7?ref=home&token=[redacted]',
      status: 200,
      ms: 12.3,
      bytes: 5120,
      requestId: 'req-1',
      ip: '203.0.113.9',
    });
  });

  it('marks an answer cut off by the client and shortens a huge target', () => {
    const fields = accessLogFields({
      method: 'POST',
      route: 'unmatched',
      target: `/x?q=${'a'.repeat(5000)}`,
      status: 200,
      ms: 1,
      bytes: 0,
      requestId: 'r',
      ip: 'unknown',
      aborted: true,
    });
    expect(fields.aborted).toBe(true);
    expect(String(fields.path).length).toBeLessThanOrEqual(2049);
  });
});

describe('consoleFields', () => {
  it("turns Next's multi-line error print into text and a structured, redacted error", () => {
    const error = new Error('render failed for /order/complete/1?token=t1');
    const fields = consoleFields(['\u001b[31m ⨯\u001b[39m', error]);
    expect(fields).toEqual({
      text: '⨯',
      error: {
        name: 'Error',
        message: 'render failed for /order/complete/1?token=[redacted]',
        stack: expect.stringContaining('token=[redacted]'),
      },
    });
    expect(JSON.stringify(fields)).not.toContain('t1');
    expect(JSON.stringify(fields).split('\n')).toHaveLength(1);
  });

  it('skips an error onRequestError already logged with its request', () => {
    const error = new Error('boom');
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logRequestError(
      error,
      { path: '/services/1?session=abc', method: 'GET', headers: { 'x-request-id': 'rid-7' } },
      { routePath: '/services/[id]', routeType: 'render' }
    );
    const line = JSON.parse(String(spy.mock.calls[0][0])) as Record<string, unknown>;
    spy.mockRestore();
    expect(line).toMatchObject({
      level: 'error',
      msg: 'request.error',
      requestId: 'rid-7',
      path: '/services/1?session=[redacted]',
      route: '/services/[id]',
      routeType: 'render',
      error: { message: 'boom' },
    });
    expect(consoleFields([' ⨯', error])).toBeNull();
  });
});

describe('route labels', () => {
  const req = (page?: string) =>
    (page
      ? { [Symbol.for('NextInternalRequestMeta')]: { match: { definition: { page } } } }
      : {}) as unknown as IncomingMessage;

  it('use the route Next matched, never the path', () => {
    expect(routeLabel(req('/services/[id]'), '/services/123')).toBe('/services/[id]');
    expect(routeLabel(req('/api/graphql/order'), '/order/v1/graphql')).toBe('/api/graphql/order');
  });

  it('fall into a few fixed names without a match', () => {
    expect(routeLabel(req(), '/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(fallbackRoute('/favicon.svg')).toBe('public-file');
    expect(fallbackRoute('/no/such/page/42')).toBe('unmatched');
    expect(methodLabel('BREW')).toBe('OTHER');
  });
});
