/** A terms document: numbered articles (제1조 …), each a title and its clauses. */
export type ProvisionArticle = readonly [title: string, ...clauses: string[]];

export type ProvisionDef = {
  category: 'SERVICE' | 'PRIVACY' | 'MARKETING' | 'LOCATION';
  title: string;
  version: string;
  isRequired: boolean;
  /** Takes effect this many days after the seeding day (before it when negative), at 00:00 KST. */
  effectiveDay: number;
  articles: ProvisionArticle[];
  /** 부칙: when this version takes effect; `{date}` is written as the effective date (2026년 7월 1일). */
  addendum: string;
};

export const COMPANY = '라이드마켓 주식회사';
