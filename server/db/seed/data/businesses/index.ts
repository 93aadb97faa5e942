import { gyeonggiBusinesses } from './gyeonggi';
import { resortBusinesses } from './resorts';
import { seoulCityBusinesses } from './seoulCity';
import { seoulRiverBusinesses } from './seoulRiver';
import type { BusinessDef } from './types';

export type { Region, BusinessDef, BusinessKind } from './types';

/** All businesses in a fixed order (the order decides business ids). */
export const businessDefs: BusinessDef[] = [
  ...seoulRiverBusinesses,
  ...seoulCityBusinesses,
  ...gyeonggiBusinesses,
  ...resortBusinesses,
];
