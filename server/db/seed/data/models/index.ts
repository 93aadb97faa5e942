import type { BrandModels } from './types';
import { domesticBikeModels } from './bikeDomestic';
import { majorBikeModels } from './bikeMajor';
import { globalBikeModels } from './bikeGlobal';
import { premiumBikeModels } from './bikePremium';
import { foldingBikeModels } from './bikeFolding';
import { alpineSkiModels } from './skiAlpine';
import { moreAlpineSkiModels } from './skiAlpine2';
import { snowboardModels } from './snowboard';
import { snowGearModels } from './snowGear';

export type { BrandModels } from './types';

/** The whole catalogue, in a fixed order (the order decides model ids). */
export const catalogueModels: BrandModels[] = [
  ...domesticBikeModels,
  ...majorBikeModels,
  ...globalBikeModels,
  ...premiumBikeModels,
  ...foldingBikeModels,
  ...alpineSkiModels,
  ...moreAlpineSkiModels,
  ...snowboardModels,
  ...snowGearModels,
];
