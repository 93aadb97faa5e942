import type { OpeningHours } from '@/server/db/schema/stores';
import { storeCopy } from '../data/storeCopy';
import { storeDefs, type StoreDef } from '../data/stores';
import { Rng } from '../random';
import { between, kst } from '../time';
import { fillTemplate } from './korean';

export type StorePlan = {
  def: StoreDef;
  name: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  openingHours: OpeningHours;
  closedDates: string[];
  notice: string;
  introduction: string;
  maintenance: string;
  isOfficial: boolean;
  createdAt: Date;
};

const AREA_CODE: Record<StoreDef['region'], string> = {
  서울: '02', 경기: '031', 인천: '032', 강원: '033', 충남: '041', 대전: '042', 충북: '043', 세종: '044',
  부산: '051', 울산: '052', 대구: '053', 경북: '054', 경남: '055', 전남: '061', 광주: '062', 전북: '063', 제주: '064',
};

/** A Korean landline in the store's region, or a shop owner's mobile for some small shops. */
function phoneFor(def: StoreDef, rng: Rng): string {
  const four = () => String(rng.int(1000, 9999));
  if (!def.official && rng.chance(0.15)) return `010-${four()}-${four()}`;
  const code = AREA_CODE[def.region];
  const mid = code === '02' ? String(rng.int(2000, 9999)) : String(rng.int(300, 999));
  return `${code}-${mid}-${four()}`;
}

function week(open: string, close: string, closedDays: number[] = [], weekend?: [string, string]): OpeningHours {
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((d) => !closedDays.includes(d))
    .map((weekday) => (weekend && (weekday === 0 || weekday === 6) ? { weekday, open: weekend[0], close: weekend[1] } : { weekday, open, close }));
}

/** Hours by kind: resorts open before the first lift, city shops close one weekday (often Monday). */
function hoursFor(def: StoreDef, rng: Rng): OpeningHours {
  switch (def.kind) {
    case 'river':
      return rng.chance(0.7) ? week('09:00', '21:00', [], ['08:00', '22:00']) : week('10:00', '20:00');
    case 'trail':
      return week('08:00', '19:00', rng.chance(0.3) ? [2] : [], ['07:00', '19:00']);
    case 'resort':
      return rng.chance(0.6) ? week('07:00', '22:30') : week('06:30', '23:00', [], ['06:00', '23:30']);
    case 'skiShop':
      return week('11:00', '21:00', rng.chance(0.5) ? [1] : []);
    default:
      return week(rng.pick(['10:00', '10:30', '11:00']), rng.pick(['19:00', '20:00', '21:00']), rng.chance(0.6) ? [1] : rng.chance(0.5) ? [2] : [], ['10:00', '18:00']);
  }
}

/** Closed days on holidays: city shops rest over 설날 and 추석; resorts close after the season. */
function closedDatesFor(def: StoreDef, rng: Rng): string[] {
  const seollal = ['2026-02-16', '2026-02-17', '2026-02-18'];
  const chuseok = ['2026-09-24', '2026-09-25', '2026-09-26'];
  switch (def.kind) {
    case 'resort':
      return ['2026-03-30', '2026-03-31', '2026-11-02', '2026-11-03'];
    case 'river':
    case 'trail':
      return rng.chance(0.5) ? ['2026-02-17', '2026-09-25'] : [];
    default:
      return rng.chance(0.7) ? [...seollal, ...chuseok] : ['2026-02-17', '2026-09-25'];
  }
}

/** Plans the given stores (the base catalogue's by default; the scale generator passes its own). */
export function planStores(defs: readonly StoreDef[] = storeDefs): StorePlan[] {
  return defs.map((def, index) => {
    const rng = new Rng(`store:${def.name}`);
    const copy = storeCopy[def.kind];
    const values = { area: def.area, landmark: def.landmark, name: def.name };
    return {
      def,
      name: def.name,
      region: def.region,
      address: def.address,
      lat: def.lat,
      lng: def.lng,
      phone: phoneFor(def, rng),
      openingHours: hoursFor(def, rng),
      closedDates: closedDatesFor(def, rng),
      notice: fillTemplate(rng.pick(copy.notice), values),
      introduction: fillTemplate(rng.pick(copy.introduction), values),
      maintenance: fillTemplate(rng.pick(copy.maintenance), values),
      isOfficial: def.official ?? false,
      createdAt: between(kst(2025, 6, 1), kst(2025, 12, 20), (index + rng.next()) / defs.length),
    };
  });
}
