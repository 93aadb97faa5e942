import type { BrandModels } from './types';

export const snowboardModels: BrandModels[] = [
  {
    brand: 'burton',
    models: [
      ['snowboard', 'Custom Camber', 2025, 99],
      ['snowboard', 'Custom Flying V', 2025, 95],
      ['snowboard', 'Process Camber', 2025, 89],
      ['snowboard', 'Process Flying V', 2025, 85],
      ['snowboard', 'Family Tree Hometown Hero', 2025, 119],
      ['snowboard', 'Free Thinker', 2025, 95],
      ['snowboard', 'Instigator', 2025, 55],
      ['snowboard', 'Ripcord', 2024, 52],
      ['snowboard', 'Feelgood', 2025, 85],
      ['board_boots', 'Photon BOA', 2025, 59],
      ['board_boots', 'Ion', 2025, 69],
      ['board_boots', 'Ruler BOA', 2025, 49],
      ['board_boots', 'Moto BOA', 2024, 35],
    ],
  },
  {
    brand: 'k2',
    models: [
      ['ski_allmountain', 'Disruption 82Ti', 2025, 109],
      ['ski_allmountain', 'Disruption STi', 2024, 89],
      ['ski_freestyle', 'Mindbender 96C', 2025, 99],
      ['snowboard', 'Raygun Pop', 2025, 59],
      ['snowboard', 'Standard', 2025, 49],
      ['snowboard', 'Passport', 2025, 69],
      ['snowboard', 'Broadcast', 2025, 75],
      ['board_boots', 'Maysis', 2025, 55],
      ['board_boots', 'Boundary', 2025, 45],
      ['helmet', 'Phase Pro', 2025, 19],
    ],
  },
  {
    brand: 'ride',
    models: [
      ['snowboard', 'Warpig', 2025, 72],
      ['snowboard', 'Algorythm', 2025, 69],
      ['snowboard', 'Twinpig', 2024, 65],
      ['snowboard', 'Benchwarmer', 2025, 55],
      ['board_boots', 'Lasso Pro', 2025, 59],
      ['board_boots', 'Fuse', 2025, 65],
    ],
  },
  {
    brand: 'nitro',
    models: [
      ['snowboard', 'Team', 2025, 69],
      ['snowboard', 'Team Pro', 2025, 85],
      ['snowboard', 'Beast', 2025, 79],
      ['snowboard', 'Optisym', 2025, 65],
      ['snowboard', 'Alternator', 2024, 75],
      ['snowboard', 'Mercy', 2025, 59],
      ['board_boots', 'Team TLS', 2025, 55],
      ['board_boots', 'Venture TLS', 2025, 45],
    ],
  },
  {
    brand: 'capita',
    models: [
      ['snowboard', 'Defenders of Awesome', 2025, 79],
      ['snowboard', 'Mercury', 2025, 89],
      ['snowboard', 'Super D.O.A.', 2025, 95],
      ['snowboard', 'Outerspace Living', 2024, 62],
    ],
  },
  {
    brand: 'yonex',
    models: [
      ['snowboard', 'Smooth', 2025, 119],
      ['snowboard', 'Rev', 2025, 109],
      ['snowboard', 'Declic', 2025, 99],
      ['snowboard', 'Achse', 2024, 115],
    ],
  },
  {
    brand: 'ogasaka',
    models: [
      ['snowboard', 'CT', 2025, 109],
      ['snowboard', 'FC', 2025, 115],
      ['snowboard', 'CT-S', 2025, 105],
      ['snowboard', 'Spirit', 2024, 89],
    ],
  },
];
