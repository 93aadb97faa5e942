/**
 * A short, stable hash of a text, for session-storage cache keys (docs/product.md §7 Answer cache: keyed by a hash
 * of the query). Not cryptographic: the key only has to tell one query and its variables from another
 * in one visitor's own storage, and crypto-js's SHA-256 cost 2.4 KiB of start-up JavaScript (issue 19).
 * Two 53-bit cyrb53 passes with different seeds: 32 hex characters, collisions out of reach.
 */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0').slice(-14);
}

export function hashText(text: string): string {
  return `${cyrb53(text, 0)}${cyrb53(text, 0x9e3779b9)}`.padStart(32, '0').slice(0, 32);
}
