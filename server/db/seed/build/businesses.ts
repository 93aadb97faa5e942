import type { OpeningHours } from '@/server/db/schema/businesses';
import { businessCopy } from '../data/businessCopy';
import { businessDefs, type BusinessDef } from '../data/businesses';
import { Rng } from '../random';
import { between, ymd, type SeedDay } from '../time';
import { fillTemplate } from './korean';

export type BusinessPlan = {
  def: BusinessDef;
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
  /** Days a returned rental unit needs before its next rental (issue 16 ★): ski tuning takes a day. */
  turnaroundDays: number;
  createdAt: Date;
};

const AREA_CODE: Record<BusinessDef['region'], string> = {
  서울: '02',
  경기: '031',
  인천: '032',
  강원: '033',
  충남: '041',
  대전: '042',
  충북: '043',
  세종: '044',
  부산: '051',
  울산: '052',
  대구: '053',
  경북: '054',
  경남: '055',
  전남: '061',
  광주: '062',
  전북: '063',
  제주: '064',
};

/** A Korean landline in the business's region, or a shop owner's mobile for some small shops. */
function phoneFor(def: BusinessDef, rng: Rng): string {
  const four = () => String(rng.int(1000, 9999));
  if (!def.official && rng.chance(0.15)) return `010-${four()}-${four()}`;
  const code = AREA_CODE[def.region];
  const mid = code === '02' ? String(rng.int(2000, 9999)) : String(rng.int(300, 999));
  return `${code}-${mid}-${four()}`;
}

function week(open: string, close: string, closedDays: number[] = [], weekend?: [string, string]): OpeningHours {
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((d) => !closedDays.includes(d))
    .map((weekday) =>
      weekend && (weekday === 0 || weekday === 6)
        ? { weekday, open: weekend[0], close: weekend[1] }
        : { weekday, open, close }
    );
}

/** Hours by kind: resorts open before the first lift, city shops close one weekday (often Monday). */
function hoursFor(def: BusinessDef, rng: Rng): OpeningHours {
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
      return week(
        rng.pick(['10:00', '10:30', '11:00']),
        rng.pick(['19:00', '20:00', '21:00']),
        rng.chance(0.6) ? [1] : rng.chance(0.5) ? [2] : [],
        ['10:00', '18:00']
      );
  }
}

/**
 * A few closed days, counted from the seeding day like every seeded date: city shops rest three
 * days twice a year (the holidays), river and trail rentals one day each time, resorts close two
 * days after the season and two days for pre-season setup (tomorrow and the day after, so the
 * rental calendar shows them).
 */
function closedDatesFor(def: BusinessDef, rng: Rng, day: SeedDay): string[] {
  const on = (offsets: number[]) => offsets.map((n) => ymd(day.at(n)));
  switch (def.kind) {
    case 'resort':
      return on([-216, -215, 1, 2]);
    case 'river':
    case 'trail':
      return rng.chance(0.5) ? on([-257, -37]) : [];
    default:
      return rng.chance(0.7) ? on([-258, -257, -256, -38, -37, -36]) : on([-257, -37]);
  }
}

/** Plans the given businesses (the base catalogue's by default; the scale generator passes its own). */
export function planBusinesses(day: SeedDay, defs: readonly BusinessDef[] = businessDefs): BusinessPlan[] {
  return defs.map((def, index) => {
    const rng = new Rng(`business:${def.name}`);
    const copy = businessCopy[def.kind];
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
      closedDates: closedDatesFor(def, rng, day),
      notice: fillTemplate(rng.pick(copy.notice), values),
      introduction: fillTemplate(rng.pick(copy.introduction), values),
      maintenance: fillTemplate(rng.pick(copy.maintenance), values),
      isOfficial: def.official ?? false,
      // Ski equipment is waxed and its edges sharpened between renters; bikes are checked on the spot.
      turnaroundDays: def.kind === 'resort' || def.kind === 'skiShop' ? 1 : 0,
      createdAt: between(day.at(-518), day.at(-316), (index + rng.next()) / defs.length),
    };
  });
}
