import type { BrandModels } from './types';

// Brompton and Tern gearing is in the model name or fixed per line, so it is spelled out here.
export const foldingBikeModels: BrandModels[] = [
  {
    brand: 'brompton',
    models: [
      ['folding', 'C Line Explore', 2025, 269, { 구동계: '브롬톤 6단 (2단 외장 × 3단 내장)', 변속: '6단' }],
      ['folding', 'C Line Utility', 2025, 289, { 구동계: '스텀이 아처 3단 내장 기어', 변속: '3단' }],
      ['folding', 'C Line Urban', 2025, 255, { 구동계: '브롬톤 2단 외장 기어', 변속: '2단' }],
      [
        'folding',
        'P Line Urban',
        2025,
        449,
        { 구동계: '브롬톤 4단 전용 외장 기어', 변속: '4단', '프레임 소재': '스틸 메인 프레임 + 티타늄 리어 프레임' },
      ],
      [
        'folding',
        'P Line Explore',
        2025,
        479,
        { 구동계: '브롬톤 4단 전용 외장 기어', 변속: '4단', '프레임 소재': '스틸 메인 프레임 + 티타늄 리어 프레임' },
      ],
      [
        'folding',
        'T Line One',
        2025,
        699,
        { 구동계: '브롬톤 12단 (3단 × 4단)', 변속: '12단', '프레임 소재': '티타늄 풀 프레임' },
      ],
      [
        'ebike',
        'Electric C Line Explore',
        2025,
        469,
        { 구동계: '브롬톤 6단', 변속: '6단', 모터: '전륜 허브 250W', 배터리: '36V 300Wh (분리형)' },
      ],
      [
        'ebike',
        'Electric P Line',
        2025,
        629,
        { 구동계: '브롬톤 4단 전용 외장 기어', 변속: '4단', 모터: '전륜 허브 250W', 배터리: '36V 300Wh (분리형)' },
      ],
    ],
  },
  {
    brand: 'tern',
    models: [
      ['folding', 'Link B8', 2025, 89],
      ['folding', 'Link D8', 2025, 109],
      ['folding', 'Verge N8', 2025, 139],
      ['folding', 'Verge D9', 2025, 159],
      ['folding', 'Verge P10', 2025, 219],
      ['folding', 'Verge X11', 2024, 349],
      ['folding', 'BYB S8', 2025, 219],
      ['minivelo', 'Surge Pro', 2024, 199],
      ['ebike', 'Vektron S10', 2025, 459],
      ['ebike', 'HSD S8i', 2025, 549],
      ['ebike', 'GSD S10', 2024, 759],
    ],
  },
  {
    brand: 'dahon',
    models: [
      ['folding', 'Vitesse D8', 2025, 69],
      ['folding', 'Mu D9', 2025, 99],
      ['folding', 'K3', 2025, 109],
      ['folding', 'K3 Plus', 2025, 119],
      ['folding', 'Curl i4', 2024, 229],
      ['minivelo', 'Hemingway D8', 2024, 59],
    ],
  },
  {
    brand: 'birdy',
    models: [
      ['folding', 'Birdy City', 2024, 299],
      ['folding', 'Birdy Classic', 2025, 349],
      ['folding', 'Birdy GT', 2025, 499],
    ],
  },
];
