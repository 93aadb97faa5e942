import { businessDefs, type BusinessDef, type BusinessKind } from '../data/businesses';
import { planBusinesses, type BusinessPlan } from '../build/businesses';
import { Rng } from '../random';
import type { SeedDay } from '../time';
import { districts, type District } from './data/districts';
import { kindWeights, nameTemplates, OFFICIAL_SHARE, officialDealers } from './data/businessNames';

/**
 * The scale businesses: `count` shops spread over the districts of districts.ts in proportion to their
 * weight (largest remainder, so the split is exact and stable), each with a real road of its
 * district, a building number and a point near the district centre. The texts, hours, closed days
 * and phone numbers come from the base seed's business planner, so they read the same.
 */

/** How many businesses each district gets: proportional to weight, remainders to the largest fractions. */
export function businessesPerDistrict(count: number): number[] {
  const total = districts.reduce((sum, d) => sum + d.weight, 0);
  const exact = districts.map((d) => (d.weight * count) / total);
  const out = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const left = count - out.reduce((sum, n) => sum + n, 0);
  for (let k = 0; k < left; k += 1) out[order[k % order.length][1]] += 1;
  return out;
}

const fill = (template: string, area: string) => template.replace('{area}', area);

/** A name nobody else has: another template first, then a branch number ("2호점"). */
function uniqueName(candidates: string[], taken: Set<string>): string {
  const free = candidates.find((name) => !taken.has(name));
  if (free) return free;
  for (let n = 2; ; n += 1) {
    const name = `${candidates[0]} ${n}호점`;
    if (!taken.has(name)) return name;
  }
}

/**
 * How far a district's shops spread around its centre, as a multiple of the base ±1.2 km: a district
 * with a handful of shops keeps them near the centre; at map-benchmark scale (10,000 businesses, about
 * 120 a district) the city spreads out to about ±3.6 km, so shops stand a few hundred metres apart
 * instead of on top of each other.
 */
export function spreadFor(businessesInDistrict: number): number {
  return Math.min(3, Math.max(1, Math.sqrt(businessesInDistrict / 12)));
}

function businessIn(district: District, nth: number, rng: Rng, taken: Set<string>, spread = 1): BusinessDef {
  const [area, landmark] = district.places[nth % district.places.length];
  const kind: BusinessKind = rng.weighted(kindWeights[district.profile]);
  const dealers = officialDealers[kind] ?? [];
  const official = dealers.length > 0 && rng.chance(OFFICIAL_SHARE) ? rng.pick(dealers) : null;
  const templates = official ? [official[1]] : rng.shuffle(nameTemplates[kind]);
  const name = uniqueName(
    templates.map((t) => fill(t, area)),
    taken
  );
  taken.add(name);
  // Building numbers: most shops sit below 300; some addresses carry a sub-number ("45-12").
  const number = rng.int(1, 320);
  const sub = rng.chance(0.25) ? `-${rng.int(1, 30)}` : '';
  return {
    name,
    kind,
    region: district.region,
    address: `${district.city} ${rng.pick(district.roads)} ${number}${sub}`,
    // About ±1.2 km north–south and ±1.3 km east–west of the district centre, times the spread.
    lat: Number((district.lat + rng.float(-0.011, 0.011) * spread).toFixed(6)),
    lng: Number((district.lng + rng.float(-0.014, 0.014) * spread).toFixed(6)),
    area,
    landmark,
    ...(official ? { official: true, brands: [official[0]] } : {}),
  };
}

/** The business definitions, in a fixed order (district order, then branch order). */
export function scaleBusinessDefs(count: number): BusinessDef[] {
  const taken = new Set(businessDefs.map((d) => d.name));
  const perDistrict = businessesPerDistrict(count);
  return districts.flatMap((district, i) => {
    const rng = new Rng(`scale-businesses:${district.city}`);
    const spread = spreadFor(perDistrict[i]);
    return Array.from({ length: perDistrict[i] }, (_, nth) => businessIn(district, nth, rng, taken, spread));
  });
}

export function planScaleBusinesses(count: number, day: SeedDay): BusinessPlan[] {
  return planBusinesses(day, scaleBusinessDefs(count));
}
