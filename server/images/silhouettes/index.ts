import type { Silhouette } from './types';
import { emtb, hybrid, mtb, road } from './sportBikes';
import { city, ebike } from './utilityBikes';
import { folding, kids } from './smallBikes';
import { ski, snowboard } from './snowBoards';
import { boots, goggles, helmet } from './snowGear';
import { magazine, service } from './misc';

/** Every silhouette the catalogue may name in `images.drawn.silhouette`. */
export const silhouettes = {
  road,
  mtb,
  emtb,
  folding,
  ebike,
  city,
  kids,
  hybrid,
  ski,
  snowboard,
  boots,
  helmet,
  goggles,
  service,
  magazine,
} satisfies Record<string, Silhouette>;

export type SilhouetteKey = keyof typeof silhouettes;

export const silhouetteKeys = Object.keys(silhouettes) as SilhouetteKey[];

export function isSilhouetteKey(key: string): key is SilhouetteKey {
  return Object.prototype.hasOwnProperty.call(silhouettes, key);
}
