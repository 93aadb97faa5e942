import { gyeonggiStores } from './gyeonggi';
import { resortStores } from './resorts';
import { seoulCityStores } from './seoulCity';
import { seoulRiverStores } from './seoulRiver';
import type { StoreDef } from './types';

export type { Region, StoreDef, StoreKind } from './types';

/** All stores in a fixed order (the order decides store ids). */
export const storeDefs: StoreDef[] = [...seoulRiverStores, ...seoulCityStores, ...gyeonggiStores, ...resortStores];
