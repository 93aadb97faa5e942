// On a default `npm start` (no DEMO_MODE) every tool that simulates the outside world must answer as
// if it did not exist: the mail outbox, the seller linking tool and the sandbox phone check.
import { send } from './http.mjs';
import { graphqlCodes } from './checks.mjs';

const json = (answer) => {
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    return null;
  }
};

/** Runs every demo-off check with a signed-in member lane; answers [{ name, ok, detail }]. */
export async function demoOffChecks(member, ids) {
  const results = [];
  const headers = () => ({ origin: member.origin(), cookie: member.jar.header(), 'content-type': 'application/json' });
  const call = async (method, path, body) => {
    const answer = await send({
      port: member.port,
      method,
      path,
      headers: headers(),
      body,
      localAddress: member.source(member.address),
    });
    member.jar.update(answer.headers?.['set-cookie']);
    return answer;
  };
  const check = (name, ok, answer) =>
    results.push({
      name,
      ok,
      detail: `HTTP ${answer.status} ${answer.body?.toString('utf8').slice(0, 160) ?? answer.error}`,
    });

  for (const path of ['/dev/outbox', '/dev/outbox?to=fuzz-decoy%40example.com', '/dev/seller']) {
    const answer = await call('GET', path);
    check(`GET ${path} → 404`, answer.status === 404, answer);
  }

  const gql = (query, variables) => call('POST', '/item/v1/graphql', JSON.stringify({ query, variables }));
  const devBusinesses = await gql('query ($keyword: String!) { devBusinesses(keyword: $keyword) { id name } }', {
    keyword: '라이드',
  });
  check(
    'devBusinesses (signed in) → NOT_FOUND',
    member.jar.hasSession() && graphqlCodes(devBusinesses.body.toString('utf8')).join() === 'NOT_FOUND',
    devBusinesses
  );
  const link = await gql('mutation ($businessId: Int) { devLinkSeller(businessId: $businessId) { id name } }', {
    businessId: Number(ids.businesses[0] ?? 1),
  });
  check(
    'devLinkSeller (signed in) → NOT_FOUND',
    member.jar.hasSession() && graphqlCodes(link.body.toString('utf8')).join() === 'NOT_FOUND',
    link
  );

  const start = await call('POST', '/app/v4/auth/identity/start', JSON.stringify({ purpose: 'SIGNUP' }));
  const popup = String(json(start)?.popupUrl ?? '');
  check(
    'identity/start offers no sandbox check',
    start.status >= 400 && start.status < 500 && !popup.includes('sandbox'),
    start
  );
  const send6 = await call(
    'POST',
    '/app/v4/auth/identity/sandbox/send',
    JSON.stringify({
      verificationId: '00000000-0000-4000-8000-000000000000',
      name: '김라이더',
      birthDate: '19900505',
      carrier: 'SKT',
      phone: '01012345678',
    })
  );
  check('identity/sandbox/send → 404 NOT_FOUND', send6.status === 404 && json(send6)?.code === 'NOT_FOUND', send6);
  const confirm = await call(
    'POST',
    '/app/v4/auth/identity/sandbox/confirm',
    JSON.stringify({ verificationId: '00000000-0000-4000-8000-000000000000', code: '123456' })
  );
  check(
    'identity/sandbox/confirm → 404 NOT_FOUND',
    confirm.status === 404 && json(confirm)?.code === 'NOT_FOUND',
    confirm
  );
  const page = await call('GET', '/identity/sandbox/00000000-0000-4000-8000-000000000000');
  check('GET /identity/sandbox/{id} → 404', page.status === 404, page);
  return results;
}
