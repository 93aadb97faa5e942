import type { DrawnImageSpec } from '@/server/db/schema/images';
import { articleDefs, type Block } from '../data/contents';
import { noticeDefs, type NoticeDate } from '../data/notices';
import { provisionDefs, type ProvisionArticle } from '../data/provisions';
import { bannerDefs, flagDefs, flagVariants } from '../data/site';
import { addDays, longDate, yearOf, type SeedDay } from '../time';
import { escapeHtml } from './korean';

/** Renders structured blocks to the safe HTML subset the pages print (h3, p, ul, li). */
export function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) =>
      [
        b.h ? `<h3>${escapeHtml(b.h)}</h3>` : '',
        ...(b.p ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
        b.list ? `<ul>${b.list.map((li) => `<li>${escapeHtml(li)}</li>`).join('')}</ul>` : '',
      ]
        .filter(Boolean)
        .join('\n')
    )
    .join('\n');
}

/** 제1조 (목적) … with numbered clauses, then the 부칙. */
export function provisionToHtml(title: string, articles: ProvisionArticle[], addendum: string): string {
  const body = articles.map(
    ([name, ...clauses], i) =>
      `<h3>제${i + 1}조 (${escapeHtml(name)})</h3>\n${clauses.map((c) => `<p>${escapeHtml(c)}</p>`).join('\n')}`
  );
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

/** Magazines on their month and day of the most recent year (see ArticleDef.date), oldest first. */
export function planContents(day: SeedDay): ContentPlan[] {
  return articleDefs
    .map((a) => ({ a, publishedAt: day.lastOn(a.date[0], a.date[1], 10) }))
    .map(({ a, publishedAt }) => ({
      category: a.category,
      name: a.name,
      summary: a.summary,
      image: {
        alt: a.name,
        drawn: { silhouette: a.cover.silhouette, color: a.cover.color, label: a.name, sublabel: a.cover.sublabel },
      },
      link1: a.link1 ?? null,
      link2: a.link2 ?? null,
      htmlContent: blocksToHtml(typeof a.blocks === 'function' ? a.blocks(yearOf(publishedAt)) : a.blocks),
      publishedAt,
    }))
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}

/** When a notice went up (NoticeDate), at 09:00 KST. */
function noticeDate(date: NoticeDate, day: SeedDay): Date {
  if ('yearly' in date) return day.lastOn(date.yearly[0], date.yearly[1], 9);
  if ('monthStart' in date)
    return new Date(addDays(day.monthStart(date.monthStart), date.days).getTime() + 9 * 3_600_000);
  return day.at(date.days, 9);
}

/** Notices with their dates and any dated copy filled in, oldest first (ids follow time). */
export function planNotices(day: SeedDay) {
  return noticeDefs
    .map((n) => {
      const publishedAt = noticeDate(n.date, day);
      const title = typeof n.title === 'function' ? n.title(publishedAt) : n.title;
      const blocks = typeof n.blocks === 'function' ? n.blocks(publishedAt) : n.blocks;
      return { title, isImportant: n.isImportant, htmlContent: blocksToHtml(blocks), publishedAt };
    })
    .sort((x, y) => x.publishedAt.getTime() - y.publishedAt.getTime());
}

/** Every terms version, effective at 00:00 KST of its day; the 부칙 names that date. */
export function planProvisions(day: SeedDay) {
  return provisionDefs.map((p) => {
    const effectiveAt = day.at(p.effectiveDay);
    return {
      category: p.category,
      title: p.title,
      version: p.version,
      isRequired: p.isRequired,
      htmlProvision: provisionToHtml(p.title, p.articles, p.addendum.replace('{date}', longDate(effectiveAt))),
      effectiveAt,
    };
  });
}

/** Banners run from ten months before the seeding day to fourteen after it, so the home page shows them. */
export function planBanners(day: SeedDay) {
  return bannerDefs.map((b, i) => ({
    text: b.text,
    linkUrl: b.linkUrl,
    tone: b.tone,
    sortOrder: i,
    startsAt: day.at(-304),
    endsAt: day.at(425, 23, 59),
  }));
}

export function planFlags() {
  return flagDefs.map((f) => ({
    key: f.key,
    description: f.description,
    isEnabled: true,
    variants: flagVariants.map((v) => ({ ...v })),
    excludedAnonIds: [] as string[],
  }));
}
