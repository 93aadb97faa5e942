/** A terms document: numbered articles (제1조 …), each a title and its clauses. */
export type ProvisionArticle = readonly [title: string, ...clauses: string[]];

export type ProvisionDef = {
  category: 'SERVICE' | 'PRIVACY' | 'MARKETING' | 'LOCATION';
  title: string;
  version: string;
  isRequired: boolean;
  effective: [number, number, number];
  articles: ProvisionArticle[];
  /** 부칙: when this version takes effect. */
  addendum: string;
};

export const COMPANY = '라이드마켓 주식회사';
