import { builder } from '../builder';
import { ItemCardRef } from './itemCard';
import {
  getKeywordPage,
  listKeywordPages,
  type KeywordPage,
  type KeywordPageSummary,
} from '../../../domain/search/keywordPages';

const KeywordPageSummaryRef = builder.objectRef<KeywordPageSummary>('KeywordPageSummary').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    keyword: t.exposeString('keyword'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
  }),
});

const KeywordPageRef = builder.objectRef<KeywordPage>('KeywordPage').implement({
  description: '키워드 랜딩 (docs/product.md §3 Keyword list: title, description, keyword, siteName, services)',
  fields: (t) => ({
    slug: t.exposeString('slug'),
    keyword: t.exposeString('keyword'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    siteName: t.exposeString('siteName'),
    services: t.field({
      type: [ItemCardRef],
      description: '키워드 검색 결과 (isMarked 포함)',
      resolve: (p) => p.services,
    }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryFields((t) => ({
  keywordPage: t.field({
    type: KeywordPageRef,
    args: { keyword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getKeywordPage(ctx.db, args.keyword, ctx.viewer?.userId ?? null),
  }),
  keywordPages: t.field({
    type: [KeywordPageSummaryRef],
    description: '키워드 랜딩 목록 (푸터, 사이트맵)',
    resolve: (_root, _args, ctx) => listKeywordPages(ctx.db),
  }),
}));
