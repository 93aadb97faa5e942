import crypto from 'node:crypto';
import { hash, verify, parseOptions, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane). Raising these later
 * is safe: verify reads the parameters from each stored hash, and needsRehash tells the login flow
 * to upgrade a hash once the password is known.
 */

// Algorithm is an ambient const enum, which isolatedModules can't inline: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

export const passwordHashOptions = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * The same password typed on iOS, Android and a PC must hash the same: Korean input methods and
 * copy-paste can produce composed or decomposed Hangul, and full-width Latin letters (NIST SP
 * 800-63B asks for NFKC/NFKD normalisation before hashing).
 */
function normalise(password: string): string {
  return password.normalize('NFKC');
}

export async function hashPassword(password: string): Promise<string> {
  return hash(normalise(password), passwordHashOptions);
}

/** True when the password matches; false for a wrong password or an unreadable stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, normalise(password));
  } catch {
    // A malformed hash in the row is a data problem, never a reason to let someone in.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification when there is no account (or no password) for the
 * identifier, so response timing doesn't reveal whether an account exists. Always false.
 */
export async function dummyVerify(password = ''): Promise<false> {
  dummyHash ??= hash(crypto.randomBytes(32).toString('base64url'), passwordHashOptions);
  await verifyPassword(await dummyHash, password);
  return false;
}

/** True when the stored hash was made with weaker (or different) parameters than today's. */
export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== passwordHashOptions.algorithm ||
      used.memoryCost < passwordHashOptions.memoryCost ||
      used.timeCost < passwordHashOptions.timeCost ||
      used.parallelism !== passwordHashOptions.parallelism
    );
  } catch {
    return true;
  }
}
