import type { BrandModels } from './types';

export const moreAlpineSkiModels: BrandModels[] = [
  {
    brand: 'fischer',
    models: [
      ['ski_race', 'RC4 The Curv DTX', 2025, 139],
      ['ski_race', 'RC4 WC SL', 2025, 149],
      ['ski_race', 'RC4 WC GS', 2025, 149],
      ['ski_allmountain', 'RC One 86 GT', 2025, 119],
      ['ski_allmountain', 'RC One 82 GT', 2024, 99],
      ['ski_freestyle', 'Ranger 96', 2025, 99],
      ['ski_freestyle', 'Ranger 102', 2024, 109],
      ['ski_boots', 'RC4 Podium GT 130', 2025, 109],
    ],
  },
  {
    brand: 'volkl',
    models: [
      ['ski_race', 'Racetiger SC', 2025, 129],
      ['ski_race', 'Racetiger SL Master', 2025, 149],
      ['ski_race', 'Racetiger GS', 2024, 139],
      ['ski_allmountain', 'Deacon 80', 2025, 119],
      ['ski_allmountain', 'Deacon 84', 2025, 119],
      ['ski_allmountain', 'Mantra M6', 2024, 129],
      ['ski_allmountain', 'Kendo 88', 2025, 109],
      ['ski_freestyle', 'Revolt 95', 2025, 89],
    ],
  },
  {
    brand: 'elan',
    models: [
      ['ski_race', 'Ace SLX Fusion X', 2025, 139],
      ['ski_race', 'Ace SCX Fusion X', 2025, 129],
      ['ski_allmountain', 'Amphibio 16 Ti2 Fusion X', 2025, 119],
      ['ski_allmountain', 'Wingman 86 CTI', 2025, 99],
      ['ski_allmountain', 'Voyager', 2024, 129],
      ['ski_freestyle', 'Ripstick 96', 2025, 109],
    ],
  },
  {
    brand: 'nordica',
    models: [
      ['ski_race', 'Dobermann SLR DC', 2025, 149],
      ['ski_race', 'Dobermann GSR DC', 2025, 139],
      ['ski_allmountain', 'Spitfire DC 80 Pro', 2025, 119],
      ['ski_allmountain', 'Santa Ana 88', 2024, 99],
      ['ski_freestyle', 'Enforcer 94', 2025, 109],
      ['ski_boots', 'Dobermann 5 130', 2025, 109],
      ['ski_boots', 'Speedmachine 3 120', 2025, 85],
      ['ski_boots', 'Pro Machine 110', 2024, 75],
    ],
  },
  {
    brand: 'dynastar',
    models: [
      ['ski_race', 'Speed Omeglass Master SL', 2025, 149],
      ['ski_race', 'Speed Omeglass Master GS', 2025, 149],
      ['ski_allmountain', 'M-Cross 82', 2025, 89],
      ['ski_allmountain', 'M-Pro 90', 2025, 99],
    ],
  },
  {
    brand: 'blizzard',
    models: [
      ['ski_race', 'Firebird SRC', 2024, 129],
      ['ski_allmountain', 'Brahma 88', 2025, 109],
      ['ski_allmountain', 'Black Pearl 88', 2025, 99],
      ['ski_freestyle', 'Rustler 9', 2025, 109],
    ],
  },
  {
    brand: 'lange',
    models: [
      ['ski_boots', 'Shadow 130 MV', 2025, 109],
      ['ski_boots', 'RS 130 MV', 2025, 105],
      ['ski_boots', 'LX 90 W', 2024, 59],
    ],
  },
  {
    brand: 'tecnica',
    models: [
      ['ski_boots', 'Mach1 MV 120', 2025, 89],
      ['ski_boots', 'Mach1 LV 130', 2025, 99],
      ['ski_boots', 'Cochise 130 DYN', 2024, 109],
    ],
  },
];
