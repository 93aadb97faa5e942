import crypto from 'node:crypto';
import { serverEnv } from '../env';

/**
 * Keys for one purpose each (person hashes, rate-limit buckets), derived from the server secret
 * with HKDF, so that one secret serves all and no key doubles for another purpose.
 */
const cache = new Map<string, Buffer>();

export function derivedKey(purpose: string, secret: string = serverEnv().SESSION_SECRET): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'ridemarket', `ridemarket/${purpose}/v1`, 32));
    cache.set(id, key);
  }
  return key;
}

/** HMAC-SHA256 of `value` under the purpose's key, hex. */
export function keyedHash(purpose: string, value: string, secret?: string): string {
  return crypto.createHmac('sha256', derivedKey(purpose, secret)).update(value, 'utf8').digest('hex');
}
