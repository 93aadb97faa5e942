import { builder } from '../builder';
import { faqArgs, listFaqs, type FaqEntry, type FaqList } from '../../../domain/faq/faqQueries';
import { parseInput } from '../../../domain/parseInput';

const FaqRef = builder.objectRef<FaqEntry>('Faq').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    category: t.exposeString('category'),
    question: t.exposeString('question'),
    answerHtml: t.exposeString('answerHtml', { description: '서버에서 허용 목록으로 정리된 HTML' }),
  }),
});

const FaqCategoryCountRef = builder.objectRef<FaqList['categories'][number]>('FaqCategoryCount').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    count: t.exposeInt('count', { description: '검색어에 맞는 질문 수' }),
  }),
});

const FaqListRef = builder.objectRef<FaqList>('FaqList').implement({
  fields: (t) => ({
    categories: t.field({ type: [FaqCategoryCountRef], resolve: (list) => list.categories }),
    faqs: t.field({ type: [FaqRef], resolve: (list) => list.faqs }),
    total: t.exposeInt('total', { description: '모든 분류에서 검색어에 맞는 질문 수' }),
    terms: t.exposeStringList('terms', { description: '정규화한 검색어 (강조 표시용)' }),
  }),
});

builder.queryFields((t) => ({
  faqs: t.field({
    type: FaqListRef,
    description: '자주 묻는 질문: 분류와 검색어로 찾기',
    // Category is a string argument (not an enum) so a bad value is INVALID_INPUT in Korean, not a parse error.
    args: { category: t.arg.string(), keyword: t.arg.string() },
    resolve: (_root, args, ctx) => listFaqs(ctx.db, parseInput(faqArgs, args)),
  }),
}));
