import type { GeometryRow } from '@/server/db/schema/catalog';
import { Rng } from '../random';
import { roadStyle } from './bikeSpec';
import { wheelInches, type ModelInput } from './modelInput';
import { frameSizes } from './sizes';

/**
 * Geometry tables as makers publish them: sizes in the first row, then one row per measurement
 * with a value per size (mm or degrees). Base values are a size-M frame of the category; each size
 * step adds what real size runs add, with a small per-model offset so two models never share a table.
 */
type Base = { stack: number; reach: number; tt: number; st: number; hta: number; sta: number; cs: number; wb: number };

const BASES: Record<string, Base> = {
  road: { stack: 560, reach: 385, tt: 545, st: 500, hta: 72.8, sta: 73.5, cs: 408, wb: 990 },
  gravel: { stack: 585, reach: 380, tt: 560, st: 510, hta: 71.5, sta: 73.5, cs: 425, wb: 1035 },
  mtb_hardtail: { stack: 615, reach: 450, tt: 610, st: 420, hta: 67.5, sta: 74.5, cs: 435, wb: 1165 },
  mtb_full: { stack: 620, reach: 460, tt: 615, st: 420, hta: 65.5, sta: 76.5, cs: 438, wb: 1210 },
  emtb: { stack: 630, reach: 455, tt: 610, st: 430, hta: 65.5, sta: 76.0, cs: 450, wb: 1225 },
  hybrid: { stack: 600, reach: 390, tt: 570, st: 460, hta: 71.0, sta: 73.0, cs: 435, wb: 1060 },
  ebike: { stack: 620, reach: 395, tt: 575, st: 470, hta: 70.5, sta: 73.0, cs: 465, wb: 1110 },
};

function sizedTable(m: ModelInput, sizes: string[], rng: Rng): GeometryRow[] {
  const base = { ...BASES[m.category.key] };
  if (m.category.key === 'road' && roadStyle(m.name) === '엔듀런스') {
    base.stack += 25;
    base.reach -= 8;
    base.wb += 12;
  }
  const jitter = rng.int(-4, 4);
  const mid = Math.floor((sizes.length - 1) / 2) + (sizes.length % 2 === 0 ? 0.5 : 0);
  const at = (i: number) => i - mid;
  const mm = (v: number) => String(Math.round(v));
  const deg = (v: number) => v.toFixed(1);
  const row = (name: string, f: (k: number) => string): GeometryRow => ({
    name,
    values: sizes.map((_, i) => f(at(i))),
  });
  return [
    { name: '사이즈', values: sizes },
    row('스택 (mm)', (k) => mm(base.stack + jitter + k * 20)),
    row('리치 (mm)', (k) => mm(base.reach + jitter / 2 + k * 9)),
    row('탑튜브 길이 (mm)', (k) => mm(base.tt + jitter + k * 16)),
    row('시트튜브 길이 (mm)', (k) => mm(base.st + k * 30)),
    row('헤드튜브 각도 (°)', (k) => deg(Math.min(base.hta + 1.2, base.hta + k * 0.3))),
    row('시트튜브 각도 (°)', (k) => deg(base.sta - k * 0.25)),
    row('체인스테이 (mm)', () => mm(base.cs)),
    row('휠베이스 (mm)', (k) => mm(base.wb + jitter + k * 14)),
  ];
}

function oneSizeTable(m: ModelInput, rng: Rng): GeometryRow[] {
  const one = (name: string, value: string): GeometryRow => ({ name, values: [value] });
  const inch = wheelInches(m.name) ?? 20;
  // One-size e-bikes are either step-through city bikes (26") or small-wheeled folders.
  const cityLike = m.category.key === 'ebike' && (inch === 26 || m.name.includes('시티'));
  switch (cityLike ? 'city' : m.category.key) {
    case 'kids':
      return [
        one('사이즈', `${inch}인치`),
        one('안장 높이 (mm)', `${inch * 25 + 140}~${inch * 30 + 190}`),
        one('스탠드오버 (mm)', String(inch * 19 + 120)),
        one('휠베이스 (mm)', String(inch * 28 + 300 + rng.int(-5, 5))),
      ];
    case 'city':
      return [
        one('사이즈', '원사이즈'),
        one('안장 높이 (mm)', '780~980'),
        one('스탠드오버 (mm)', '420 (스텝스루)'),
        one('탑튜브 길이 (mm)', String(560 + rng.int(-10, 10))),
        one('휠베이스 (mm)', String(1080 + rng.int(-15, 15))),
      ];
    default: {
      const brompton = m.brand.key === 'brompton';
      return [
        one('사이즈', '원사이즈'),
        one('안장 높이 (mm)', brompton ? '780~1,040 (텔레스코픽 시트포스트)' : '770~1,030'),
        one('핸들 높이 (mm)', brompton ? '1,010 (M 핸들바)' : '950~1,100 (높이 조절)'),
        one('휠베이스 (mm)', String((brompton ? 1040 : 1000) + rng.int(-10, 10))),
        one(
          '접은 크기 (mm)',
          brompton
            ? '585 × 565 × 270'
            : `${780 + rng.int(-20, 20)} × ${640 + rng.int(-15, 15)} × ${330 + rng.int(-10, 10)}`
        ),
      ];
    }
  }
}

export function buildGeometry(m: ModelInput): GeometryRow[] {
  const rng = new Rng(`geometry:${m.seedKey}`);
  const sizes = frameSizes(m);
  if (sizes.length > 1 && BASES[m.category.key]) return sizedTable(m, sizes, rng);
  return oneSizeTable(m, rng);
}
