import { eq, sql } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { contents, magazineSectionContents, magazineSections } from '@/server/db/schema';
import { writeSite } from '@/server/db/seed/write/site';
import { SeedDay } from '@/server/db/seed/time';
import { writeMagazineSections } from '@/server/db/seed/write/magazineSections';
import { magazineSectionDefs } from '@/server/db/seed/data/magazines/sections';
import {
  pb_contentPageDocument as CONTENT_DOCUMENT,
  pb_magazinesPageDocument as MAGAZINE_SECTIONS_DOCUMENT,
} from '@/api/item/generated';
import { itemYogaFor } from '../item/itemHarness';

type Card = { id: number; name: string; img: string; imgWidth: number; publishedAt: string };
type Section = { id: number; sectionTitle: string; magazines: Card[] };
type ContentAnswer = {
  id: number;
  name: string;
  img1: string;
  img2: string | null;
  link1: string | null;
  link2: string | null;
  category: string;
  htmlContent: string;
  summary: string;
  publishedAt: string;
  img1Id: number;
  relatedMagazines: Card[];
};

describe.each(testDbKinds())('magazines and contents on %s', (kind) => {
  const db = useTestDb(kind);
  let hostile: number;
  let scheduled: number;

  beforeAll(async () => {
    // Only the seed writers of contents and sections: the rest of the seed is other screens' data.
    await writeSite(db(), SeedDay.of(new Date()));
    await writeMagazineSections(db());
    const [first] = await db().select().from(contents).limit(1);
    const rows = await db()
      .insert(contents)
      .values([
        {
          category: 'MAGAZINE',
          name: '편집자가 잘못 쓴 글',
          summary: '위험한 링크',
          img1Id: first.img1Id,
          link1: 'javascript:alert(1)',
          link2: '//evil.example/x',
          htmlContent: '<p onclick="x()">본문</p><script>alert(1)</script><a href="javascript:alert(1)">링크</a>',
          publishedAt: new Date('2026-01-01T00:00:00Z'),
        },
        {
          category: 'MAGAZINE',
          name: '다음 달 공개 예정 글',
          summary: '아직',
          img1Id: first.img1Id,
          htmlContent: '<p>비밀</p>',
          publishedAt: new Date('2099-01-01T00:00:00Z'),
        },
      ])
      .returning({ id: contents.id });
    [hostile, scheduled] = rows.map((r) => r.id);
  });

  it('lists the visible sections in the editors’ order, each with its published magazines', async () => {
    const { body } = await gql<{ magazineSections: Section[] }>(itemYogaFor(db()), {
      query: MAGAZINE_SECTIONS_DOCUMENT,
    });
    const sections = body?.data?.magazineSections ?? [];
    expect(sections.map((s) => s.sectionTitle)).toEqual(magazineSectionDefs.map((d) => d.title));
    expect(sections[0].magazines.map((m) => m.name)).toEqual(magazineSectionDefs[0].contents);
    expect(sections[0].magazines[0].img).toMatch(/^\/app\/v4\/images\/\d+$/);
    expect(sections[0].magazines[0].imgWidth).toBe(1200);
  });

  it('hides a hidden section, a section with nothing published yet, and scheduled contents', async () => {
    const [hidden, future] = await db()
      .insert(magazineSections)
      .values([
        { title: '숨긴 섹션', sortOrder: 90, isVisible: false },
        { title: '예약 섹션', sortOrder: 91 },
      ])
      .returning({ id: magazineSections.id });
    await db()
      .insert(magazineSectionContents)
      .values([
        { sectionId: hidden.id, contentId: hostile },
        { sectionId: future.id, contentId: scheduled },
      ]);
    const { body } = await gql<{ magazineSections: Section[] }>(itemYogaFor(db()), {
      query: MAGAZINE_SECTIONS_DOCUMENT,
    });
    const titles = body?.data?.magazineSections.map((s) => s.sectionTitle) ?? [];
    expect(titles).not.toContain('숨긴 섹션');
    expect(titles).not.toContain('예약 섹션');
    await db()
      .delete(magazineSections)
      .where(sql`${magazineSections.id} IN (${hidden.id}, ${future.id})`);
  });

  it('answers a content with its cover, sanitised body, safe links and related reading (section-mates first)', async () => {
    const [row] = await db().select().from(contents).where(eq(contents.name, magazineSectionDefs[1].contents[0]));
    const { body } = await gql<{ content: ContentAnswer }>(itemYogaFor(db()), {
      query: CONTENT_DOCUMENT,
      variables: { id: row.id },
    });
    const content = body?.data?.content;
    expect(content).toMatchObject({
      id: row.id,
      name: row.name,
      category: row.category,
      img1: `/app/v4/images/${row.img1Id}`,
      img2: null,
      link1: row.link1,
    });
    expect(content?.htmlContent).toContain('<h');
    const related = content?.relatedMagazines.map((m) => m.name) ?? [];
    expect(related).not.toContain(row.name);
    expect(related.length).toBeGreaterThan(0);
    expect(magazineSectionDefs[1].contents).toContain(related[0]);
  });

  it('drops unsafe links and markup the editor stored', async () => {
    const { body } = await gql<{ content: ContentAnswer }>(itemYogaFor(db()), {
      query: CONTENT_DOCUMENT,
      variables: { id: hostile },
    });
    expect(body?.data?.content).toMatchObject({ link1: null, link2: null });
    expect(body?.data?.content.htmlContent).toBe('<p>본문</p><a>링크</a>');
  });

  it('answers NOT_FOUND for a missing or not yet published content', async () => {
    for (const id of [scheduled, 987_654]) {
      const { body } = await gql(itemYogaFor(db()), { query: CONTENT_DOCUMENT, variables: { id } });
      expect(body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(body?.errors?.[0].message).toBe('콘텐츠를 찾을 수 없어요.');
    }
  });

  it('answers INVALID_INPUT for a non-positive id', async () => {
    const { body } = await gql(itemYogaFor(db()), { query: CONTENT_DOCUMENT, variables: { id: 0 } });
    expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });
});
