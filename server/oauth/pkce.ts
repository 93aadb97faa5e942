import crypto from 'node:crypto';

/**
 * PKCE (RFC 7636, S256): the authorization code is useless without the verifier, which never
 * leaves our server and the user's sealed cookie; a code stolen from the redirect can't be redeemed.
 * 32 random bytes give a 43-character base64url verifier, the RFC's minimum length and alphabet.
 */
export function newCodeVerifier(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function codeChallengeS256(verifier: string): string {
  return crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** `state` ties the provider's redirect back to the login this browser started (CSRF on the callback). */
export function newOAuthState(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Constant-time: the time taken must not tell how much of a forged state matched. */
export function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
