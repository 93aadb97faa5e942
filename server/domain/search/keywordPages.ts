import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { keywordPages } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { DEFAULT_POSITION } from '../catalog/geo';
import { parseInput } from '../parseInput';
import { displayKeyword, MAX_KEYWORD_LENGTH, parseQuery } from './queryTerms';
import { toItemCards, type ItemCard } from '../item/itemCard';
import { searchPage } from './searchItems';
import type { DealType } from './searchTypes';

/**
 * Keyword landings (/keywords?keyword=…): an editor's title and description over the search results
 * of one keyword, for shoppers arriving from a search engine. The list feeds the footer page and the
 * sitemap.
 */
export const SITE_NAME = '라이드마켓';
const LANDING_SIZE = 20;

export type KeywordPageSummary = { slug: string; keyword: string; title: string; description: string };

export type KeywordPage = KeywordPageSummary & {
  siteName: string;
  /** The search results for the keyword, each with the viewer's bookmark state (isMarked). */
  services: ItemCard[];
  totalCount: number;
};

export async function listKeywordPages(db: Db): Promise<KeywordPageSummary[]> {
  return db
    .select({
      slug: keywordPages.slug,
      keyword: keywordPages.keyword,
      title: keywordPages.title,
      description: keywordPages.description,
    })
    .from(keywordPages)
    .orderBy(asc(keywordPages.sortOrder), asc(keywordPages.id));
}

const keywordArgs = z.object({ keyword: z.string().trim().min(1, '키워드를 입력해 주세요.').max(MAX_KEYWORD_LENGTH) });

const RENTAL_WORDS = /대여|렌탈|렌트/;
const SALE_WORDS = /구매|판매|중고/;

/** A landing about renting lists rentals, one about buying lists sales; otherwise both. */
function dealTypeOf(keyword: string): DealType | null {
  if (RENTAL_WORDS.test(keyword)) return 'RENTAL';
  if (SALE_WORDS.test(keyword)) return 'SELL';
  return null;
}

export async function getKeywordPage(db: Db, rawKeyword: unknown, viewerUserId: number | null): Promise<KeywordPage> {
  const { keyword } = parseInput(keywordArgs, { keyword: rawKeyword });
  const [page] = await db
    .select()
    .from(keywordPages)
    .where(eq(keywordPages.keyword, displayKeyword(keyword)))
    .limit(1);
  if (!page) throw new DomainError('NOT_FOUND', '키워드 페이지를 찾을 수 없어요.');
  const result = await searchPage(db, {
    query: parseQuery(page.keyword),
    dealType: dealTypeOf(page.keyword),
    sort: 'RECOMMEND',
    filters: [],
    position: DEFAULT_POSITION,
    size: LANDING_SIZE,
    searchAfter: null,
  });
  return {
    slug: page.slug,
    keyword: page.keyword,
    title: page.title,
    description: page.description,
    siteName: SITE_NAME,
    services: await toItemCards(db, result.rows, viewerUserId),
    totalCount: result.total,
  };
}
