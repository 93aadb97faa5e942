import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { isChosungQuery, normalizeSearchText, toChosung } from './normalize';
import { getVocabulary } from './vocabulary';

/**
 * Auto-complete while typing: brands, categories and models whose name starts with, or contains,
 * what was typed — partial Korean syllables ("브롬" → 브롬톤), Latin names ("tern" → Tern) and 초성
 * ("ㅂㄹㅌ" → 브롬톤). Ranked: an exact name, then a name that starts with the input, then one that
 * contains it; brands before categories before models at equal strength; at most 10.
 */
export type AutoKeywordType = 'BRAND' | 'CATEGORY' | 'MODEL';

export type AutoKeyword = {
  /** What a tap searches for. */
  keyword: string;
  type: AutoKeywordType;
  /** A short second line: the other spelling of a brand, a model's category. */
  subText: string;
  /** The model id for MODEL (its page is /models/{id}), null otherwise. */
  modelId: number | null;
};

export const AUTO_KEYWORD_LIMIT = 10;
const TYPE_ORDER: Record<AutoKeywordType, number> = { BRAND: 0, CATEGORY: 1, MODEL: 2 };

type Ranked = AutoKeyword & { strength: number; popularity: number };

/** 3 exact, 2 starts with, 1 contains, 0 no match; the best over a candidate's spellings. */
function strength(input: string, spellings: readonly string[]): number {
  let best = 0;
  for (const spelling of spellings) {
    if (!spelling) continue;
    if (spelling === input) return 3;
    if (spelling.startsWith(input)) best = Math.max(best, 2);
    else if (spelling.includes(input)) best = Math.max(best, 1);
  }
  return best;
}

type ModelRow = { id: number; name: string; brandName: string; categoryName: string; itemCount: number };

async function modelCandidates(db: Db, input: string, chosung: boolean): Promise<ModelRow[]> {
  const col = chosung ? sql`m.search_chosung` : sql`m.search_text`;
  // Same index-friendly shape as the item search: long input anywhere, short input at a word start.
  const match =
    [...input].length >= 3
      ? sql`${col} LIKE ${`%${input}%`}`
      : sql`(${col} LIKE ${`${input}%`} OR ${col} LIKE ${`% ${input}%`})`;
  return queryRows<ModelRow>(
    db,
    sql`
    SELECT m.id, m.name, b.name AS "brandName", c.name AS "categoryName",
      (SELECT count(*)::int FROM items i WHERE i.model_id = m.id AND i.status = 'AVAILABLE') AS "itemCount"
    FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id
    WHERE ${match}
    ORDER BY m.id LIMIT 200`
  );
}

export async function autoKeywords(db: Db, typed: string): Promise<AutoKeyword[]> {
  const input = normalizeSearchText(typed);
  if (!input) return [];
  const chosung = isChosungQuery(input);
  const [vocabulary, models] = await Promise.all([getVocabulary(db), modelCandidates(db, input, chosung)]);
  const spell = (name: string) => (chosung ? toChosung(name) : normalizeSearchText(name));
  const ranked: Ranked[] = [];
  for (const brand of vocabulary.brands) {
    const byLatin = !chosung && strength(input, [brand.normEn]) > strength(input, [brand.norm]);
    const s = strength(input, chosung ? [brand.chosung] : [brand.norm, brand.normEn]);
    if (s > 0) {
      ranked.push({
        keyword: byLatin ? brand.nameEn : brand.name,
        type: 'BRAND',
        subText: byLatin ? brand.name : brand.nameEn,
        modelId: null,
        strength: s,
        popularity: 0,
      });
    }
  }
  for (const category of vocabulary.categories) {
    const s = strength(input, [chosung ? category.chosung : category.norm]);
    if (s > 0)
      ranked.push({
        keyword: category.name,
        type: 'CATEGORY',
        subText: category.groupName,
        modelId: null,
        strength: s,
        popularity: 0,
      });
  }
  for (const model of models) {
    const full = `${model.brandName} ${model.name}`;
    const s = strength(input, [spell(model.name), spell(full)]);
    if (s > 0)
      ranked.push({
        keyword: full,
        type: 'MODEL',
        subText: model.categoryName,
        modelId: model.id,
        strength: s,
        popularity: model.itemCount,
      });
  }
  ranked.sort(
    (a, b) =>
      b.strength - a.strength ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      b.popularity - a.popularity ||
      a.keyword.localeCompare(b.keyword, 'ko')
  );
  const seen = new Set<string>();
  const out: AutoKeyword[] = [];
  for (const { strength: _s, popularity: _p, ...entry } of ranked) {
    const key = normalizeSearchText(entry.keyword);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
    if (out.length === AUTO_KEYWORD_LIMIT) break;
  }
  return out;
}
