import type { SpecEntry } from '@/server/db/schema/catalog';
import { Rng } from '../random';
import { drivetrainFor, materialFor, weightFor, wheelFor } from './bikeComponents';
import { electricSpecFor, suspensionFor } from './ebikeParts';
import { hasWord, type ModelInput } from './modelInput';
import { frameSizes, heightRanges, kidsHeight } from './sizes';

export type BuiltSpec = { specInfo: SpecEntry[]; summary: string; facts: Record<string, string> };

/** Road style by model family: aero frames, endurance frames, and the all-rounders. */
export function roadStyle(name: string): '에어로' | '엔듀런스' | '올라운드' {
  if (
    hasWord(name, [
      'Propel',
      'Madone',
      'Reacto',
      'Foil',
      'Aeroad',
      'Oltre',
      'Soloist',
      'Allez Sprint',
      'Dogma',
      'Sprint',
    ])
  )
    return '에어로';
  if (
    hasWord(name, [
      'Defy',
      'Domane',
      'Roubaix',
      'Synapse',
      'Endurace',
      'Infinito',
      'Endurance',
      'Caledonia',
      'Allroad',
      'Contend',
      'X3',
    ])
  )
    return '엔듀런스';
  return '올라운드';
}

function heightSpec(m: ModelInput): string {
  if (m.category.key === 'kids') return kidsHeight(m);
  const sizes = frameSizes(m);
  if (sizes.length === 1) return m.category.key === 'city' ? '150~185cm' : '150~195cm (시트포스트로 조절)';
  const ranges = heightRanges(sizes.length);
  return `${ranges[0][0]}~${ranges[ranges.length - 1][1]}cm (사이즈별 상이)`;
}

const KIND: Record<string, string> = {
  gravel: '그래블 바이크',
  mtb_hardtail: '하드테일 MTB',
  mtb_full: '풀서스펜션 MTB',
  hybrid: '하이브리드',
  folding: '접이식 자전거',
  minivelo: '미니벨로',
  city: '생활 자전거',
  kids: '어린이 자전거',
  ebike: '전기자전거',
  emtb: '전기 MTB',
};

function summaryFor(m: ModelInput, f: Record<string, string>): string {
  const carbon = f['프레임 소재'].startsWith('카본');
  const group = f['구동계'].replace(/\s*\(.*\)$/, '');
  switch (m.category.key) {
    case 'road':
      return `${group} 구동계를 얹은 ${carbon ? '카본' : '알루미늄'} ${roadStyle(m.name)} 로드`;
    case 'gravel':
      return `포장도로와 비포장 임도를 함께 달리는 ${carbon ? '카본' : '알루미늄'} 그래블 바이크`;
    case 'mtb_hardtail':
    case 'mtb_full': {
      const travel = (f['서스펜션'] ?? '').match(/\d+/g) ?? ['100'];
      const wheel = f['휠 사이즈'].split(' ')[0];
      return m.category.key === 'mtb_full'
        ? `${travel.join('/')}mm 트래블의 ${wheel} 풀서스펜션 MTB, ${group}`
        : `${wheel} 휠에 ${travel[0]}mm 포크를 단 ${carbon ? '카본' : '알루미늄'} 하드테일, ${group}`;
    }
    case 'ebike':
    case 'emtb': {
      const motor = f['모터'].split(' (')[0].replace(/\s*모터.*$/, '');
      return `${motor} 모터로 ${f['주행거리'].split(' (')[0]}를 달리는 ${KIND[m.category.key]}`;
    }
    case 'folding':
      return `${f['휠 사이즈'].split(' ')[0]} 바퀴, ${f['변속']} 변속의 ${f['무게'].split(' ')[0]} 접이식 자전거`;
    case 'kids':
      return `${kidsHeight(m)} 아이에게 맞는 ${f['휠 사이즈']} ${KIND.kids}`;
    default:
      return `${f['변속']} 변속, ${f['휠 사이즈'].split(' ')[0]} 바퀴의 가벼운 ${KIND[m.category.key] ?? '자전거'}`;
  }
}

/** Spec lines in the order Korean shops list them; e-bikes add battery, range and motor. */
export function buildBikeSpec(m: ModelInput): BuiltSpec {
  const rng = new Rng(`bike-spec:${m.seedKey}`);
  const d = drivetrainFor(m, rng);
  const f: Record<string, string> = {
    '프레임 소재': materialFor(m),
    구동계: d.groupset,
    변속: d.gears,
    '휠 사이즈': wheelFor(m),
    브레이크: d.brake,
    무게: weightFor(m, rng),
    '적정 신장': heightSpec(m),
  };
  const suspension = suspensionFor(m);
  if (suspension) f['서스펜션'] = suspension;
  if (m.category.isElect) {
    const e = electricSpecFor(m, rng);
    Object.assign(f, {
      배터리: e.battery,
      주행거리: e.range,
      모터: e.motor,
      '최고 보조 속도': '25km/h (PAS 전용, 자전거도로 주행 가능)',
    });
  }
  Object.assign(f, m.overrides);
  if (m.category.key === 'kids' && f['변속'] === '없음') delete f['변속'];
  const specInfo = Object.entries(f).map(([name, value]) => ({ name, value }));
  return { specInfo, summary: summaryFor(m, f), facts: f };
}
