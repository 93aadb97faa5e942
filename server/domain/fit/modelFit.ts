import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, itemOptions, items, models } from '../../db/schema';
import { viewerFitProfile } from './fitProfile';
import { publicCache } from '../../cluster/publicCache';
import { registerForgetter } from '../../cluster/cacheBus';
import { itemPublicKey } from '../item/itemDetailService';
import { DomainError } from '@/lib/errors';
import { FIT_BINDING_NOTE } from '@/lib/fit/din';
import { optionSize } from '@/lib/fit/frameSize';
import { bikeFit, bikeFitText, isSkiLengthCategory, skiFit, skiFitText } from '@/lib/fit/recommendation';
import { bikeKind } from '@/lib/fit/frameSize';
import { lengthFromOption } from '@/lib/fit/skiLength';
import { todayInSeoul } from '@/lib/dates';

/**
 * What the model and item pages say about fit (docs/product.md §3 Fit profile). `applies` is false
 * for models fit does not size (helmets, one-size bikes); `hasProfile` false means "set one up".
 * The item's fitting option ids come from the same recommendation, so the picker and the summary
 * line never disagree.
 */
export type ModelFit = {
  applies: boolean;
  hasProfile: boolean;
  text: string | null;
  frameSize: string | null;
  skiMinCm: number | null;
  skiMaxCm: number | null;
  dinLow: number | null;
  dinHigh: number | null;
  bindingNote: string | null;
  fittingOptionIds: number[];
};

type ModelFacts = {
  categoryKey: string;
  geometry: { name: string; values: string[] }[] | null;
  /** The model's key among the kept parts: a change to the model forgets every item's facts too. */
  tags: string[];
};

async function modelFacts(db: Db, modelId: number): Promise<ModelFacts | null> {
  const [row] = await db
    .select({ categoryKey: categories.key, geometry: models.geometry })
    .from(models)
    .innerJoin(categories, eq(categories.id, models.categoryId))
    .where(eq(models.id, modelId))
    .limit(1);
  return row ? { ...row, tags: [itemPublicKey.model(modelId)] } : null;
}

function applies(facts: ModelFacts): boolean {
  if (isSkiLengthCategory(facts.categoryKey)) return true;
  const sizes = facts.geometry?.find((r) => r.name === '사이즈')?.values ?? [];
  return bikeKind(facts.categoryKey) != null && sizes.length > 1;
}

const NONE = {
  text: null,
  frameSize: null,
  skiMinCm: null,
  skiMaxCm: null,
  dinLow: null,
  dinHigh: null,
  bindingNote: null,
};

async function fitFor(
  db: Db,
  userId: number | null,
  facts: ModelFacts,
  options: { id: number; name: string }[],
  now: Date
): Promise<ModelFit> {
  if (!applies(facts)) return { applies: false, hasProfile: false, ...NONE, fittingOptionIds: [] };
  const profile = userId == null ? null : await viewerFitProfile(db, userId);
  if (!profile || profile.heightCm == null) return { applies: true, hasProfile: false, ...NONE, fittingOptionIds: [] };
  const size = bikeFit(profile, facts.categoryKey, facts.geometry);
  if (size != null) {
    return {
      applies: true,
      hasProfile: true,
      ...NONE,
      text: bikeFitText(size, profile.heightCm),
      frameSize: size,
      fittingOptionIds: options.filter((o) => optionSize(o.name) === size).map((o) => o.id),
    };
  }
  const ski = skiFit(profile, facts.categoryKey, Number(todayInSeoul(now).slice(0, 4)));
  if (!ski) return { applies: true, hasProfile: true, ...NONE, fittingOptionIds: [] };
  return {
    applies: true,
    hasProfile: true,
    text: skiFitText(ski),
    frameSize: null,
    skiMinCm: ski.length.minCm,
    skiMaxCm: ski.length.maxCm,
    dinLow: ski.din?.low ?? null,
    dinHigh: ski.din?.high ?? null,
    bindingNote: FIT_BINDING_NOTE,
    fittingOptionIds: options
      .filter((o) => {
        const length = lengthFromOption(o.name);
        return length != null && length >= ski.length.minCm && length <= ski.length.maxCm;
      })
      .map((o) => o.id),
  };
}

/**
 * What fit reads of a model and an item is public (a category, a geometry, the size options), so it is
 * kept with the item page's public parts and forgotten by the same changes (server/cluster/pageChanges.ts):
 * an item's by its key, a model's by the model's. Only the viewer's profile is read on each render.
 */
type KeptFacts = { facts: ModelFacts | null; options: { id: number; name: string }[] };
const keptFacts = publicCache<KeptFacts>(60_000, 2000, (kept) => kept.facts?.tags ?? []);
registerForgetter('itemDetail', (db, key) => {
  if (db) keptFacts.forget(db, key);
});

function keptModelFacts(db: Db, modelId: number): Promise<KeptFacts> {
  return keptFacts(db, itemPublicKey.model(modelId), async () => {
    const facts = await modelFacts(db, modelId);
    if (!facts) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
    return { facts, options: [] };
  });
}

function keptItemFacts(db: Db, itemId: number): Promise<KeptFacts> {
  return keptFacts(db, itemPublicKey.item(itemId), async () => {
    const [item] = await db.select({ modelId: items.modelId }).from(items).where(eq(items.id, itemId)).limit(1);
    if (!item) throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
    if (item.modelId == null) return { facts: null, options: [] };
    const [facts, options] = await Promise.all([
      modelFacts(db, item.modelId),
      db
        .select({ id: itemOptions.id, name: itemOptions.name })
        .from(itemOptions)
        .where(and(eq(itemOptions.itemId, itemId), eq(itemOptions.kind, 'REQUIRED'))),
    ]);
    return { facts, options };
  });
}

/** The model page's fit line; NOT_FOUND for a model that does not exist. */
export async function modelFit(db: Db, userId: number | null, modelId: number, now: Date): Promise<ModelFit> {
  const { facts } = await keptModelFacts(db, modelId);
  if (!facts) throw new DomainError('NOT_FOUND', '모델을 찾을 수 없어요.');
  return fitFor(db, userId, facts, [], now);
}

/** The item page's fit line and its fitting required options; an item without a model is not sized. */
export async function itemFit(db: Db, userId: number | null, itemId: number, now: Date): Promise<ModelFit> {
  const { facts, options } = await keptItemFacts(db, itemId);
  if (!facts) return { applies: false, hasProfile: false, ...NONE, fittingOptionIds: [] };
  return fitFor(db, userId, facts, options, now);
}
