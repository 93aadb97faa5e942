import type { BusinessKind } from '../../data/businesses';
import type { Profile } from './districts';

/**
 * Which kinds of business a district has, by weight: city centres sell and service bikes and sell
 * snow gear, districts along a river also have rental kiosks in the river park, towns on the long
 * bike paths rent bikes, resort valleys rent snow gear, Jeju rents bikes to island riders.
 */
export const kindWeights: Record<Profile, readonly (readonly [BusinessKind, number])[]> = {
  metro: [
    ['bikeShop', 6],
    ['folding', 1.2],
    ['skiShop', 1.4],
  ],
  metroRiver: [
    ['bikeShop', 5],
    ['river', 2.2],
    ['folding', 1],
    ['skiShop', 1.2],
  ],
  suburb: [
    ['bikeShop', 4],
    ['trail', 2.5],
    ['folding', 0.5],
    ['skiShop', 0.8],
  ],
  trail: [
    ['trail', 5],
    ['bikeShop', 1.6],
  ],
  resort: [
    ['resort', 6],
    ['skiShop', 1],
  ],
  island: [
    ['trail', 4],
    ['bikeShop', 1.5],
  ],
};

/**
 * Shop names as Korean owners choose them: a shop brand plus the neighbourhood and 점 ("바이크랩
 * 판교점"), or the neighbourhood plus what it is ("경포 자전거대여소"). {area} is the neighbourhood.
 */
export const nameTemplates: Record<BusinessKind, readonly string[]> = {
  bikeShop: [
    '바이크랩 {area}점',
    '라이드온 {area}점',
    '페달스토리 {area}점',
    '사이클플러스 {area}점',
    '휠하우스 {area}',
    '벨로씨티 {area}점',
    '두바퀴상회 {area}점',
    '스포크앤체인 {area}',
    '{area} 자전거공방',
    '{area} 바이크샵',
    '{area} 사이클센터',
    '크랭크웍스 {area}',
    '로드앤트레일 {area}점',
    '{area} 자전거마을',
    '기어업 바이크 {area}점',
  ],
  folding: [
    '미니벨로클럽 {area}점',
    '폴딩스토리 {area}',
    '{area} 미니벨로하우스',
    '접이식자전거 전문점 {area}',
    '포켓바이크 {area}점',
  ],
  river: [
    '{area} 강변자전거',
    '{area} 리버바이크',
    '{area} 자전거대여소',
    '{area} 수변 바이크스테이션',
    '{area} 피크닉바이크',
  ],
  trail: [
    '{area} 자전거대여소',
    '{area} 라이딩센터',
    '{area} 자전거길 렌탈',
    '투어바이크 {area}점',
    '{area} e-바이크 렌탈',
    '{area} 하이킹바이크',
  ],
  resort: [
    '{area} 스키렌탈',
    '{area} 보드하우스',
    '{area} 스노우베이스',
    '{area} 렌탈프라자',
    '{area} 스키앤보드',
    '{area} 스노우빌리지',
  ],
  skiShop: [
    '스노우라인 {area}점',
    '{area} 스키앤보드',
    '보드로 {area}점',
    '{area} 스키하우스',
    '알파인샵 {area}점',
    '{area} 보드샵',
  ],
};

/**
 * Official dealers: the brand's own name and the neighbourhood ("트렉 바이크 판교점"). Only the big
 * brands run dealer networks across the country.
 */
export const officialDealers: Partial<Record<BusinessKind, readonly (readonly [brandKey: string, name: string])[]>> = {
  bikeShop: [
    ['giant', '자이언트 {area}점'],
    ['trek', '트렉 바이크 {area}점'],
    ['specialized', '스페셜라이즈드 {area}점'],
    ['samchuly', '삼천리자전거 {area}점'],
    ['alton', '알톤스포츠 {area}점'],
    ['merida', '메리다 {area}점'],
    ['cannondale', '캐논데일 {area}점'],
    ['scott', '스캇 {area}점'],
    ['elfama', '엘파마 {area}점'],
  ],
  folding: [
    ['brompton', '브롬톤 {area}점'],
    ['tern', '턴 폴딩바이크 {area}점'],
    ['dahon', '다혼 {area}점'],
  ],
  skiShop: [
    ['burton', '버튼 {area}점'],
    ['rossignol', '로시뇰 {area}점'],
    ['salomon', '살로몬 {area}점'],
  ],
};

/** Share of shops of a kind that are an official dealer. */
export const OFFICIAL_SHARE = 0.12;
