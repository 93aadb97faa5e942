import type { DrawnImageSpec } from '@/server/db/schema/images';
import { articleDefs, type Block } from '../data/contents';
import { noticeDefs } from '../data/notices';
import { provisionDefs, type ProvisionArticle } from '../data/provisions';
import { bannerDefs, flagDefs, flagVariants } from '../data/site';
import { kst } from '../time';
import { escapeHtml } from './korean';

/** Renders structured blocks to the safe HTML subset the pages print (h3, p, ul, li). */
export function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) => [
      b.h ? `<h3>${escapeHtml(b.h)}</h3>` : '',
      ...(b.p ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
      b.list ? `<ul>${b.list.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>` : '',
    ].filter(Boolean).join('\n'))
    .join('\n');
}

/** 제1조 (목적) … with numbered clauses, then the 부칙. */
export function provisionToHtml(title: string, articles: ProvisionArticle[], addendum: string): string {
  const body = articles.map(([name, ...clauses], i) =>
    `<h3>제${i + 1}조 (${escapeHtml(name)})</h3>\n${clauses.map((c) => `<p>${escapeHtml(c)}</p>`).join('\n')}`);
  return [`<h2>${escapeHtml(title)}</h2>`, ...body, '<h3>부칙</h3>', `<p>${escapeHtml(addendum)}</p>`].join('\n');
}

export type ContentPlan = {
  category: 'MAGAZINE' | 'GUIDE' | 'EVENT';
  name: string;
  summary: string;
  image: { alt: string; drawn: DrawnImageSpec };
  link1: string | null;
  link2: string | null;
  htmlContent: string;
  publishedAt: Date;
};

export function planContents(): ContentPlan[] {
  return articleDefs
    .map((a) => ({
      category: a.category,
      name: a.name,
      summary: a.summary,
      image: { alt: a.name, drawn: { silhouette: a.cover.silhouette, color: a.cover.color, label: a.name, sublabel: a.cover.sublabel } },
      link1: a.link1 ?? null,
      link2: a.link2 ?? null,
      htmlContent: blocksToHtml(a.blocks),
      publishedAt: kst(a.date[0], a.date[1], a.date[2], 10),
    }))
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}

export function planNotices() {
  return noticeDefs
    .map((n) => ({ title: n.title, isImportant: n.isImportant, htmlContent: blocksToHtml(n.blocks), publishedAt: kst(n.date[0], n.date[1], n.date[2], 9) }))
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}

export function planProvisions() {
  return provisionDefs.map((p) => ({
    category: p.category,
    title: p.title,
    version: p.version,
    isRequired: p.isRequired,
    htmlProvision: provisionToHtml(p.title, p.articles, p.addendum),
    effectiveAt: kst(p.effective[0], p.effective[1], p.effective[2]),
  }));
}

/** Banners run across the whole current range so the home page always shows them. */
export function planBanners() {
  return bannerDefs.map((b, i) => ({ text: b.text, linkUrl: b.linkUrl, tone: b.tone, sortOrder: i, startsAt: kst(2026, 1, 1), endsAt: kst(2027, 12, 31, 23, 59) }));
}

export function planFlags() {
  return flagDefs.map((f) => ({ key: f.key, description: f.description, isEnabled: true, variants: flagVariants.map((v) => ({ ...v })), excludedAnonIds: [] as string[] }));
}
