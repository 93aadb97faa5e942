/**
 * Deterministic randomness for the seed. Every generator forks its own stream from a label, so
 * adding rows to one part of the seed never shifts the values of another, and two runs produce
 * identical rows. Math.random is never used for content.
 */

/** FNV-1a 32-bit hash of a label, used as a PRNG seed. */
export function hashSeed(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  }

  /** mulberry32: small, fast and good enough for test data. Returns [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks by weight: entries are [value, weight] with weight > 0. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(list: readonly T[]): T[] {
    const out = list.slice();
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** k distinct elements (or all of them when k ≥ length), in random order. */
  sample<T>(list: readonly T[], k: number): T[] {
    return this.shuffle(list).slice(0, Math.max(0, k));
  }

  /** An independent stream derived from this one's label and a sub-label. */
  static fork(label: string, sub: string | number): Rng {
    return new Rng(`${label}:${sub}`);
  }
}

/** Rounds won to a unit (100 or 1,000), as Korean shops price. */
export function roundWon(value: number, unit: 100 | 1000 | 10000 = 1000): number {
  return Math.max(unit, Math.round(value / unit) * unit);
}
