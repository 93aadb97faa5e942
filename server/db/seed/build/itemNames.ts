import type { BusinessDef } from '../data/businesses';
import type { Rng } from '../random';
import type { ModelPlan } from './models';

/** Item titles as Korean shops write them on a listing. */

const SNOW_NOUN: Record<string, string> = {
  ski_race: '스키',
  ski_allmountain: '스키',
  ski_freestyle: '스키',
  snowboard: '보드',
  ski_boots: '스키 부츠',
  board_boots: '보드 부츠',
  helmet: '헬멧',
  goggles: '고글',
};

/** "25/26" for a 2025 model: snow gear is sold by season. */
export function seasonLabel(year: number): string {
  return `${String(year).slice(2)}/${String(year + 1).slice(2)}`;
}

export function rentalName(model: ModelPlan, business: BusinessDef, rng: Rng): string {
  const base = `${model.brand.name} ${model.name}`;
  const key = model.category.key;
  if (model.category.code === 'SKI') {
    const noun = SNOW_NOUN[key];
    const tail =
      key.startsWith('ski_') && key !== 'ski_boots' ? ' (폴 포함)' : key === 'snowboard' ? ' (바인딩 포함)' : '';
    const verb = key === 'helmet' || key === 'goggles' ? '대여' : '렌탈';
    const prefix = model.releasePrice >= 1_300_000 && key !== 'snowboard' ? '[프리미엄] ' : '';
    return `${prefix}${base} ${noun} 1일 ${verb}${tail}`;
  }
  const gears = model.specInfo.find((s) => s.name === '변속')?.value;
  const withGears = model.brand.key === 'brompton' && gears ? `${base} ${gears}` : base;
  if (business.kind === 'bikeShop') return `[시승] ${withGears} 1일 렌탈`;
  if (business.kind === 'trail') return `${withGears} 자전거길 1일 렌탈`;
  if (model.category.isElect) return `[전기자전거] ${withGears} 1일 대여`;
  return `${withGears} 1일 ${rng.pick(['렌탈', '대여'])}`;
}

export function saleName(model: ModelPlan, rng: Rng): string {
  const base = `${model.brand.name} ${model.name}`;
  if (model.category.code === 'SKI')
    return `${seasonLabel(model.modelYear)} ${base}${model.category.key === 'goggles' || model.category.key === 'helmet' ? '' : ` ${SNOW_NOUN[model.category.key]}`}`;
  return rng.pick([`${base} ${model.modelYear}년형`, `${model.modelYear} ${base}`, `${base} (${model.modelYear})`]);
}

export function usedName(model: ModelPlan, unit: string): string {
  const base = `${model.brand.name} ${model.name}`;
  if (model.category.code === 'SKI') return `[중고] ${base} ${unit} (${seasonLabel(model.modelYear)})`;
  const size = unit.startsWith('원사이즈') ? '' : ` ${unit}사이즈`;
  return `[중고] ${base} ${model.modelYear}년식${size}`;
}
