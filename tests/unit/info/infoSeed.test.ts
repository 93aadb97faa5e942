import fs from 'node:fs';
import path from 'node:path';
import { planFaqs, planInfoPages, inlineHtml } from '@/server/db/seed/build/infoPages';
import { planProvisions } from '@/server/db/seed/build/site';
import { kst, SeedDay } from '@/server/db/seed/time';
import { FAQ_CATEGORIES } from '@/server/domain/faq/faqCategories';
import { normalizeSearchText } from '@/server/domain/search/normalize';

const pagesDir = path.join(process.cwd(), 'pages');
const DAY = SeedDay.of(kst(2026, 11, 1));

/** Whether a path like /cancel_info or /provisions/service?version=1.0 is served by a page file. */
function routeExists(href: string): boolean {
  const route = href.split('?')[0].replace(/\/$/, '') || '/index';
  const candidates = [`${route}.tsx`, `${route}/index.tsx`];
  const parent = path.dirname(route);
  if (fs.existsSync(path.join(pagesDir, parent))) {
    for (const file of fs.readdirSync(path.join(pagesDir, parent)))
      if (/^\[\w+\]\.tsx$/.test(file)) candidates.push(`${parent}/${file}`);
  }
  return candidates.some((file) => fs.existsSync(path.join(pagesDir, file)));
}

const linksOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('information pages and FAQ seed', () => {
  it('writes the four customer-guide pages this seed owns, each with sections', () => {
    const pages = planInfoPages(DAY);
    expect(pages.map((p) => p.key).sort()).toEqual(['call_info', 'cancel_info', 'item_semi_info', 'note_info']);
    for (const page of pages) expect((page.htmlContent.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('writes about forty FAQs in every category, in chip order', () => {
    const faqs = planFaqs();
    expect(faqs.length).toBeGreaterThanOrEqual(38);
    expect([...new Set(faqs.map((f) => f.category))]).toEqual([...FAQ_CATEGORIES]);
    expect(faqs.map((f) => f.sortOrder)).toEqual(faqs.map((_, i) => i + 1));
  });

  it('indexes each FAQ as normalizeSearchText of its question and answer text', () => {
    const faq = planFaqs().find((f) => f.question === '환불은 언제 들어오나요?')!;
    expect(faq.searchText.startsWith(normalizeSearchText('환불은 언제 들어오나요?'))).toBe(true);
    expect(faq.searchText).toContain('영업일');
    expect(faq.searchText).not.toMatch(/[\s<>]/);
    // Link paths are not words a reader sees.
    expect(planFaqs().some((f) => f.searchText.includes('cancelinfo'))).toBe(false);
  });

  it('links only to pages that exist', () => {
    const html = [...planInfoPages(DAY).map((p) => p.htmlContent), ...planFaqs().map((f) => f.answerHtml)];
    const links = html.flatMap(linksOf);
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) expect([href, routeExists(href)]).toEqual([href, true]);
  });

  it('escapes copy and turns only [label](/path) into links', () => {
    expect(inlineHtml('<b> [환불 안내](/cancel_info) & [x](javascript:alert)')).toBe(
      '&lt;b&gt; <a href="/cancel_info">환불 안내</a> &amp; [x](javascript:alert)'
    );
  });

  it('dates every terms document in two or more versions', () => {
    const versions = new Map<string, number>();
    for (const p of planProvisions(DAY)) versions.set(p.category, (versions.get(p.category) ?? 0) + 1);
    expect([...versions.values()].every((n) => n >= 2)).toBe(true);
  });
});
