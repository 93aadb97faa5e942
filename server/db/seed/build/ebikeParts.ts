import type { Rng } from '../random';
import { hasWord, type ModelInput } from './modelInput';

/** Motor, battery and range as the maker would state them; Korean law caps PAS assist at 25 km/h. */
export type ElectricSpec = { motor: string; battery: string; range: string };

const MOTORS: Record<string, (m: ModelInput) => string> = {
  giant: (m) =>
    m.category.key === 'emtb'
      ? 'Giant SyncDrive Pro2 (미드 드라이브, 85Nm)'
      : 'Giant SyncDrive Sport2 (미드 드라이브, 75Nm)',
  trek: (m) => (m.category.key === 'emtb' ? 'Bosch Performance Line CX (85Nm)' : 'Bosch Performance Line (75Nm)'),
  specialized: (m) => (hasWord(m.name, ['SL']) ? 'Specialized SL 1.2 (50Nm)' : 'Specialized 2.2 (90Nm)'),
  cannondale: () => 'Bosch Performance Line CX (85Nm)',
  scott: () => 'Bosch Performance Line CX (85Nm)',
  merida: () => 'Shimano EP801 (85Nm)',
  bianchi: () => 'Bosch Performance Line (75Nm)',
  tern: (m) =>
    m.name.startsWith('GSD')
      ? 'Bosch Cargo Line (85Nm)'
      : m.name.startsWith('HSD')
        ? 'Bosch Performance Line (75Nm)'
        : 'Bosch Active Line Plus (50Nm)',
  cello: () => 'Bafang M500 (미드 드라이브, 95Nm)',
  alton: (m) => (m.category.key === 'emtb' ? 'Bafang M500 (미드 드라이브, 95Nm)' : '후륜 허브 모터 250W (36V)'),
  samchuly: (m) => (m.category.key === 'emtb' ? 'Bafang M600 (미드 드라이브, 120Nm)' : '후륜 허브 모터 250W (36V)'),
};

export function electricSpecFor(m: ModelInput, rng: Rng): ElectricSpec {
  const motor = m.overrides['모터'] ?? MOTORS[m.brand.key]?.(m) ?? '후륜 허브 모터 250W (36V)';
  const hub = motor.includes('허브');
  let wh: number;
  if (m.overrides['배터리']) wh = 300;
  else if (hub) wh = m.price < 1_000_000 ? 280 : m.price < 1_300_000 ? 374 : 504;
  else if (m.category.key === 'emtb') wh = rng.pick([625, 720, 750]);
  else wh = m.price < 5_000_000 ? rng.pick([400, 500]) : rng.pick([545, 625, 710]);
  const battery = m.overrides['배터리'] ?? (hub ? `36V ${(wh / 36).toFixed(1)}Ah (${wh}Wh, 분리형)` : `${wh}Wh 내장형`);
  const km = Math.round(wh / (m.category.key === 'emtb' ? 7.5 : 5.2) / 5) * 5;
  const range = `최대 ${km}km (PAS 최저 단계 기준)`;
  return { motor, battery, range };
}

/** Fork and shock travel: XC race bikes run short, trail bikes medium, big-mountain bikes long. */
export function suspensionFor(m: ModelInput): string | null {
  const key = m.category.key;
  if (key === 'mtb_hardtail') {
    if (hasWord(m.name, ['Roscoe'])) return '앞 140mm';
    return hasWord(m.name, ['Scale', 'Procaliber', 'Epic', 'XTC', 'Exceed', '케인', 'Chisel'])
      ? '앞 100mm (XC 레이스)'
      : '앞 100~120mm';
  }
  if (key === 'mtb_full') {
    if (hasWord(m.name, ['Spark', 'Top Fuel', 'Supercaliber', 'Epic', 'Scalpel', 'Ninety-Six']))
      return '앞 120mm / 뒤 120mm';
    if (hasWord(m.name, ['Reign'])) return '앞 170mm / 뒤 146mm';
    return '앞 150mm / 뒤 140mm';
  }
  if (key === 'emtb') return hasWord(m.name, ['Talon', 'XC', 'E 29']) ? '앞 100mm' : '앞 160mm / 뒤 150mm';
  if (key === 'hybrid' && hasWord(m.name, ['Sirrus X', 'Sub Cross', 'Verve'])) return '앞 50~63mm';
  return null;
}
