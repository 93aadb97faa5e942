// A lane is one visitor: a cookie jar, an anonymous id, a loopback source address and, for the
// member and seller lanes, a signed-in session that is restored whenever a fuzzed request ends it
// (logout, a garbage session header). Each lane sends its requests one after the other, as a phone
// does, so that a rotating refresh token is never raced by the lane itself.
import crypto from 'node:crypto';
import { CookieJar, send } from './http.mjs';
import { OWN_ANON } from './graphqlValues.mjs';

const LOGIN = '/app/v4/auth/login';

/** Loopback source addresses: anonymous traffic, signed-in lanes and logins never share one. */
export const addresses = {
  anon: (i) => `127.0.1.${10 + i}`,
  lane: (i) => `127.0.2.${10 + i}`,
  login: (i) => `127.0.3.${10 + (i % 200)}`,
};

export class Lane {
  /** `members`: accounts of this lane's role to sign in with (the next one when one is refused). */
  constructor({ name, port, seed, members = [], address, useSourceAddresses, stats }) {
    this.name = name;
    this.port = port;
    this.members = members;
    this.memberIndex = 0;
    this.address = address;
    this.useSourceAddresses = useSourceAddresses;
    this.jar = new CookieJar();
    // Deterministic per seed and lane, and of the shape the server accepts (8–64 url-safe characters).
    this.anonId = crypto.createHash('sha256').update(`${seed}:${name}`).digest('hex').slice(0, 32);
    // The id the server minted into this lane's sealed cookie (it says so in a header, once).
    this.cookieAnonId = null;
    this.stats = stats;
  }

  get signedInRole() {
    return this.members.length > 0;
  }

  origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  async login() {
    while (this.memberIndex < this.members.length) {
      const member = this.members[this.memberIndex];
      const answer = await send({
        port: this.port,
        method: 'POST',
        path: LOGIN,
        localAddress: this.source(addresses.login(this.stats.logins++)),
        headers: { 'content-type': 'application/json', origin: this.origin(), cookie: this.jar.header() },
        body: JSON.stringify({ email: member.email, password: member.password }),
      });
      this.jar.update(answer.headers?.['set-cookie']);
      if (answer.status === 200 && this.jar.hasSession()) return true;
      this.stats.loginFailures.push({
        lane: this.name,
        email: member.email,
        status: answer.status,
        body: answer.body?.toString('utf8').slice(0, 200),
      });
      this.memberIndex += 1;
    }
    return false;
  }

  source(address) {
    return this.useSourceAddresses ? address : undefined;
  }

  /** The request as sent over the wire, for one planned item. */
  wire(item) {
    const { request } = item;
    const headers = { ...item.headers };
    const cookie = [this.jar.header(), this.signedInRole ? '' : item.cookies].filter(Boolean).join('; ');
    if (cookie) headers.cookie = cookie;
    if (item.origin === 'self') headers.origin = this.origin();
    else if (item.origin !== 'none') headers.origin = item.origin;
    if (request.contentType) headers['content-type'] = request.contentType;
    // A browser proves its anonymous id with the sealed cookie; a plain header proves nothing over HTTP
    // (a command naming its id is refused), and both are fuzzed.
    const viaCookie = item.anonVia === 'cookie' && this.cookieAnonId !== null;
    if (request.kind === 'graphql' && !viaCookie && !('x-rm-anony-id' in headers))
      headers['x-rm-anony-id'] = this.anonId;
    const ownId = viaCookie ? this.cookieAnonId : this.anonId;
    const text = typeof request.body === 'function' ? request.body() : request.body;
    const body = typeof text === 'string' ? text.split(OWN_ANON).join(ownId) : text;
    const localAddress = this.source(this.signedInRole ? this.address : addresses.anon(item.address));
    return { port: this.port, method: request.method, path: request.path, headers, body, localAddress };
  }

  /** Sends one planned item; answers what was sent and what came back. */
  async run(item) {
    if (this.signedInRole && !this.jar.hasSession()) await this.login();
    const wire = this.wire(item);
    const answer = await send(wire);
    this.jar.update(answer.headers?.['set-cookie']);
    const minted = answer.headers?.['x-rm-anony-id'];
    if (typeof minted === 'string' && !wire.headers['x-rm-anony-id']) this.cookieAnonId = minted;
    if (this.signedInRole)
      this.stats.signedIn += wire.headers.cookie && /(^|[; ])(__Host-)?(sid|rid)=/.test(wire.headers.cookie) ? 1 : 0;
    return { wire, answer };
  }
}
