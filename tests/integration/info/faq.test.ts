import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { FaqList } from '@/api/item/faq';
import { pb_faqPageDocument as FAQS_DOCUMENT } from '@/api/item/generated';
import { writeInfoPages } from '@/server/db/seed/write/infoPages';
import { SeedDay } from '@/server/db/seed/time';
import { faqs } from '@/server/db/schema';
import { itemYogaFor } from '../item/itemHarness';

describe.each(testDbKinds())('item service FAQ on %s', (kind) => {
  const db = useTestDb(kind);
  const ask = (variables: Record<string, unknown>) =>
    gql<{ faqs: FaqList }>(itemYogaFor(db()), { query: FAQS_DOCUMENT, variables });

  beforeAll(async () => {
    await writeInfoPages(db(), SeedDay.of(new Date()));
    await db().insert(faqs).values({
      category: '배송',
      question: '스크립트',
      answerHtml: '<p>답</p><img src="x" onerror="alert(1)">',
      sortOrder: 999,
      searchText: 'xssprobe',
    });
  });

  it("lists every question in the editors' order, with each category and its count", async () => {
    const { body } = await ask({});
    const list = body!.data!.faqs;
    expect(list.total).toBe(list.faqs.length);
    expect(list.total).toBeGreaterThanOrEqual(38);
    expect(list.categories.map((c) => c.name)).toEqual([
      '예약·결제',
      '취소·환불',
      '대여·반납',
      '배송',
      '회원·계정',
      '구매·중고',
      '스키·보드',
    ]);
    expect(list.categories.reduce((sum, c) => sum + c.count, 0)).toBe(list.total);
    expect(list.faqs[0].category).toBe('예약·결제');
  });

  it('filters by category', async () => {
    const { body } = await ask({ category: '스키·보드' });
    const list = body!.data!.faqs;
    expect(list.faqs.length).toBeGreaterThan(3);
    expect(list.faqs.every((f) => f.category === '스키·보드')).toBe(true);
    expect(list.total).toBeGreaterThan(list.faqs.length);
  });

  it('finds a keyword in questions and answers, with counts per category for the chips', async () => {
    const { body } = await ask({ keyword: '환불' });
    const list = body!.data!.faqs;
    expect(list.terms).toEqual(['환불']);
    expect(list.faqs.some((f) => f.question.includes('환불'))).toBe(true);
    expect(list.faqs.some((f) => !f.question.includes('환불') && f.answerHtml.includes('환불'))).toBe(true);
    expect(list.categories.find((c) => c.name === '취소·환불')!.count).toBeGreaterThanOrEqual(4);
    expect(list.total).toBe(list.faqs.length);
  });

  it('matches the way the index was written: spaces, dots and case do not matter; every word must match', async () => {
    const joined = (await ask({ keyword: '취소환불안내' })).body!.data!.faqs;
    const dotted = (await ask({ keyword: '취소·환불 안내' })).body!.data!.faqs;
    expect(joined.faqs.length).toBeGreaterThan(0);
    expect(dotted.terms).toEqual(['취소환불', '안내']);
    expect(dotted.faqs.map((f) => f.id)).toEqual(joined.faqs.map((f) => f.id));
    const both = (await ask({ keyword: '환불 카드' })).body!.data!.faqs;
    expect(both.faqs.length).toBeGreaterThan(0);
    expect(both.faqs.length).toBeLessThan((await ask({ keyword: '환불' })).body!.data!.faqs.faqs.length);
    expect((await ask({ keyword: 'DIN' })).body!.data!.faqs.faqs.length).toBeGreaterThan(0);
  });

  it('combines category and keyword, and answers an empty list when nothing matches', async () => {
    const { body } = await ask({ category: '배송', keyword: '바인딩' });
    expect(body!.data!.faqs.faqs).toEqual([]);
    expect(body!.data!.faqs.categories.find((c) => c.name === '스키·보드')!.count).toBeGreaterThan(0);
    expect((await ask({ keyword: '존재하지않는질문' })).body!.data!.faqs.total).toBe(0);
  });

  it('sanitizes answers', async () => {
    const { body } = await ask({ keyword: 'xssprobe' });
    expect(body!.data!.faqs.faqs[0].answerHtml).toMatch(/^<p>답<\/p><img src="x"[^>]*\/>$/);
    expect(body!.data!.faqs.faqs[0].answerHtml).not.toContain('onerror');
  });

  it('answers INVALID_INPUT for an unknown category or an overlong keyword', async () => {
    for (const variables of [{ category: '환불' }, { keyword: '가'.repeat(51) }]) {
      const { body } = await ask(variables);
      expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
    }
  });
});
