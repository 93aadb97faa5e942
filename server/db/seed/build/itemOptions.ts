import {
  bikeColors,
  bikeRentalAddons,
  bikeSaleAddons,
  lensColors,
  skiRentalAddons,
  snowColors,
  snowSaleAddons,
  type Addon,
} from '../data/itemWords';
import type { ServiceDef } from '../data/services';
import type { Rng } from '../random';
import type { ModelPlan } from './models';
import { frameSizes, sizeLabels } from './sizes';

/**
 * Options of an item. REQUIRED options are the choices that make up the unit (a frame size, a ski
 * length, a boot size) and carry the stock; ADDITIONAL ones are extras added at the counter. The
 * item's stock is the sum of its required options' stock, so the two never disagree.
 */
export type OptionPlan = { kind: 'REQUIRED' | 'ADDITIONAL'; name: string; price: number; stock: number };

const SNOW_LENGTH_KEYS = new Set(['ski_race', 'ski_allmountain', 'ski_freestyle', 'snowboard']);

/** Length choices from the model's own spec ("156 / 163 / 170cm", "148 / 151 / 160W cm"). */
function snowLengths(model: ModelPlan): string[] {
  const spec = model.specInfo.find((s) => s.name === '길이')?.value ?? '';
  return (spec.match(/\d{3}W?/g) ?? ['160']).map((v) => (v.endsWith('W') ? v : `${v}cm`));
}

const BOOT_SIZES = ['230mm', '240mm', '250mm', '260mm', '270mm', '280mm', '290mm'];
const HELMET_SIZES = ['S (52~55cm)', 'M (55~58cm)', 'L (58~61cm)'];

/** The unit choices of a model, before stock: sizes, lengths, or a single one-size unit. */
export function unitChoices(model: ModelPlan): string[] {
  const key = model.category.key;
  if (SNOW_LENGTH_KEYS.has(key)) return snowLengths(model);
  if (key === 'ski_boots' || key === 'board_boots') return BOOT_SIZES;
  if (key === 'helmet') return HELMET_SIZES;
  if (key === 'goggles') return ['일반형'];
  if (key === 'kids')
    return [
      `${model.specInfo.find((s) => s.name === '휠 사이즈')?.value ?? '20인치'} (${model.specInfo.find((s) => s.name === '적정 신장')?.value ?? ''})`,
    ];
  return frameSizes(model.input).length > 1 ? sizeLabels(model.input) : ['원사이즈 (안장 높이 조절)'];
}

/** The middle `k` of a size run: shops stock the common sizes. */
function middle<T>(list: T[], k: number): T[] {
  if (list.length <= k) return list;
  const start = Math.floor((list.length - k) / 2);
  return list.slice(start, start + k);
}

function extras(pool: Addon[], rng: Rng, min: number, max: number, stock: number): OptionPlan[] {
  return rng
    .sample(pool, rng.int(min, max))
    .map((a) => ({ kind: 'ADDITIONAL' as const, name: a.name, price: a.price, stock }));
}

export function rentalOptions(model: ModelPlan, rng: Rng, river: boolean): OptionPlan[] {
  const key = model.category.key;
  const snow = model.category.code === 'SKI';
  const choices = middle(unitChoices(model), snow ? 5 : 3);
  const required: OptionPlan[] = choices.map((name) => ({
    kind: 'REQUIRED',
    name,
    price: 0,
    stock: rng.int(1, snow ? 2 : 4),
  }));
  if (key === 'ebike' && choices.length === 1)
    required.push({ kind: 'REQUIRED', name: '여분 배터리 포함', price: 10000, stock: rng.int(1, 3) });
  if (key === 'goggles')
    required.push({ kind: 'REQUIRED', name: 'OTG (안경 착용자용)', price: 2000, stock: rng.int(1, 4) });
  let pool: Addon[];
  if (snow)
    pool = skiRentalAddons.filter(
      (a) => !(key === 'helmet' && a.name.startsWith('헬멧')) && !(key === 'goggles' && a.name.startsWith('고글'))
    );
  else
    pool = bikeRentalAddons.filter(
      (a) =>
        (river || a.name !== '그늘막 텐트') &&
        (['city', 'hybrid', 'ebike'].includes(key) || a.name !== '어린이 보조 안장')
    );
  return [...required, ...extras(pool, rng, 2, 4, rng.int(10, 40))];
}

function saleAddonPool(model: ModelPlan): Addon[] {
  const key = model.category.key;
  if (model.category.code === 'SKI') {
    if (key.startsWith('ski_') && key !== 'ski_boots') return snowSaleAddons.ski;
    if (key === 'snowboard') return snowSaleAddons.board;
    if (key.endsWith('boots')) return snowSaleAddons.boots;
    return snowSaleAddons[key] ?? [];
  }
  if (['road', 'gravel', 'mtb_hardtail', 'mtb_full', 'emtb'].includes(key)) return bikeSaleAddons.sport;
  if (key === 'folding' || key === 'minivelo' || model.brand.key === 'brompton') return bikeSaleAddons.folding;
  return bikeSaleAddons.urban;
}

/** New sale items: size × colour for bikes and helmets, lengths for skis and boards, lenses for goggles. */
export function saleOptions(model: ModelPlan, rng: Rng, soldOut: boolean): OptionPlan[] {
  const key = model.category.key;
  const units = unitChoices(model);
  let names: string[];
  if (model.category.code === 'BIKE') {
    const colors = rng.sample(bikeColors, units.length > 1 ? 2 : 3);
    names = units.flatMap((u) => colors.map((c) => (u.startsWith('원사이즈') ? c : `${u.split(' (')[0]} / ${c}`)));
  } else if (key === 'helmet') {
    const colors = rng.sample(snowColors, 2);
    names = units.flatMap((u) => colors.map((c) => `${u.split(' (')[0]} / ${c}`));
  } else if (key === 'goggles') {
    names = rng.sample(lensColors, 3).map((l) => `렌즈: ${l}`);
  } else {
    names = key.endsWith('boots') ? middle(units, 5) : units;
  }
  // A premium colour costs a little more, as makers price special paint.
  const required: OptionPlan[] = names.map((name, i) => ({
    kind: 'REQUIRED',
    name,
    price:
      model.category.code === 'BIKE' && i % 2 === 1 && model.releasePrice > 3_000_000 && rng.chance(0.3) ? 100000 : 0,
    // Dear bikes are stocked thinly; helmets and goggles by the box.
    stock: soldOut
      ? 0
      : model.releasePrice >= 3_000_000
        ? rng.weighted([
            [0, 6],
            [1, 3],
          ] as const)
        : rng.weighted([
            [0, 4],
            [1, 4],
            [2, 2],
            [3, 1],
          ] as const),
  }));
  if (!soldOut && required.every((o) => o.stock === 0)) required[0].stock = 1;
  return [...required, ...extras(saleAddonPool(model), rng, 1, 3, 99)];
}

/** A used item is one unit: its size or length, the colour it has. */
export function usedOptions(model: ModelPlan, rng: Rng, soldOut: boolean): { unit: string; options: OptionPlan[] } {
  const units = middle(unitChoices(model), 3);
  const unit = rng.pick(units).split(' (')[0];
  const color = model.category.code === 'BIKE' ? rng.pick(bikeColors) : rng.pick(snowColors);
  const name = unit.startsWith('원사이즈') ? `원사이즈 / ${color}` : `${unit} / ${color}`;
  const options: OptionPlan[] = [{ kind: 'REQUIRED', name, price: 0, stock: soldOut ? 0 : 1 }];
  if (model.category.code === 'BIKE')
    options.push({ kind: 'ADDITIONAL', name: '택배 발송용 포장 (자전거 박스)', price: 30000, stock: 1 });
  else options.push({ kind: 'ADDITIONAL', name: '출고 전 왁싱', price: 20000, stock: 1 });
  return { unit, options };
}

/** Workshop services: the customer's choice of scope, with a daily capacity. */
export function serviceOptions(def: ServiceDef, rng: Rng): OptionPlan[] {
  const capacity = rng.int(3, 8);
  return [
    ...def.required.map((r) => ({ kind: 'REQUIRED' as const, name: r.name, price: r.price, stock: capacity })),
    ...def.extras.map((e) => ({ kind: 'ADDITIONAL' as const, name: e.name, price: e.price, stock: 99 })),
  ];
}
