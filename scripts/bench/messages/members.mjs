// The bench's members as browsers: each signs in through the real login endpoint (ssrApp.mjs
// signIn) and keeps its cookies, taking the ones a response sets (the 5-minute session cookie
// slides while used, docs/product.md §7). Each member also has an address of its own, sent as
// X-Forwarded-For to a server started with TRUST_PROXY=loopback: 200 shoppers are 200 phones behind
// our proxy, not one machine, so the per-address GraphQL budget (GRAPHQL_RATE_LIMIT) applies to each
// as in production instead of stopping the whole load as one client.
import { cookieHeader, setCookies, signIn, visitorCookie } from '../ssrApp.mjs';

/** 10.x.y.z for member `index`: private, distinct, stable within a run. */
const addressOf = (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** A signed-in member: `headers()` for the next request, `absorb(response)` after it. */
async function signedIn(base, email, password, index) {
  const cookie = await signIn(base, { email, password }, await visitorCookie(base));
  const member = {
    email,
    cookie,
    headers: () => ({ cookie: member.cookie, 'x-forwarded-for': addressOf(index) }),
    absorb: (response) => {
      const pairs = setCookies(response);
      if (pairs.length > 0) member.cookie = cookieHeader([...member.cookie.split('; '), ...pairs]);
    },
  };
  return member;
}

/**
 * Signs every distinct email in, `concurrency` at a time (each login is an argon2 verification on
 * the server's two cores). Answers a Map email → member.
 */
export async function signInAll(base, emails, password, concurrency = 4) {
  const unique = [...new Set(emails)];
  const members = new Map();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const index = next++;
      members.set(unique[index], await signedIn(base, unique[index], password, index + 1));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return members;
}
