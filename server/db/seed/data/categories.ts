import type { SilhouetteKey } from '@/server/images/silhouettes';

/**
 * Sub-categories. `groupName` is the bike-commerce category group shown as tabs on /bikes/commerce
 * (and the ski equivalent); `silhouette` picks the drawing for every model in the category.
 * Service categories (정비·피팅, 튜닝·왁싱; lib/item/serviceCategories.ts) hold items without a catalogue model.
 */
export type CategoryDef = {
  key: string;
  code: 'BIKE' | 'SKI';
  name: string;
  groupName: string;
  isElect?: boolean;
  silhouette: SilhouetteKey;
};

export const categoryDefs: CategoryDef[] = [
  { key: 'road', code: 'BIKE', name: '로드', groupName: '로드·그래블', silhouette: 'road' },
  { key: 'gravel', code: 'BIKE', name: '그래블·투어링', groupName: '로드·그래블', silhouette: 'road' },
  { key: 'mtb_hardtail', code: 'BIKE', name: '하드테일 MTB', groupName: '산악·MTB', silhouette: 'mtb' },
  { key: 'mtb_full', code: 'BIKE', name: '풀서스펜션 MTB', groupName: '산악·MTB', silhouette: 'mtb' },
  { key: 'hybrid', code: 'BIKE', name: '하이브리드', groupName: '도시·접이식', silhouette: 'hybrid' },
  { key: 'folding', code: 'BIKE', name: '접이식', groupName: '도시·접이식', silhouette: 'folding' },
  { key: 'minivelo', code: 'BIKE', name: '미니벨로', groupName: '도시·접이식', silhouette: 'folding' },
  { key: 'city', code: 'BIKE', name: '생활·시티', groupName: '도시·접이식', silhouette: 'city' },
  { key: 'kids', code: 'BIKE', name: '어린이', groupName: '도시·접이식', silhouette: 'kids' },
  { key: 'ebike', code: 'BIKE', name: '전기 시티·접이식', groupName: '전기자전거', isElect: true, silhouette: 'ebike' },
  { key: 'emtb', code: 'BIKE', name: '전기 MTB', groupName: '전기자전거', isElect: true, silhouette: 'emtb' },
  {
    key: 'bike_service',
    code: 'BIKE',
    name: '정비·피팅',
    groupName: '정비·피팅',
    silhouette: 'service',
  },
  { key: 'ski_race', code: 'SKI', name: '카빙·레이싱 스키', groupName: '스키', silhouette: 'ski' },
  { key: 'ski_allmountain', code: 'SKI', name: '올마운틴 스키', groupName: '스키', silhouette: 'ski' },
  { key: 'ski_freestyle', code: 'SKI', name: '프리스타일 스키', groupName: '스키', silhouette: 'ski' },
  { key: 'snowboard', code: 'SKI', name: '스노보드', groupName: '스노보드', silhouette: 'snowboard' },
  { key: 'board_boots', code: 'SKI', name: '보드 부츠', groupName: '스노보드', silhouette: 'boots' },
  { key: 'ski_boots', code: 'SKI', name: '스키 부츠', groupName: '장비·보호구', silhouette: 'boots' },
  { key: 'helmet', code: 'SKI', name: '헬멧', groupName: '장비·보호구', silhouette: 'helmet' },
  { key: 'goggles', code: 'SKI', name: '고글', groupName: '장비·보호구', silhouette: 'goggles' },
  {
    key: 'ski_tuning',
    code: 'SKI',
    name: '튜닝·왁싱',
    groupName: '장비·보호구',
    silhouette: 'service',
  },
];

export const categoryByKey = new Map(categoryDefs.map((c) => [c.key, c]));

export function categoryDef(key: string): CategoryDef {
  const def = categoryByKey.get(key);
  if (!def) throw new Error(`unknown category ${key}`);
  return def;
}
