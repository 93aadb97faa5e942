// Requests to every /app/v4 route: the account routes (their table comes from the router itself, see
// prepare.ts) and the GET routes beside them (images, sitemaps, shopping feed, robots), with bodies
// built from the fields those routes read, wrong methods and content types, and odd paths.
import fc from 'fast-check';
import { pct } from './http.mjs';
import { anyJson, brokenJson, deepJson, hugeString, idFrom, nastyString, smallString, wrongType } from './values.mjs';

/** Every field an /app/v4/auth body is read for, with values that pass or nearly pass its schema. */
function bodyFields(ids) {
  const password = fc.oneof(
    fc.constantFrom('Ride-pass-2026!', 'short', 'aaaaaaaa', 'Fuzz1234!@#$', '비밀번호1234!'),
    nastyString
  );
  return {
    email: fc.oneof(
      fc.constantFrom(
        'fuzz-decoy@example.com',
        'nobody@example.com',
        'a@b',
        'UPPER@EXAMPLE.COM',
        '"quoted"@example.com',
        `${'a'.repeat(300)}@example.com`
      ),
      nastyString
    ),
    password,
    currentPassword: password,
    newPassword: password,
    returnUrl: fc.oneof(
      fc.constantFrom(
        '/',
        '/user/my_page',
        '//evil.example',
        '/.//evil.example',
        '/%2e//evil.example',
        'https://evil.example',
        '/\\evil.example',
        'javascript:alert(1)'
      ),
      nastyString
    ),
    token: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }), nastyString),
    confirm: fc.oneof(fc.boolean(), wrongType),
    purpose: fc.oneof(fc.constantFrom('SIGNUP', 'FIND_ID', 'signup', 'RESET'), nastyString),
    verificationId: fc.oneof(fc.uuid(), nastyString),
    flow: fc.constantFrom('email', 'social', 'kakao', ''),
    friendCode: fc.oneof(fc.constantFrom('ABCD1234', 'RIDE2026'), nastyString),
    nickname: fc.oneof(fc.constantFrom('라이더', '가', '닉네임닉네임닉네임닉네임닉', 'admin'), nastyString),
    name: fc.oneof(fc.constantFrom('김라이더', 'Kim Rider', '김'), nastyString),
    birthDate: fc.oneof(fc.constantFrom('19900505', '20260230', '18991231', '99991231', '1990-05-05'), nastyString),
    carrier: fc.oneof(fc.constantFrom('SKT', 'KT', 'LGU', 'SKT_MVNO', 'XYZ'), nastyString),
    phone: fc.oneof(fc.constantFrom('01012345678', '010-1234-5678', '0212345678', '+821012345678'), nastyString),
    code: fc.oneof(fc.constantFrom('123456', '000000', '12345', '1234567'), nastyString),
    service: fc.oneof(fc.boolean(), wrongType),
    privacy: fc.oneof(fc.boolean(), wrongType),
    marketing: fc.oneof(fc.boolean(), wrongType),
    businessId: idFrom(ids.businesses),
  };
}

function bodyArb(ids) {
  const fields = bodyFields(ids);
  const record = fc.record(fields, { requiredKeys: [] });
  // Bodies are written when sent (functions): the plan then holds shared strings, not copies.
  const lazy = (value) => () => JSON.stringify(value);
  return fc.oneof(
    { arbitrary: record.map(lazy), weight: 8 },
    {
      arbitrary: fc
        .tuple(record, fc.dictionary(smallString, anyJson, { maxKeys: 4 }))
        .map(([v, extra]) => lazy({ ...extra, ...v })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(record, fc.constantFrom(...Object.keys(fields)), hugeString)
        .map(([v, key, huge]) => lazy({ ...v, [key]: huge })),
      weight: 1,
    },
    {
      arbitrary: fc
        .record(Object.fromEntries(Object.keys(fields).map((k) => [k, wrongType])), { requiredKeys: [] })
        .map(lazy),
      weight: 2,
    },
    { arbitrary: fc.constantFrom('', 'null', '[]', '"x"', '0', 'true', '{}'), weight: 2 },
    { arbitrary: brokenJson, weight: 2 },
    { arbitrary: deepJson, weight: 1 },
    {
      arbitrary: fc
        .constantFrom(70 * 1024, 1024 * 1024)
        .map((n) => () => JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(n) })),
      weight: 1,
    }
  );
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
];
// TRACE: WHATWG Request refuses it, so any code that turns a Node request into one must answer first.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE'];

/** The /app/v4 GET routes outside /auth, and the public paths rewritten to them (next.config.js). */
function getRoutes(ids, sitemapFiles) {
  const image = fc.oneof(
    { arbitrary: idFrom(ids.images).map(String), weight: 4 },
    { arbitrary: nastyString.map(pct), weight: 1 }
  );
  const file = fc.oneof(
    { arbitrary: fc.constantFrom(...(sitemapFiles.length ? sitemapFiles : ['models-1.xml'])), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        'models-0.xml',
        'models-99999.xml',
        'items--1.xml',
        'nope.xml',
        'models-1.txt',
        '..%2fpackage.json',
        'models-1e3.xml'
      ),
      weight: 2,
    },
    { arbitrary: nastyString.map(pct), weight: 1 }
  );
  const query = fc.oneof(
    fc.constant(''),
    fc.tuple(smallString, nastyString).map(([k, v]) => `?${pct(k)}=${pct(v)}`)
  );
  const at = (template, part, path) => fc.tuple(part, query).map(([p, q]) => ({ template, path: `${path(p)}${q}` }));
  return fc.oneof(
    at('/app/v4/images/{id}', image, (id) => `/app/v4/images/${id}`),
    at('/app/v4/images/{id}/og.png', image, (id) => `/app/v4/images/${id}/og.png`),
    at('/app/v4/sitemaps/{file}', file, (f) => `/app/v4/sitemaps/${f}`),
    at('/sitemaps/{file}', file, (f) => `/sitemaps/${f}`),
    ...['/app/v4/naver-ep', '/ep/naver.tsv', '/app/v4/robots', '/robots.txt', '/app/v4/sitemap', '/sitemap.xml'].map(
      (path) => at(path, fc.constant(''), () => path)
    )
  );
}

function restRequest(label, method, path, contentType, body) {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'HEAD';
  return {
    kind: 'rest',
    service: 'rest',
    label,
    method,
    path,
    contentType: hasBody ? contentType : undefined,
    body: hasBody ? body : undefined,
  };
}

/** Requests to every /app/v4 route. `authRoutes` is [{ method, path }] from the router. */
export function restArb({ ids, authRoutes, sitemapFiles }) {
  const route = fc.constantFrom(...authRoutes);
  const authCall = fc
    .tuple(
      route,
      fc.oneof({ arbitrary: fc.constant(null), weight: 5 }, { arbitrary: fc.constantFrom(...METHODS), weight: 1 }),
      fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 6 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 }
      ),
      bodyArb(ids),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 4 },
        {
          arbitrary: fc
            .tuple(fc.constantFrom('returnUrl', 'identityVerificationId', 'code', 'state', 'x'), nastyString)
            .map(([k, v]) => `?${k}=${pct(v)}`),
          weight: 1,
        }
      )
    )
    .map(([r, method, type, body, query]) =>
      restRequest(
        `rest:${r.method} ${r.path.replace('/app/v4', '')}`,
        method ?? r.method,
        `${r.path}${query}`,
        type,
        body
      )
    );

  const getCall = fc
    .tuple(
      getRoutes(ids, sitemapFiles),
      fc.oneof(
        { arbitrary: fc.constant('GET'), weight: 8 },
        { arbitrary: fc.constantFrom('HEAD', 'POST', 'DELETE', 'TRACE'), weight: 1 }
      )
    )
    .map(([{ template, path }, method]) =>
      restRequest(`rest:${method === 'GET' ? 'GET' : 'other'} ${template}`, method, path, 'application/json', '{}')
    );

  const oddPath = fc
    .tuple(
      fc.constantFrom(
        '/app/v4',
        '/app/v4/',
        '/app/v4/auth',
        '/app/v4/auth/',
        '/app/v4/auth/nope',
        '/app/v4/auth/login/',
        '/app/v4/auth//login',
        '/app/v4/auth/LOGIN',
        '/app/v4/auth/../auth/login',
        '/app/v4/auth/%2e%2e/login',
        '/app/v4/auth/login%00',
        '/app/v4/images',
        '/app/v4/images/',
        '/app/v4/nope',
        '/api/v4/auth/login',
        `/app/v4/auth/${'a'.repeat(4000)}`,
        '/app/v4/auth/identity/sandbox',
        '/app/v4/auth/oauth/google/start',
        '/app/v4/auth/oauth//start'
      ),
      fc.constantFrom('GET', 'POST'),
      bodyArb(ids)
    )
    .map(([path, method, body]) => restRequest('rest:odd-path', method, path, 'application/json', body));

  return fc.oneof(
    { arbitrary: authCall, weight: 6 },
    { arbitrary: getCall, weight: 3 },
    { arbitrary: oddPath, weight: 1 }
  );
}
