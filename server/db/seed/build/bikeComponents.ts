import type { Rng } from '../random';
import { hasWord, namedGears, wheelInches, type ModelInput } from './modelInput';

/**
 * Component choices a product manager would write for a bike at a given price: the groupset a
 * Korean shop expects at that price, brakes that come with it, wheels, frame material and weight.
 */
export type Drivetrain = { groupset: string; gears: string; brake: string };

const SRAM_FRIENDLY = new Set(['specialized', 'canyon', 'cervelo', 'trek', 'scott']);

function roadDrivetrain(price: number, sram: boolean): Drivetrain {
  const disc = '유압식 디스크 브레이크';
  if (price < 1_300_000)
    return { groupset: 'Shimano Claris R2000', gears: '2×8단 (16단)', brake: '기계식 디스크 브레이크' };
  if (price < 1_800_000)
    return { groupset: 'Shimano Sora R3000', gears: '2×9단 (18단)', brake: '기계식 디스크 브레이크' };
  if (price < 2_400_000) return { groupset: 'Shimano Tiagra 4720', gears: '2×10단 (20단)', brake: disc };
  if (price < 3_800_000) return { groupset: 'Shimano 105 R7100 (기계식)', gears: '2×12단 (24단)', brake: disc };
  if (price < 5_600_000)
    return sram
      ? { groupset: 'SRAM Rival AXS (무선 전자식)', gears: '2×12단 (24단)', brake: disc }
      : { groupset: 'Shimano 105 Di2 R7100 (전자식)', gears: '2×12단 (24단)', brake: disc };
  if (price < 9_500_000)
    return sram
      ? { groupset: 'SRAM Force AXS (무선 전자식)', gears: '2×12단 (24단)', brake: disc }
      : { groupset: 'Shimano Ultegra Di2 R8100 (전자식)', gears: '2×12단 (24단)', brake: disc };
  return sram
    ? { groupset: 'SRAM Red AXS (무선 전자식)', gears: '2×12단 (24단)', brake: disc }
    : { groupset: 'Shimano Dura-Ace Di2 R9200 (전자식)', gears: '2×12단 (24단)', brake: disc };
}

function gravelDrivetrain(price: number): Drivetrain {
  const brake = '유압식 디스크 브레이크';
  if (price < 2_000_000)
    return { groupset: 'Shimano GRX 400', gears: '2×10단 (20단)', brake: '기계식 디스크 브레이크' };
  if (price < 3_000_000) return { groupset: 'Shimano GRX 610', gears: '1×12단', brake };
  if (price < 4_500_000) return { groupset: 'SRAM Apex XPLR AXS', gears: '1×12단', brake };
  if (price < 6_000_000) return { groupset: 'SRAM Rival XPLR AXS', gears: '1×13단', brake };
  return { groupset: 'SRAM Force XPLR AXS', gears: '1×13단', brake };
}

function mtbDrivetrain(price: number): Drivetrain {
  const brake = '유압식 디스크 브레이크 (4피스톤)';
  if (price < 900_000)
    return { groupset: 'Shimano Cues U4000', gears: '1×9단', brake: '유압식 디스크 브레이크 (2피스톤)' };
  if (price < 1_300_000)
    return { groupset: 'Shimano Deore M5100', gears: '1×11단', brake: '유압식 디스크 브레이크 (2피스톤)' };
  if (price < 2_500_000) return { groupset: 'Shimano Deore M6100', gears: '1×12단', brake };
  if (price < 4_000_000) return { groupset: 'Shimano SLX M7100', gears: '1×12단', brake };
  if (price < 6_000_000) return { groupset: 'SRAM GX Eagle Transmission', gears: '1×12단', brake };
  return { groupset: 'SRAM X0 Eagle AXS Transmission', gears: '1×12단 (무선 전자식)', brake };
}

function urbanDrivetrain(m: ModelInput): Drivetrain {
  const named = namedGears(m.name);
  const vbrake = m.price < 700_000 ? 'V-브레이크' : '기계식 디스크 브레이크';
  if (named) {
    const hub = named.internal
      ? `Shimano Nexus ${named.speeds}단 내장 기어`
      : `Shimano ${named.speeds >= 10 ? 'Deore' : named.speeds >= 9 ? 'Sora' : 'Claris'} ${named.speeds}단`;
    return {
      groupset: hub,
      gears: `${named.speeds}단`,
      brake: m.price > 1_500_000 ? '유압식 디스크 브레이크' : vbrake,
    };
  }
  if (m.category.key === 'kids') {
    const inch = wheelInches(m.name) ?? 20;
    if (inch <= 12) return { groupset: '없음 (페달 없는 밸런스 바이크)', gears: '없음', brake: '뒤 핸드 브레이크' };
    if (inch <= 16) return { groupset: '싱글 기어', gears: '1단', brake: 'V-브레이크 + 코스터 브레이크' };
    return {
      groupset: inch >= 24 ? 'Shimano Tourney 8단' : 'Shimano Tourney 7단',
      gears: inch >= 24 ? '1×8단' : '1×7단',
      brake: 'V-브레이크',
    };
  }
  if (m.category.key === 'city') {
    return m.price < 250_000
      ? { groupset: 'Shimano Tourney 7단', gears: '7단', brake: 'V-브레이크 + 밴드 브레이크' }
      : { groupset: 'Shimano Nexus 3단 내장 기어', gears: '3단', brake: '롤러 브레이크' };
  }
  if (m.price < 700_000) return { groupset: 'Shimano Tourney', gears: '3×7단 (21단)', brake: vbrake };
  if (m.price < 1_000_000) return { groupset: 'Shimano Altus', gears: '2×8단 (16단)', brake: '유압식 디스크 브레이크' };
  if (m.price < 1_600_000) return { groupset: 'Shimano Cues U6000', gears: '1×10단', brake: '유압식 디스크 브레이크' };
  return { groupset: 'Shimano Deore M5100', gears: '1×11단', brake: '유압식 디스크 브레이크' };
}

export function drivetrainFor(m: ModelInput, rng: Rng): Drivetrain {
  switch (m.category.key) {
    case 'road':
      return roadDrivetrain(m.price, SRAM_FRIENDLY.has(m.brand.key) && rng.chance(0.4));
    case 'gravel':
      return gravelDrivetrain(m.price);
    case 'mtb_hardtail':
    case 'mtb_full':
      return mtbDrivetrain(m.price);
    case 'emtb':
      return mtbDrivetrain(m.price * 0.6);
    default:
      return urbanDrivetrain(m);
  }
}

export function wheelFor(m: ModelInput): string {
  const inch = wheelInches(m.name);
  switch (m.category.key) {
    case 'road':
      return m.price > 4_000_000 ? '700C 카본 휠 (700×28C)' : '700C (700×28C)';
    case 'gravel':
      return '700C (700×40C)';
    case 'mtb_hardtail':
      return inch === 26 || hasWord(m.name, ['27.5', 'Big.Seven']) ? '27.5인치 (27.5×2.25)' : '29인치 (29×2.35)';
    case 'mtb_full':
    case 'emtb':
      return hasWord(m.name, ['Reign', 'Stumpjumper', 'Levo', 'Rail']) ? 'MX (앞 29 / 뒤 27.5인치)' : '29인치 (29×2.4)';
    case 'hybrid':
      return '700C (700×35C)';
    case 'folding':
      if (m.brand.key === 'brompton') return '16인치 (349)';
      if (m.brand.key === 'birdy') return '18인치 (355)';
      return m.name.includes('Link') ? '20인치 (406)' : '20인치 (451)';
    case 'minivelo':
      return m.name.includes('451') ? '20인치 (451)' : '20인치 (406)';
    case 'ebike':
      if (m.brand.key === 'brompton') return '16인치 (349)';
      if (m.brand.key === 'tern') return '20인치 (406)';
      if (inch) return `${inch}인치`;
      if (m.name.includes('시티')) return '26인치';
      if (hasWord(m.name, ['Vado', 'Allant', 'Verve', 'FastRoad', 'Tesoro', 'Omnia', 'Explore', 'Como']))
        return '700C (700×45C)';
      // Domestic one-size e-bikes without a size in the name are small-wheeled folders.
      return '20인치';
    default:
      return `${inch ?? 20}인치`;
  }
}

const CARBON_WORDS = [
  'Advanced',
  'SL',
  'Carbon',
  'RC',
  'CF',
  'Hi-Mod',
  'SLR',
  'Expert',
  'Pro',
  '옵티멈',
  'Oltre',
  'Specialissima',
  'Aethos',
  'Tarmac',
  'Infinito',
  'Impulso',
  'Arcadex',
];

export function materialFor(m: ModelInput): string {
  const key = m.category.key;
  if (['colnago', 'pinarello', 'cervelo'].includes(m.brand.key)) return '카본 (풀 카본 모노코크)';
  if (key === 'road' || key === 'gravel' || key === 'mtb_hardtail' || key === 'mtb_full') {
    return hasWord(m.name, CARBON_WORDS) || m.price >= 3_000_000
      ? '카본 (풀 카본 모노코크)'
      : '알루미늄 (6061 트리플 버티드)';
  }
  if (m.brand.key === 'brompton') return '크로몰리 스틸';
  if (key === 'city' || key === 'kids') return m.price < 250_000 ? '하이텐 스틸' : '알루미늄 (6061)';
  return '알루미늄 (6061)';
}

/** Weight in kg, by category and price: dearer bikes are lighter. */
export function weightFor(m: ModelInput, rng: Rng): string {
  const ranges: Record<string, [number, number]> = {
    road: [6.9, 10.2],
    gravel: [8.2, 10.8],
    mtb_hardtail: [9.8, 14.8],
    mtb_full: [11.9, 15.9],
    hybrid: [9.8, 13.2],
    folding: [7.6, 12.9],
    minivelo: [9.4, 12.6],
    city: [14.8, 18.2],
    kids: [3.9, 12.4],
    ebike: [16.5, 27.5],
    emtb: [19.5, 25.4],
  };
  const [light, heavy] = ranges[m.category.key] ?? [10, 14];
  const dear = Math.min(1, Math.log10(Math.max(1, m.price / 150_000)) / 1.9);
  let kg = heavy - (heavy - light) * dear + rng.float(-0.3, 0.3);
  if (m.category.key === 'kids') kg = 3.9 + ((wheelInches(m.name) ?? 20) - 12) * 0.62 + rng.float(-0.2, 0.2);
  return `${Math.max(light, kg).toFixed(1)}kg${m.category.key === 'road' || m.category.key === 'gravel' ? ' (M 사이즈, 페달 제외)' : ''}`;
}
