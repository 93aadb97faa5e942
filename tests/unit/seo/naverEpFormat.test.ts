import {
  NAVER_EP_COLUMNS,
  naverEpHeaderLine,
  naverEpLine,
  sanitizeTsvValue,
  truncateText,
  tsvLine,
} from '@/server/domain/seo/naverEpFormat';
import { naverEpRow } from '@/server/domain/seo/naverEpFeed';
import type { NaverEpSource } from '@/server/domain/seo/naverEpQueries';

const source: NaverEpSource = {
  id: 42,
  name: '브롬톤 C Line Explore 2025',
  price: 2_390_000,
  originPrice: 2_650_000,
  condition: 'NEW',
  shippingFee: 0,
  imageId: 7,
  categoryCode: 'BIKE',
  categoryGroup: '도시·접이식',
  categoryName: '접이식',
  brandName: '브롬톤',
  reviewCount: 12,
};

describe('Naver EP TSV sanitising', () => {
  it('turns tabs and line breaks inside a value into single spaces so columns never shift', () => {
    expect(sanitizeTsvValue('브롬톤\tC Line\r\n익스플로어\n\n2025')).toBe('브롬톤 C Line 익스플로어 2025');
    expect(sanitizeTsvValue('줄\u2028바꿈\u2029문단')).toBe('줄 바꿈 문단');
  });

  it('drops control characters and trims', () => {
    expect(sanitizeTsvValue('  \u0000자전거\u0007 ')).toBe('자전거');
  });

  it('writes numbers as they are and empty values as empty cells', () => {
    expect(tsvLine([1, null, undefined, 0, ''])).toBe('1\t\t\t0\t\n');
  });

  it('never lets a value add a column or a row', () => {
    const line = naverEpLine(
      naverEpRow({ ...source, name: '이름에\t탭과\n줄바꿈', brandName: '브랜드\t이름' }, 'https://x.kr')
    );
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(line.split('\t')).toHaveLength(NAVER_EP_COLUMNS.length);
  });

  it('cuts a long title at 100 characters without splitting a syllable', () => {
    const title = naverEpRow({ ...source, name: '가'.repeat(150) }, 'https://x.kr').title as string;
    expect(Array.from(title)).toHaveLength(100);
    expect(truncateText('😀'.repeat(3), 2)).toBe('😀😀');
  });
});

describe('Naver EP columns', () => {
  it('has a header row in EP 3.0 order with every field issue 4 names', () => {
    expect(naverEpHeaderLine()).toBe(`${NAVER_EP_COLUMNS.join('\t')}\n`);
    expect(NAVER_EP_COLUMNS.slice(0, 8)).toEqual([
      'id',
      'title',
      'price_pc',
      'price_mobile',
      'normal_price',
      'link',
      'mobile_link',
      'image_link',
    ]);
    for (const field of [
      'category_name1',
      'category_name2',
      'category_name3',
      'category_name4',
      'brand',
      'maker',
      'shipping',
      'review_count',
      'point',
      'condition',
    ]) {
      expect(NAVER_EP_COLUMNS).toContain(field);
    }
  });

  it('fills a sale item: integer won prices, tracked absolute links, a PNG picture, the category path', () => {
    const row = naverEpRow(source, 'https://www.ridemarket.kr/');
    expect(row).toMatchObject({
      id: 42,
      price_pc: 2_390_000,
      price_mobile: 2_390_000,
      normal_price: 2_650_000,
      link: 'https://www.ridemarket.kr/services/42?utm_source=naver_shopping&utm_medium=ep',
      mobile_link: 'https://www.ridemarket.kr/services/42?utm_source=naver_shopping&utm_medium=ep',
      image_link: 'https://www.ridemarket.kr/app/v4/images/7/og.png',
      category_name1: '자전거',
      category_name2: '도시·접이식',
      category_name3: '접이식',
      category_name4: '',
      condition: '신상품',
      brand: '브롬톤',
      maker: '브롬톤',
      review_count: 12,
      shipping: 0,
      point: 23_900,
    });
  });

  it('marks used goods 중고, charges their parcel fee, and skips a category level that repeats its group', () => {
    const row = naverEpRow(
      {
        ...source,
        condition: 'USED',
        shippingFee: 3000,
        categoryCode: 'SKI',
        categoryGroup: '스노보드',
        categoryName: '스노보드',
      },
      'https://x.kr'
    );
    expect(row.condition).toBe('중고');
    expect(row.shipping).toBe(3000);
    expect([row.category_name1, row.category_name2, row.category_name3]).toEqual(['스키·보드', '스노보드', '']);
  });

  it('leaves brand and maker empty for a service that has no catalogue model', () => {
    const row = naverEpRow({ ...source, brandName: null }, 'https://x.kr');
    expect(row.brand).toBe('');
    expect(row.maker).toBe('');
  });
});
