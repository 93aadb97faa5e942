import type { BrandModels } from './types';

export const premiumBikeModels: BrandModels[] = [
  {
    brand: 'colnago',
    models: [
      ['road', 'V4Rs', 2025, 1190],
      ['road', 'V3Rs', 2024, 899],
      ['road', 'V3 Disc 105', 2025, 529],
      ['road', 'C68 Allroad', 2025, 1090],
      ['road', 'C64', 2023, 990],
      ['gravel', 'G3-X', 2025, 589],
    ],
  },
  {
    brand: 'canyon',
    models: [
      ['road', 'Ultimate CF SL 7', 2025, 349],
      ['road', 'Endurace CF 7', 2025, 319],
      ['road', 'Aeroad CF SLX 7', 2025, 799],
      ['gravel', 'Grizl CF SL 7', 2025, 329],
      ['gravel', 'Grail CF SL 7', 2025, 429],
      ['mtb_hardtail', 'Exceed CF 6', 2025, 299],
      ['mtb_full', 'Spectral 125 CF 7', 2025, 559],
    ],
  },
  {
    brand: 'cervelo',
    models: [
      ['road', 'Soloist 105', 2025, 549],
      ['road', 'Caledonia 105', 2025, 529],
      ['road', 'R5 Ultegra Di2', 2024, 1150],
      ['gravel', 'Áspero 105', 2025, 489],
    ],
  },
  {
    brand: 'pinarello',
    models: [
      ['road', 'Dogma F', 2025, 1200],
      ['road', 'F7', 2025, 849],
      ['road', 'Prince', 2025, 599],
      ['road', 'X3', 2025, 399],
      ['gravel', 'Grevil F5', 2025, 599],
    ],
  },
];
