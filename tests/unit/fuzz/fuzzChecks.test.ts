/**
 * @jest-environment node
 */
import { badAnswer, graphqlCodes, type FuzzRequest } from '@/scripts/fuzz/checks.mjs';
import { CookieJar, pct } from '@/scripts/fuzz/http.mjs';

// The fuzz harness is only as good as its verdicts: a checker that waves everything through would
// report "0 bad" forever. These pin what counts as a bad answer and what does not.
const graphql: FuzzRequest = {
  kind: 'graphql',
  service: 'item',
  label: 'item:Q:home',
  method: 'POST',
  path: '/item/v1/graphql',
};
const page: FuzzRequest = { kind: 'page', service: 'page', label: 'page:/search', method: 'GET', path: '/search' };
const answer = (status: number, body: string, type = 'application/json') => ({
  status,
  headers: { 'content-type': type },
  body: Buffer.from(body),
});

describe('fuzz verdicts', () => {
  it('passes coded 4xx answers and plain pages', () => {
    expect(
      badAnswer(graphql, answer(400, '{"errors":[{"message":"x","extensions":{"code":"BAD_REQUEST"}}]}'), '')
    ).toBeNull();
    expect(badAnswer(page, answer(404, '<html>찾으시는 페이지가 없어요</html>', 'text/html'), '')).toBeNull();
    expect(badAnswer(page, answer(429, '{"code":"RATE_LIMITED"}'), '')).toBeNull();
  });

  it('fails every 5xx, and a request that got no answer', () => {
    expect(badAnswer(page, answer(500, 'Internal Server Error', 'text/plain'), '')?.reason).toBe('5xx');
    expect(badAnswer(page, answer(503, ''), '')?.reason).toBe('5xx');
    expect(badAnswer(page, { status: 0, body: Buffer.alloc(0), error: 'ECONNRESET' }, '')?.reason).toBe('no answer');
  });

  it('fails a stack trace or a source path in any answer, 4xx included', () => {
    const stack = 'TypeError: x\n    at normalizeNodeRequest (file:///srv/app/utils.js:139:12)';
    expect(badAnswer(page, answer(400, stack, 'text/plain'), '')?.reason).toBe('leak: stack frame');
    expect(badAnswer(page, answer(200, 'see /work/main/server/env.ts', 'text/plain'), '')?.reason).toBe(
      'leak: source path'
    );
    expect(badAnswer(page, answer(200, 'at Object.<anonymous>', 'text/plain'), '')?.reason).toBe('leak: stack frame');
    expect(badAnswer(page, answer(404, 'node_modules/graphql/index.js', 'text/plain'), '')?.reason).toBe(
      'leak: source path'
    );
    expect(badAnswer(page, answer(500, stack, 'text/plain'), '')?.reason).toBe('5xx + leak: stack frame');
  });

  it('does not blame the server for echoing what the request itself carried', () => {
    const sent = '/search?keyword=node_modules';
    expect(badAnswer(page, answer(200, '<h1>node_modules 검색 결과</h1>', 'text/html'), sent)).toBeNull();
  });

  it('does not scan images', () => {
    expect(
      badAnswer(
        page,
        { status: 200, headers: { 'content-type': 'image/png' }, body: Buffer.from('..node_modules..') },
        ''
      )
    ).toBeNull();
  });

  it('fails an unexpected error masked as INTERNAL in a 200 GraphQL answer', () => {
    const body = '{"data":null,"errors":[{"message":"일시적인 오류","extensions":{"code":"INTERNAL"}}]}';
    expect(graphqlCodes(body)).toEqual(['INTERNAL']);
    expect(badAnswer(graphql, answer(200, body), '')?.reason).toBe('INTERNAL error');
    expect(graphqlCodes('[{"errors":[{"extensions":{"code":"NOT_FOUND"}}]},{"data":{}}]')).toEqual(['NOT_FOUND']);
  });
});

describe('fuzz cookie jar', () => {
  it('follows Set-Cookie, drops expired cookies and sees a session under any prefix', () => {
    const jar = new CookieJar();
    jar.update(['__Host-sid=abc; Path=/; HttpOnly; Secure', 'aid=xyz; Max-Age=7776000']);
    expect(jar.header()).toBe('__Host-sid=abc; aid=xyz');
    expect(jar.hasSession()).toBe(true);
    jar.update('__Host-sid=; Path=/; Max-Age=0');
    expect(jar.hasSession()).toBe(false);
    expect(jar.header()).toBe('aid=xyz');
  });

  it('percent-encodes text that encodeURIComponent refuses (a lone surrogate)', () => {
    expect(() => encodeURIComponent('\uD800')).toThrow();
    expect(pct('\uD800 가/')).toBe('%EF%BF%BD%20%EA%B0%80%2F');
  });
});
