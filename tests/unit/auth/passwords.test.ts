/** @jest-environment node */
import { parseOptions } from '@node-rs/argon2';
import { dummyVerify, hashPassword, needsRehash, passwordHashOptions, verifyPassword } from '@/server/auth/passwords';

describe('passwords', () => {
  it('hashes with argon2id at the agreed cost (≥ 19 MiB, 2 passes, 1 lane)', async () => {
    const stored = await hashPassword('라이드마켓2024!');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    const used = parseOptions(stored);
    expect(used.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(used.timeCost).toBe(2);
    expect(used.parallelism).toBe(1);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    await expect(verifyPassword(stored, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'correct horse battery stapl')).resolves.toBe(false);
    await expect(verifyPassword(stored, '')).resolves.toBe(false);
  });

  it('accepts the same Korean password typed composed or decomposed (NFKC)', async () => {
    const composed = '자전거비번';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const stored = await hashPassword(composed);
    await expect(verifyPassword(stored, decomposed)).resolves.toBe(true);
  });

  it('treats a malformed stored hash as a mismatch, never an error', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
  });

  it('flags hashes made with weaker parameters for rehashing', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('pw', { ...passwordHashOptions, memoryCost: 8_192, timeCost: 1 });
    expect(needsRehash(weak)).toBe(true);
  });

  it('dummyVerify always fails and costs about as much as a real verification', async () => {
    const stored = await hashPassword('some password');
    await dummyVerify('warm-up'); // the dummy hash is made once, on first use
    const time = async (fn: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const real: number[] = [];
    const dummy: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      real.push(await time(() => verifyPassword(stored, 'wrong password')));
      dummy.push(await time(() => dummyVerify('wrong password')));
    }
    await expect(dummyVerify('some password')).resolves.toBe(false);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    // Loose bounds: CI machines are noisy, but skipping the argon2 work would be ~1000× off.
    expect(median(dummy)).toBeGreaterThan(median(real) * 0.25);
    expect(median(dummy)).toBeLessThan(median(real) * 4);
  });
});
