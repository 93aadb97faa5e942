import { naverEpAnswer } from '@/server/http/naverEpHandler';
import { NAVER_EP_COLUMNS } from '@/server/domain/seo/naverEpFormat';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { readBody, writeSeoFixture, type SeoFixture } from './seoFixtures';

const SITE = 'https://www.ridemarket.kr';

/** The feed as header + rows of named cells, checking that every line has exactly the header's columns. */
function parseTsv(text: string) {
  expect(text.endsWith('\n')).toBe(true);
  const [header, ...lines] = text.slice(0, -1).split('\n');
  const columns = header.split('\t');
  const rows = lines.map((line) => {
    const cells = line.split('\t');
    expect(cells).toHaveLength(columns.length);
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
  });
  return { columns, rows };
}

describe.each(testDbKinds())('Naver Shopping EP feed on %s', (kind) => {
  const db = useTestDb(kind);
  let fixture: SeoFixture;

  beforeAll(async () => {
    fixture = await writeSeoFixture(db());
  });

  const feed = async (pageSize?: number) => {
    const answer = naverEpAnswer(db(), { siteUrl: SITE, pageSize });
    return { answer, text: await readBody(answer.body) };
  };

  it('is UTF-8 TSV with a header row of the EP 3.0 columns in order', async () => {
    const { answer, text } = await feed();
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(answer.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(parseTsv(text).columns).toEqual([...NAVER_EP_COLUMNS]);
  });

  it('has one row per AVAILABLE SELL item, in id order, and no rental, hidden or sold-out row', async () => {
    const { rows } = parseTsv((await feed()).text);
    const expected = fixture.items
      .filter((i) => i.dealType === 'SELL' && i.status === 'AVAILABLE')
      .map((i) => String(i.id));
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(expected.length).toBe(4);
  });

  it('reads the same rows when paged by a small page size (keyset, nothing lost or repeated)', async () => {
    const whole = (await feed()).text;
    for (const pageSize of [1, 2, 3]) expect((await feed(pageSize)).text).toBe(whole);
  });

  it('fills each row from the catalogue: prices, links, picture, categories, brand, reviews, shipping, condition', async () => {
    const { rows } = parseTsv((await feed()).text);
    const reviewed = rows.find((r) => r.id === String(fixture.reviewedItemId))!;
    expect(reviewed).toMatchObject({
      title: '버튼 커스텀 2025',
      link: `${SITE}/services/${fixture.reviewedItemId}?utm_source=naver_shopping&utm_medium=ep`,
      category_name1: '스키·보드',
      category_name2: '스노보드',
      category_name3: '',
      brand: '버튼',
      maker: '버튼',
      review_count: '2',
      condition: '신상품',
    });
    expect(Number(reviewed.price_pc)).toBeLessThanOrEqual(Number(reviewed.normal_price));
    expect(reviewed.price_mobile).toBe(reviewed.price_pc);
    // 1% of the price, as the item page promises a member (NORMAL_REWARD_RATE_PERCENT).
    expect(reviewed.point).toBe(String(Math.floor(Number(reviewed.price_pc) / 100)));
    expect(reviewed.image_link).toMatch(new RegExp(`^${SITE}/app/v4/images/\\d+/og\\.png$`));

    const used = rows.find((r) => r.id === String(fixture.messyItemId))!;
    expect(used).toMatchObject({
      title: '알레 엘리트 중고 상태 A 직거래 가능',
      condition: '중고',
      shipping: '3000',
      review_count: '0',
    });
    expect([used.category_name1, used.category_name2, used.category_name3]).toEqual(['자전거', '로드·그래블', '로드']);

    const service = rows.find((r) => r.id === String(fixture.serviceItemId))!;
    expect(service).toMatchObject({ brand: '', maker: '', shipping: '0' });
    expect(service.image_link).toMatch(/\/app\/v4\/images\/\d+\/og\.png$/);
  });
});
