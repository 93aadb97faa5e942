import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import type { InfoPage } from '@/api/item/infoPages';
import { pb_infoPageDocument as INFO_PAGE_DOCUMENT } from '@/api/item/generated';
import { writeInfoPages } from '@/server/db/seed/write/infoPages';
import { SeedDay } from '@/server/db/seed/time';
import { itemYogaFor } from '../item/itemHarness';

describe.each(testDbKinds())('item service information pages on %s', (kind) => {
  const db = useTestDb(kind);
  const ask = (key: string) =>
    gql<{ infoPage: InfoPage }>(itemYogaFor(db()), { query: INFO_PAGE_DOCUMENT, variables: { key } });

  beforeAll(async () => {
    await writeInfoPages(db(), SeedDay.of(new Date()));
  });

  it.each(['call_info', 'cancel_info', 'item_semi_info', 'note_info'])(
    'answers %s from info_pages, sanitized and dated',
    async (key) => {
      const { body } = await ask(key);
      const page = body!.data!.infoPage;
      expect(page.key).toBe(key);
      expect(page.title.length).toBeGreaterThan(2);
      expect(page.htmlContent).toContain('<h2>');
      expect(page.htmlContent).not.toMatch(/<script|on\w+=/i);
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
    }
  );

  it('keeps the cancellation fee table and the 7-day return rule on /cancel_info', async () => {
    const html = (await ask('cancel_info')).body!.data!.infoPage.htmlContent;
    expect(html).toContain('<table>');
    expect(html).toContain('<td>이용 당일</td>');
    expect(html).toContain('7일 이내');
  });

  it('answers NOT_FOUND for a page that is not written and INVALID_INPUT for a malformed key', async () => {
    expect((await ask('refund_info')).body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await ask('../etc')).body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });
});
