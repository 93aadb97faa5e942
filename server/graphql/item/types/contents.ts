import { z } from 'zod';
import { builder } from '../builder';
import { MagazineCard } from './home';
import { getContentDetail, type ContentDetail } from '../../../domain/content/contentQueries';
import { parseInput } from '../../../domain/parseInput';

const ContentCategoryEnum = builder.enumType('ContentCategory', { values: ['MAGAZINE', 'GUIDE', 'EVENT'] as const });

const ContentRef = builder.objectRef<ContentDetail>('Content').implement({
  description: '콘텐츠 (매거진·가이드·이벤트) 상세',
  fields: (t) => ({
    id: t.exposeInt('id'),
    img1: t.exposeString('img1'),
    img2: t.exposeString('img2', { nullable: true }),
    name: t.exposeString('name'),
    link1: t.exposeString('link1', {
      nullable: true,
      description: '사이트 안 경로 또는 https 주소만 (그 밖에는 null)',
    }),
    link2: t.exposeString('link2', { nullable: true }),
    category: t.field({ type: ContentCategoryEnum, resolve: (c) => c.category }),
    htmlContent: t.exposeString('htmlContent', { description: '서버에서 허용 목록으로 정리된 HTML' }),
    summary: t.exposeString('summary'),
    publishedAt: t.exposeString('publishedAt'),
    img1Id: t.exposeInt('img1Id'),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    relatedMagazines: t.field({ type: [MagazineCard], resolve: (c) => c.relatedMagazines }),
  }),
});

const contentArgs = z.object({ id: z.number().int().positive().max(2_147_483_647) });

builder.queryFields((t) => ({
  content: t.field({
    type: ContentRef,
    description: '게시된 콘텐츠 하나 (없거나 게시 전이면 NOT_FOUND)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getContentDetail(ctx.db, parseInput(contentArgs, args).id),
  }),
}));
