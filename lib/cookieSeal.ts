import CryptoJS from 'crypto-js/core';
import AES from 'crypto-js/aes';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import Base64url from 'crypto-js/enc-base64url';
import Utf8 from 'crypto-js/enc-utf8';

/**
 * Sealed cookie values: AES-256-CBC with a random IV, then HMAC-SHA256 over IV + ciphertext
 * (encrypt-then-MAC), encoded as unpadded base64url so the token is cookie- and URL-safe.
 *
 * The secret is a server secret and is passed in by the caller; this module never reads the
 * environment, so importing it (it lives in lib/, shared ground) can never put a secret into a
 * client bundle.
 *
 * Layout: base64url( iv[16] | ciphertext[16·n] | mac[32] ).
 */

type WordArray = CryptoJS.lib.WordArray;

const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const MAC_BYTES = 32;
/** A cookie can't hold more than 4 KiB; anything longer is not ours and isn't worth decoding. */
const MAX_TOKEN_CHARS = 4096;
const URL_SAFE = /^[A-Za-z0-9_-]+$/;

// Separate keys for encryption and authentication, derived from the one secret with distinct
// labels (HMAC as a PRF), so that the MAC key never doubles as the cipher key.
const ENC_LABEL = 'ridemarket/cookie-seal/v1/enc';
const MAC_LABEL = 'ridemarket/cookie-seal/v1/mac';

type Keys = { enc: WordArray; mac: WordArray };
let cachedSecret: string | undefined;
let cachedKeys: Keys | undefined;

function keysFor(secret: string): Keys {
  if (!secret) throw new Error('cookieSeal: secret is required');
  // Every request seals/unseals with the same server secret: derive once, not per call.
  if (cachedSecret !== secret || !cachedKeys) {
    cachedKeys = { enc: HmacSHA256(ENC_LABEL, secret), mac: HmacSHA256(MAC_LABEL, secret) };
    cachedSecret = secret;
  }
  return cachedKeys;
}

/** Byte-range copy of a WordArray (crypto-js has no slice). */
function sliceBytes(source: WordArray, start: number, end: number): WordArray {
  const hex = CryptoJS.enc.Hex.stringify(source).slice(start * 2, end * 2);
  return CryptoJS.enc.Hex.parse(hex);
}

function concat(a: WordArray, b: WordArray): WordArray {
  return a.clone().concat(b);
}

/** Constant-time comparison: the time taken must not tell an attacker how many bytes matched. */
function equalConstantTime(a: WordArray, b: WordArray): boolean {
  if (a.sigBytes !== b.sigBytes) return false;
  let diff = 0;
  const words = Math.ceil(a.sigBytes / 4);
  for (let i = 0; i < words; i += 1) diff |= a.words[i] ^ b.words[i];
  return diff === 0;
}

export function seal(value: string, secret: string): string {
  const keys = keysFor(secret);
  const iv = CryptoJS.lib.WordArray.random(IV_BYTES);
  const encrypted = AES.encrypt(Utf8.parse(value), keys.enc, { iv });
  const body = concat(iv, encrypted.ciphertext);
  const mac = HmacSHA256(body, keys.mac);
  return Base64url.stringify(concat(body, mac));
}

/** The original value, or null for anything not sealed by us with this secret (never throws). */
export function unseal(token: string | null | undefined, secret: string): string | null {
  if (!token || token.length > MAX_TOKEN_CHARS || !URL_SAFE.test(token)) return null;
  const keys = keysFor(secret);
  try {
    const raw = Base64url.parse(token);
    const total = raw.sigBytes;
    const cipherBytes = total - IV_BYTES - MAC_BYTES;
    if (cipherBytes < BLOCK_BYTES || cipherBytes % BLOCK_BYTES !== 0) return null;
    const body = sliceBytes(raw, 0, total - MAC_BYTES);
    const mac = sliceBytes(raw, total - MAC_BYTES, total);
    // Authenticate before decrypting: tampered ciphertext never reaches the cipher.
    if (!equalConstantTime(mac, HmacSHA256(body, keys.mac))) return null;
    const iv = sliceBytes(body, 0, IV_BYTES);
    const ciphertext = sliceBytes(body, IV_BYTES, body.sigBytes);
    const decrypted = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), keys.enc, { iv });
    return Utf8.stringify(decrypted);
  } catch {
    // Malformed UTF-8 or padding can only come from a forged token that somehow passed the MAC;
    // treat it exactly like tampering.
    return null;
  }
}
