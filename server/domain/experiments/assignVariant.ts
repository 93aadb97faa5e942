import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featureFlags } from '../../db/schema';

export type ExperimentAssignment = { variant: string | null; isExclude: boolean };

type Variant = { name: string; weight: number };
type FlagRow = { isEnabled: boolean; variants: Variant[]; excludedAnonIds: string[] };

/**
 * The bucket of an anonymous id in [0, totalWeight): a hash of flag key and id, so a visitor keeps
 * its variant across visits and servers, and two experiments split visitors independently.
 */
export function bucketOf(flagKey: string, anonId: string, totalWeight: number): number {
  const digest = createHash('sha256').update(`${flagKey}:${anonId}`).digest();
  return digest.readUInt32BE(0) % totalWeight;
}

export function pickVariant(flagKey: string, anonId: string, variants: readonly Variant[]): string | null {
  const usable = variants.filter((v) => v.weight > 0);
  const total = usable.reduce((sum, v) => sum + v.weight, 0);
  if (total === 0) return null;
  let bucket = bucketOf(flagKey, anonId, total);
  for (const variant of usable) {
    if (bucket < variant.weight) return variant.name;
    bucket -= variant.weight;
  }
  return null;
}

const FLAG_CACHE_MS = 30_000;
const flagCaches = new WeakMap<Db, Map<string, { at: number; row: Promise<FlagRow | null> }>>();

function loadFlag(db: Db, flagKey: string): Promise<FlagRow | null> {
  let cache = flagCaches.get(db);
  if (!cache) flagCaches.set(db, (cache = new Map()));
  const hit = cache.get(flagKey);
  if (hit && Date.now() - hit.at < FLAG_CACHE_MS) return hit.row;
  const row = db
    .select({
      isEnabled: featureFlags.isEnabled,
      variants: featureFlags.variants,
      excludedAnonIds: featureFlags.excludedAnonIds,
    })
    .from(featureFlags)
    .where(eq(featureFlags.key, flagKey))
    .limit(1)
    .then((rows) => rows[0] ?? null);
  cache.set(flagKey, { at: Date.now(), row });
  row.catch(() => cache.delete(flagKey));
  return row;
}

/**
 * A visitor's variant of one experiment: null when the flag is off or missing, when the visitor
 * has no anonymous id yet, or when it is excluded (internal testers listed by id prefix).
 */
export async function experimentVariant(db: Db, flagKey: string, anonId: string | null): Promise<ExperimentAssignment> {
  const flag = await loadFlag(db, flagKey);
  if (!flag || !flag.isEnabled || !anonId) return { variant: null, isExclude: false };
  if (flag.excludedAnonIds.some((prefix) => anonId.startsWith(prefix))) return { variant: null, isExclude: true };
  return { variant: pickVariant(flagKey, anonId, flag.variants), isExclude: false };
}

/**
 * Whether an experiment splits visitors now (its flag on, with a variant to give): a page whose HTML
 * shows the variant is then per visitor, not shared (server/ssr/sharedPages.ts).
 */
export async function experimentRunning(db: Db, flagKey: string): Promise<boolean> {
  const flag = await loadFlag(db, flagKey);
  return Boolean(flag?.isEnabled && flag.variants.some((v) => v.weight > 0));
}
