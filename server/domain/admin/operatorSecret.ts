import { seal, unseal } from '../../auth/cookieSeal';
import { serverEnv } from '../../env';

/**
 * The TOTP secret at rest: sealed with the same SESSION_SECRET-derived keys as the cookies
 * (encrypt-then-MAC, docs/architecture.md §8), so a copy of the database alone yields no codes.
 */
export const sealTotpSecret = (secretBase32: string): string => seal(secretBase32, serverEnv().SESSION_SECRET);

export function unsealTotpSecret(sealed: string): string {
  const secret = unseal(sealed, serverEnv().SESSION_SECRET);
  // A secret that no longer opens means SESSION_SECRET changed: the operator must be enrolled again.
  if (secret === null) throw new Error('operator TOTP secret cannot be unsealed (SESSION_SECRET changed?)');
  return secret;
}
