import { internalReferrerKindOf, internalReferrerOf } from '@/lib/item/internalReferrer';
import { rangeLabel } from '@/components/calendar/rangeLabel';

describe('the referring internal page of the item page (docs/product.md §2 Internal referrer)', () => {
  it('recognises every listed page and nothing else', () => {
    const cases: [string, string | null][] = [
      ['/', 'home'],
      ['/promotions/card_benefit', 'promotions'],
      ['/promotions/brand_sale/list', 'brand_sale'],
      ['/contents', 'content'],
      ['/keywords', 'keywords'],
      ['/user/reservations/31', 'order_reservations'],
      ['/nearby_store/4/list', 'nearby_store_list'],
      ['/nearby_store/4/famous_list', 'nearby_store_list'],
      ['/order/complete/88', 'order_complete'],
      ['/recommendations/popular/5', 'recommendations'],
      ['/search', null],
      ['/nearby_store/4', null],
      ['/services/3', null],
      ['/models/9', null],
    ];
    for (const [path, kind] of cases) expect({ path, kind: internalReferrerKindOf(path) }).toEqual({ path, kind });
  });

  it('takes only our own hosts, with the query kept for the record', () => {
    const hosts = ['127.0.0.1:3203', 'www.ridemarket.kr'];
    expect(internalReferrerOf('https://www.ridemarket.kr/keywords?keyword=%EB%A1%9C%EB%93%9C', hosts)).toEqual({
      kind: 'keywords',
      url: 'https://www.ridemarket.kr/keywords?keyword=%EB%A1%9C%EB%93%9C',
      path: '/keywords?keyword=%EB%A1%9C%EB%93%9C',
      host: 'www.ridemarket.kr',
    });
    expect(internalReferrerOf('http://127.0.0.1:3203/', hosts)?.kind).toBe('home');
    expect(internalReferrerOf('https://search.naver.com/search.naver?query=x', hosts)).toBeNull();
    expect(internalReferrerOf('not a url', hosts)).toBeNull();
    expect(internalReferrerOf(undefined, hosts)).toBeNull();
  });
});

describe('rental range label', () => {
  it('states the range, a single day, or what to pick next', () => {
    expect(rangeLabel({ startDate: '2026-11-24', endDate: '2026-11-26' })).toBe('11.24(화) - 11.26(목) · 2박 3일');
    expect(rangeLabel({ startDate: '2026-11-24', endDate: '2026-11-24' })).toBe('11.24(화) · 당일');
    expect(rangeLabel({ startDate: '2026-11-24', endDate: null })).toBe('11.24(화) - 반납일을 선택해 주세요');
    expect(rangeLabel({ startDate: null, endDate: null })).toBe('대여 시작일을 선택해 주세요');
  });
});
