import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { InfoPage } from '@/api/item/infoPages';
import { pb_infoPageDocument as INFO_PAGE_DOCUMENT } from '@/api/item/generated';
import { cancellationRuleRows } from '@/lib/orders/cancellationRules';
import { infoPages } from '@/server/db/schema';
import { writeInfoPages } from '@/server/db/seed/write/infoPages';
import { SeedDay } from '@/server/db/seed/time';
import { itemYogaFor } from '../item/itemHarness';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

type ShownRow = { processLabel: string; cells: string[] };

/** The 취소·환불 기준 section as a reader sees it: each table row under its process heading (h3). */
function shownRules(html: string): { heads: string[][]; rows: ShownRow[] } {
  const start = html.indexOf('<h2>취소·환불 기준</h2>');
  expect(start).toBeGreaterThanOrEqual(0);
  const next = html.indexOf('<h2>', start + 1);
  const section = html.slice(start, next === -1 ? undefined : next);
  const heads: string[][] = [];
  const rows: ShownRow[] = [];
  let processLabel = '';
  for (const match of section.matchAll(/<h3>(.*?)<\/h3>|<tr>(.*?)<\/tr>/gs)) {
    if (match[1] !== undefined) {
      processLabel = decode(match[1]);
      continue;
    }
    const cells = [...match[2].matchAll(/<(t[hd])[^>]*>(.*?)<\/\1>/gs)];
    if (cells[0]?.[1] === 'th') heads.push(cells.map((c) => decode(c[2])));
    else rows.push({ processLabel, cells: cells.map((c) => decode(c[2])) });
  }
  return { heads, rows };
}

describe.each(testDbKinds())('/cancel_info rules from the cancellation rule table on %s', (kind) => {
  const db = useTestDb(kind);
  const load = async () => {
    const { body } = await gql<{ infoPage: InfoPage }>(itemYogaFor(db()), {
      query: INFO_PAGE_DOCUMENT,
      variables: { key: 'cancel_info' },
    });
    expect(body?.errors).toBeUndefined();
    return body!.data!.infoPage.htmlContent;
  };

  beforeAll(async () => {
    await writeInfoPages(db(), SeedDay.of(new Date()));
  });

  it('shows every row of cancellationRuleRows(), in order, under its process, with its outcome and benefits', async () => {
    const { heads, rows } = shownRules(await load());
    const expected = cancellationRuleRows();
    expect(rows).toHaveLength(expected.length);
    expected.forEach((row, i) => {
      expect(rows[i]).toEqual({ processLabel: row.processLabel, cells: [row.condition, row.outcome, row.benefits] });
    });
    // One table per process, each with the same head.
    expect(heads).toHaveLength(new Set(expected.map((r) => r.process)).size);
    for (const head of heads) expect(head).toEqual(['취소 시점', '환불', '쿠폰·포인트']);
  });

  it('says in words that a no-show keeps the coupon and points, though the process table restores them on cancel', async () => {
    const html = await load();
    const noShow = cancellationRuleRows().find((r) => r.id === 'rental-reserved-after-start')!;
    expect(noShow.benefits).toBe('쿠폰·포인트 복원 안 됨');
    expect(decode(html)).toContain(
      `${noShow.processLabel}: ${noShow.condition}에는 사용한 쿠폰과 포인트도 돌려드리지 않아요.`
    );
  });

  it('keeps the editorial copy around the rules, places them at the marker, and no longer speaks of hours', async () => {
    const html = await load();
    expect(html).not.toContain('cancellation-rules');
    expect(html.indexOf('렌탈과 구매는 취소 기준이 달라요')).toBeLessThan(html.indexOf('<h2>취소·환불 기준</h2>'));
    for (const section of ['구매 상품 취소와 반품', '중고 상품', '환불 일정', 'A/S 안내'])
      expect(html).toContain(`<h2>${section}</h2>`);
    expect(html).toContain('7일 이내');
    expect(html).not.toContain('24시간');
  });

  it('puts the rules first on a page stored before the marker existed', async () => {
    await db()
      .update(infoPages)
      .set({ htmlContent: '<h2>A/S 안내</h2><p>구매한 매장에 접수해 주세요.</p>' })
      .where(eq(infoPages.key, 'cancel_info'));
    const html = await load();
    expect(html.startsWith('<h2>취소·환불 기준</h2>')).toBe(true);
    expect(shownRules(html).rows).toHaveLength(cancellationRuleRows().length);
    expect(html).toContain('<h2>A/S 안내</h2>');
  });
});
