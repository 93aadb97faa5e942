import { kst } from '../../time';

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

export const winterBrandSale: CampaignDef = {
  key: 'winter-brand-sale-2026',
  title: '윈터 브랜드 세일',
  subtitle: '시즌 오픈 스키·보드부터 내년 봄 라이딩 준비까지, 공식 브랜드 특가를 모았어요',
  isDeployable: true,
  startsAt: kst(2026, 11, 16),
  // Ends at the start of 2027-01-01 KST: shown as "12월 31일까지".
  endsAt: kst(2027, 1, 1),
  groups: [
    {
      name: '로드·그래블',
      models: [
        ['giant', 'TCR Advanced 2', 12, true], ['trek', 'Domane SL 5', 15, true], ['cannondale', 'SuperSix EVO 4', 14, true],
        ['specialized', 'Tarmac SL8 Sport', 10], ['canyon', 'Ultimate CF SL 7', 8], ['merida', 'Scultura Endurance 400', 12],
        ['elfama', '에포카 E3000', 10], ['trek', 'Checkpoint ALR 5', 12], ['cannondale', 'Topstone 2', 15], ['giant', 'Revolt 2', 10],
      ],
    },
    {
      name: '폴딩·미니벨로',
      models: [
        ['brompton', 'C Line Explore', 8, true], ['tern', 'Verge D9', 12], ['dahon', 'K3 Plus', 10], ['birdy', 'Birdy GT', 7],
        ['tern', 'Link D8', 10], ['veloline', '어반 미니 451', 12], ['alton', '코코 20', 10],
      ],
    },
    {
      name: '스키',
      models: [
        ['rossignol', 'Hero Master R22', 15, true], ['atomic', 'Redster S9 Revoshock S', 12, true], ['head', 'Worldcup Rebels e-Speed', 10],
        ['nordica', 'Dobermann GSR DC', 12], ['salomon', 'S/Max 10', 18], ['volkl', 'Deacon 84', 10],
        ['elan', 'Amphibio 16 Ti2 Fusion X', 14], ['dynastar', 'M-Cross 82', 15],
      ],
    },
    {
      name: '스노보드',
      models: [
        ['burton', 'Custom Camber', 15, true], ['yonex', 'Smooth', 8], ['ogasaka', 'CT', 10], ['capita', 'Super D.O.A.', 10],
        ['k2', 'Broadcast', 12], ['nitro', 'Alternator', 10], ['salomon', 'Huck Knife', 15], ['ride', 'Warpig', 12],
      ],
    },
    {
      name: '헬멧·고글',
      models: [
        ['smith', 'I/O MAG', 15, true], ['oakley', 'Flight Deck L', 12], ['poc', 'Obex MIPS', 10], ['smith', 'Vantage MIPS', 12],
        ['salomon', 'Driver Prime Sigma Plus', 10], ['atomic', 'Count 360° HD', 12],
      ],
    },
  ],
};

/** Last autumn's campaign: over, kept for the record (never shown again). */
export const autumnRidingSale: CampaignDef = {
  key: 'autumn-riding-festa-2026',
  title: '가을 라이딩 페스타',
  subtitle: '선선한 가을, 로드와 MTB 인기 모델을 특가로 만나보세요',
  isDeployable: true,
  startsAt: kst(2026, 9, 15),
  endsAt: kst(2026, 10, 13),
  groups: [
    {
      name: '로드·그래블',
      models: [['giant', 'Contend AR 3', 10, true], ['specialized', 'Allez Sport', 12, true], ['merida', 'Scultura Rim 100', 10]],
    },
    {
      name: 'MTB',
      models: [['trek', 'Marlin 7', 15, true], ['scott', 'Scale 970', 10], ['cello', '케인 30', 12]],
    },
  ],
};

export const campaigns: readonly CampaignDef[] = [winterBrandSale, autumnRidingSale];
