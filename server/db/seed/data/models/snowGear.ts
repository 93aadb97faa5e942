import type { BrandModels } from './types';

export const snowGearModels: BrandModels[] = [
  {
    brand: 'smith',
    models: [
      ['helmet', 'Vantage MIPS', 2025, 39],
      ['helmet', 'Mission MIPS', 2025, 22],
      ['helmet', 'Level MIPS', 2025, 32],
      ['helmet', 'Nexus MIPS', 2025, 45],
      ['helmet', 'Method MIPS', 2024, 29],
      ['goggles', 'I/O MAG', 2025, 39],
      ['goggles', '4D MAG', 2025, 45],
      ['goggles', 'Squad', 2025, 19],
      ['goggles', 'Proxy', 2025, 27],
      ['goggles', 'Skyline', 2024, 15],
    ],
  },
  {
    brand: 'oakley',
    models: [
      ['goggles', 'Flight Deck L', 2025, 29],
      ['goggles', 'Line Miner L', 2025, 22],
      ['goggles', 'Fall Line L', 2025, 25],
      ['goggles', 'Flight Tracker L', 2024, 21],
      ['helmet', 'MOD5 MIPS', 2025, 32],
      ['helmet', 'MOD7 MIPS', 2025, 49],
    ],
  },
  {
    brand: 'poc',
    models: [
      ['helmet', 'Obex MIPS', 2025, 35],
      ['helmet', 'Fornix MIPS', 2025, 29],
      ['helmet', 'Auric Cut', 2024, 32],
      ['goggles', 'Fovea Clarity', 2025, 29],
      ['goggles', 'Nexal Clarity', 2025, 24],
    ],
  },
];
