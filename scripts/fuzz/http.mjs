// A raw HTTP/1.1 client (node:http) rather than fetch: the fuzz needs exact control over methods,
// content types and bodies, and a chosen loopback source address per lane, so that per-address
// limits see the anonymous lanes, the signed-in lanes and the logins as different visitors.
import http from 'node:http';

const MAX_KEEP_BYTES = 4 * 1024 * 1024;

/**
 * Sends one request; never throws. The answer is `{ status, headers, body, ms }`, or `{ status: 0,
 * error }` when the server did not answer (refused, reset before any status line, or timed out).
 */
export function send({ port, method, path, headers = {}, body, localAddress, timeoutMs = 30_000 }) {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (value) => {
      if (settled) return;
      settled = true;
      resolve({ ...value, ms: Date.now() - started });
    };
    let request;
    try {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
      const allHeaders = { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) };
      request = http.request(
        { host: '127.0.0.1', port, method, path, headers: allHeaders, localAddress, agent: false },
        (response) => {
          const chunks = [];
          let kept = 0;
          response.on('data', (chunk) => {
            if (kept < MAX_KEEP_BYTES) chunks.push(chunk);
            kept += chunk.length;
          });
          response.on('end', () =>
            done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) })
          );
          response.on('error', (error) =>
            done({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
              error: `response: ${error.message}`,
            })
          );
        }
      );
      request.setTimeout(timeoutMs, () => {
        done({ status: 0, error: `timeout after ${timeoutMs} ms` });
        request.destroy();
      });
      request.on('error', (error) => done({ status: 0, error: `${error.code ?? ''} ${error.message}`.trim() }));
      request.end(payload);
    } catch (error) {
      // Node refused to build the request (an invalid header or path): a bug of the generator.
      done({ status: -1, error: `client: ${error.message}` });
    }
  });
}

/** A cookie jar for one lane: name → value, following Set-Cookie (Max-Age=0 or an empty value removes). */
export class CookieJar {
  constructor() {
    this.cookies = new Map();
  }

  update(setCookie) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) ||
        attrs.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now());
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Signed in: a session or refresh cookie, whatever prefix (`__Host-`) the server gives it. */
  hasSession() {
    return [...this.cookies.keys()].some((name) => /(^|-)(sid|rid)$/.test(name));
  }

  clear() {
    this.cookies.clear();
  }
}

/** Percent-encodes every byte but the unreserved ones (encodeURIComponent throws on lone surrogates). */
export function pct(text) {
  let out = '';
  for (const byte of Buffer.from(String(text), 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
