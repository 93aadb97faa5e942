import { monthOf, yearOf, type SeedDay } from '../../time';

/**
 * Brand sale campaigns as the merchandising team would set them up. A model entry is
 * [brand key, model name, discount percent off the price a shopper pays today, headline?].
 * The sale price is computed by the seed from the model's lowest current price (or list price).
 */
export type SaleEntry = readonly [brand: string, model: string, percent: number, famous?: boolean];

export type CampaignDef = {
  key: string;
  title: string;
  subtitle: string;
  isDeployable: boolean;
  startsAt: Date;
  endsAt: Date;
  groups: readonly { name: string; models: readonly SaleEntry[] }[];
};

type CampaignCopy = Pick<CampaignDef, 'key' | 'title' | 'subtitle'>;

/** The brand sale is named for the season it runs in (the months, KST, of its start). */
export function brandSaleCopy(start: Date): CampaignCopy {
  const month = monthOf(start);
  const year = yearOf(start);
  if (month >= 11 || month <= 2) {
    return {
      key: `winter-brand-sale-${year}`,
      title: '윈터 브랜드 세일',
      subtitle: '한창인 스키·보드 시즌 장비부터 봄 라이딩 준비까지, 공식 브랜드 특가를 모았어요',
    };
  }
  if (month <= 5) {
    return {
      key: `spring-brand-sale-${year}`,
      title: '스프링 브랜드 세일',
      subtitle: '봄 라이딩 준비부터 시즌 오프 스키·보드까지, 공식 브랜드 특가를 모았어요',
    };
  }
  if (month <= 8) {
    return {
      key: `summer-brand-sale-${year}`,
      title: '썸머 브랜드 세일',
      subtitle: '여름 라이딩 장비부터 다음 시즌 스키·보드 미리 준비까지, 공식 브랜드 특가를 모았어요',
    };
  }
  return {
    key: `autumn-brand-sale-${year}`,
    title: '가을 브랜드 세일',
    subtitle: '선선한 가을 라이딩부터 다가오는 스키 시즌 준비까지, 공식 브랜드 특가를 모았어요',
  };
}

/**
 * Days from the seeding day: the brand sale started a week ago and runs seven weeks in all (six
 * more weeks, shown as "…까지" on the day before it ends); the riding festa ended almost three weeks ago.
 */
export const BRAND_SALE_DAYS = { from: -7, until: 42 } as const;
export const RIDING_FESTA_DAYS = { from: -47, until: -19 } as const;

const brandSaleGroups: CampaignDef['groups'] = [
  {
    name: '로드·그래블',
    models: [
      ['giant', 'TCR Advanced 2', 12, true],
      ['trek', 'Domane SL 5', 15, true],
      ['cannondale', 'SuperSix EVO 4', 14, true],
      ['specialized', 'Tarmac SL8 Sport', 10],
      ['canyon', 'Ultimate CF SL 7', 8],
      ['merida', 'Scultura Endurance 400', 12],
      ['elfama', '에포카 E3000', 10],
      ['trek', 'Checkpoint ALR 5', 12],
      ['cannondale', 'Topstone 2', 15],
      ['giant', 'Revolt 2', 10],
    ],
  },
  {
    name: '폴딩·미니벨로',
    models: [
      ['brompton', 'C Line Explore', 8, true],
      ['tern', 'Verge D9', 12],
      ['dahon', 'K3 Plus', 10],
      ['birdy', 'Birdy GT', 7],
      ['tern', 'Link D8', 10],
      ['veloline', '어반 미니 451', 12],
      ['alton', '코코 20', 10],
    ],
  },
  {
    name: '스키',
    models: [
      ['rossignol', 'Hero Master R22', 15, true],
      ['atomic', 'Redster S9 Revoshock S', 12, true],
      ['head', 'Worldcup Rebels e-Speed', 10],
      ['nordica', 'Dobermann GSR DC', 12],
      ['salomon', 'S/Max 10', 18],
      ['volkl', 'Deacon 84', 10],
      ['elan', 'Amphibio 16 Ti2 Fusion X', 14],
      ['dynastar', 'M-Cross 82', 15],
    ],
  },
  {
    name: '스노보드',
    models: [
      ['burton', 'Custom Camber', 15, true],
      ['yonex', 'Smooth', 8],
      ['ogasaka', 'CT', 10],
      ['capita', 'Super D.O.A.', 10],
      ['k2', 'Broadcast', 12],
      ['nitro', 'Alternator', 10],
      ['salomon', 'Huck Knife', 15],
      ['ride', 'Warpig', 12],
    ],
  },
  {
    name: '헬멧·고글',
    models: [
      ['smith', 'I/O MAG', 15, true],
      ['oakley', 'Flight Deck L', 12],
      ['poc', 'Obex MIPS', 10],
      ['smith', 'Vantage MIPS', 12],
      ['salomon', 'Driver Prime Sigma Plus', 10],
      ['atomic', 'Count 360° HD', 12],
    ],
  },
];

/** The campaign before it: over, kept for the record (never shown again). */
const ridingFestaGroups: CampaignDef['groups'] = [
  {
    name: '로드·그래블',
    models: [
      ['giant', 'Contend AR 3', 10, true],
      ['specialized', 'Allez Sport', 12, true],
      ['merida', 'Scultura Rim 100', 10],
    ],
  },
  {
    name: 'MTB',
    models: [
      ['trek', 'Marlin 7', 15, true],
      ['scott', 'Scale 970', 10],
      ['cello', '케인 30', 12],
    ],
  },
];

/** The live brand sale and the ended riding festa, dated from the seeding day. */
export function campaignsFor(day: SeedDay): CampaignDef[] {
  const saleStart = day.at(BRAND_SALE_DAYS.from);
  const festaStart = day.at(RIDING_FESTA_DAYS.from);
  return [
    {
      ...brandSaleCopy(saleStart),
      isDeployable: true,
      startsAt: saleStart,
      endsAt: day.at(BRAND_SALE_DAYS.until),
      groups: brandSaleGroups,
    },
    {
      key: `riding-festa-${yearOf(festaStart)}-${monthOf(festaStart)}`,
      title: '라이딩 페스타',
      subtitle: '로드와 MTB 인기 모델을 특가로 만나보세요',
      isDeployable: true,
      startsAt: festaStart,
      endsAt: day.at(RIDING_FESTA_DAYS.until),
      groups: ridingFestaGroups,
    },
  ];
}
