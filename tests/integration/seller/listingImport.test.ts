import { sql } from 'drizzle-orm';
import {
  bz_importListingsDocument,
  bz_previewListingImportDocument,
  pb_searchPageDocument,
  type bz_importListingsMutation,
  type bz_previewListingImportMutation,
} from '@/api/item/generated';
import type { SearchAnswer } from '@/api/item/search';
import { toCsv } from '@/lib/settlement/csv';
import { IMPORT_COLUMNS, type ImportColumn } from '@/lib/seller/listingImportFormat';
import { queryRows } from '@/server/db/rows';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAs } from '../member/memberFixtures';
import { twoBusinesses, type TwoBusinesses } from './twoBusinesses';

type Row = Partial<Record<ImportColumn, string>>;
type Caller = TwoBusinesses['seller'];

/** The listing CSV upload (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): preview, then all rows or none. */
describe.each(testDbKinds())('listing CSV import on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: TwoBusinesses;
  let model: { brand: string; model: string; year: string; category: string };
  beforeAll(async () => {
    cast = await twoBusinesses(db());
    const [row] = await queryRows<{ brand: string; model: string; year: number; category: string }>(
      db(),
      sql`SELECT b.name AS brand, m.name AS model, m.model_year AS year, c.name AS category
        FROM items i JOIN models m ON m.id = i.model_id JOIN brands b ON b.id = m.brand_id
        JOIN categories c ON c.id = m.category_id WHERE i.id = ${cast.f.rental.itemId}`
    );
    model = { brand: row.brand, model: row.model, year: String(row.year), category: row.category };
  });

  const rental = (title: string): Row => ({
    dealType: '렌탈',
    title,
    brand: model.brand,
    model: model.model,
    modelYear: model.year,
    price: '30,000',
    requiredOptions: 'S:0:3|M:0:5|L:5000:2',
    additionalOptions: '헬멧:3000:5',
    pickup: '예',
    parcel: '아니오',
    depositAmount: '100000',
    insuranceName: '파손 보험',
    insurancePrice: '4000',
    description: '첫 줄이에요.\n둘째 줄, 쉼표도 있어요.',
  });
  const sale = (title: string): Row => ({
    dealType: '판매',
    title,
    brand: model.brand,
    model: model.model,
    price: '229000',
    originPrice: '259000',
    stock: '4',
    pickup: '예',
    parcel: '예',
    shippingFee: '15000',
  });
  const file = (rows: Row[]) => {
    const keys = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
    const text = toCsv(
      keys.map((k) => IMPORT_COLUMNS[k]),
      rows.map((r) => keys.map((k) => r[k] ?? ''))
    );
    return Buffer.from(text, 'utf8').toString('base64');
  };
  const preview = (caller: Caller, rows: Row[]) =>
    callAs<bz_previewListingImportMutation>(db(), caller, bz_previewListingImportDocument, 'bz_previewListingImport', {
      fileBase64: file(rows),
    });
  const importAs = (caller: Caller, rows: Row[], publish: boolean) =>
    callAs<bz_importListingsMutation>(db(), caller, bz_importListingsDocument, 'bz_importListings', {
      fileBase64: file(rows),
      publish,
    });
  const itemsOf = async (businessId: number) =>
    (
      await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM items WHERE business_id = ${businessId}`)
    )[0].n;
  const searchFor = async (keyword: string) => {
    const answer = await callAs<{ search: SearchAnswer }>(db(), null, pb_searchPageDocument, 'pb_searchPage', {
      input: { keyword, dealType: 'SELL' },
      hasRequest: true,
    });
    return answer.data!.search.items.map((i) => i.itemId);
  };

  it('previews every row with each error on its column, and writes nothing', async () => {
    const before = await itemsOf(cast.f.businessId);
    const answer = await preview(cast.seller, [
      rental(`미리 보기 렌탈 ${kind}`),
      { ...sale(`미리 보기 판매 ${kind}`), price: '만원', condition: '헌 것' },
      { ...rental('X'), requiredOptions: 'S:0:3|M-0-5', dealType: '대여' },
      { ...sale(`모델 없는 상품 ${kind}`), brand: '없는브랜드', model: '없는 모델', category: model.category },
      { ...sale(`받을 방법 없는 상품 ${kind}`), pickup: '아니오', parcel: '아니오' },
    ]);
    expect(answer.code).toBeNull();
    const { rows, errorCount } = answer.data!.previewListingImport;
    // Line numbers as Excel shows them: a description of two lines takes two.
    expect(rows.map((r) => r.line)).toEqual([2, 4, 5, 7, 8]);
    expect(rows[0]).toMatchObject({
      title: `미리 보기 렌탈 ${kind}`,
      dealType: 'RENTAL',
      modelLabel: `${model.brand} ${model.model} ${model.year}`,
      modelRequested: false,
      categoryName: model.category,
      price: 30_000,
      stock: 10,
      options: ['S · 3개', 'M · 5개', 'L +5,000원 · 2개', '추가 헬멧 +3,000원 · 5개'],
      errors: [],
    });
    expect(rows[1].errors).toEqual([
      { column: '상품 상태', message: '새 상품인지 중고인지 골라 주세요.' },
      { column: '가격', message: '가격을 숫자로 입력해 주세요.' },
    ]);
    // The rules between fields, as on the form: once the fields themselves read.
    expect(rows[4].errors).toEqual([
      { column: '매장 픽업', message: '매장 픽업이나 택배 중 하나는 골라 주세요.' },
      { column: '배송비', message: '택배를 고르지 않으면 배송비를 받을 수 없어요.' },
    ]);
    expect(rows[2].errors).toEqual(
      expect.arrayContaining([
        { column: '필수 옵션', message: "'M-0-5'을(를) 이름:추가금:재고로 적어 주세요. (예: M:0:5)" },
        { column: '거래 방식', message: '렌탈인지 판매인지 골라 주세요.' },
        { column: '상품 이름', message: '상품 이름을 2자 이상 입력해 주세요.' },
      ])
    );
    expect(rows[3]).toMatchObject({ modelRequested: true, categoryName: model.category });
    expect(rows[3].errors.map((e) => e.column)).toEqual(['모델']);
    expect(rows[3].errors[0].message).toContain('모델이 없는 상품은 사진을 한 장 이상 올려 주세요.');
    expect(errorCount).toBe(rows.reduce((n, r) => n + r.errors.length, 0));
    expect(await itemsOf(cast.f.businessId)).toBe(before);
  });

  it('imports a valid file as exactly N drafts in one go, with their options and insurance', async () => {
    const before = await itemsOf(cast.f.businessId);
    const titles = [`가져온 렌탈 ${kind}`, `가져온 판매 ${kind}`, `가져온 판매 둘 ${kind}`];
    const answer = await importAs(cast.seller, [rental(titles[0]), sale(titles[1]), sale(titles[2])], false);
    expect(answer.code).toBeNull();
    const { itemIds, published } = answer.data!.importListings;
    expect(published).toBe(false);
    expect(itemIds).toHaveLength(3);
    expect(await itemsOf(cast.f.businessId)).toBe(before + 3);
    const saved = await queryRows<{ name: string; status: string; publishedAt: string | null; options: number }>(
      db(),
      sql`SELECT name, status, published_at AS "publishedAt",
          (SELECT count(*)::int FROM item_options o WHERE o.item_id = i.id) AS options
        FROM items i WHERE id IN (${sql.join(
          itemIds.map((id) => sql`${id}`),
          sql`, `
        )}) ORDER BY id`
    );
    // Three sizes, the helmet and the insurance line; the sales have none.
    expect(saved).toEqual([
      { name: titles[0], status: 'HIDDEN', publishedAt: null, options: 5 },
      { name: titles[1], status: 'HIDDEN', publishedAt: null, options: 0 },
      { name: titles[2], status: 'HIDDEN', publishedAt: null, options: 0 },
    ]);
  });

  it('writes nothing when one row is bad, and says how many rows to fix', async () => {
    const before = await itemsOf(cast.f.businessId);
    const answer = await importAs(
      cast.seller,
      [sale(`좋은 줄 ${kind}`), { ...sale(`나쁜 줄 ${kind}`), shippingFee: '-1' }, sale(`또 좋은 줄 ${kind}`)],
      true
    );
    expect(answer.code).toBe('INVALID_INPUT');
    expect(answer.message).toBe('1개 줄에 고칠 곳이 있어 아무것도 등록하지 않았어요. 미리 보기에서 확인해 주세요.');
    expect(await itemsOf(cast.f.businessId)).toBe(before);
  });

  it("imports only into the caller's own business; a member without one is refused", async () => {
    const mine = await itemsOf(cast.f.businessId);
    const theirs = await itemsOf(cast.other.businessId);
    const answer = await importAs(cast.otherSeller, [sale(`다른 매장 상품 ${kind}`)], false);
    expect(answer.code).toBeNull();
    expect(await itemsOf(cast.f.businessId)).toBe(mine);
    expect(await itemsOf(cast.other.businessId)).toBe(theirs + 1);
    expect((await importAs({ userId: cast.member }, [sale(`회원 상품 ${kind}`)], false)).code).toBe('FORBIDDEN');
    expect((await preview(null, [sale(`손님 상품 ${kind}`)])).code).toBe('UNAUTHENTICATED');
  });

  it('publishes imported listings into search in the same request', async () => {
    const word = `일괄등록검색어${kind}`;
    const answer = await importAs(cast.seller, [sale(`${word} 자전거`)], true);
    expect(answer.code).toBeNull();
    const [itemId] = answer.data!.importListings.itemIds;
    expect(await searchFor(word)).toContain(itemId);
  });

  it('refuses a photo URL column and an unknown one, naming them', async () => {
    const text = `\uFEFF거래 방식,상품 이름,가격,사진 URL\r\n판매,사진 있는 상품,10000,https://example.com/a.jpg\r\n`;
    const answer = await callAs(db(), cast.seller, bz_previewListingImportDocument, 'bz_previewListingImport', {
      fileBase64: Buffer.from(text, 'utf8').toString('base64'),
    });
    expect(answer.code).toBe('INVALID_INPUT');
    expect(answer.details.file).toContain('사진 열(사진 URL)은 받지 않아요.');
  });
});
