import { z } from 'zod';
import { builder } from '../builder';
import { getInfoPage, INFO_PAGE_KEY, type InfoPageEntry } from '../../../domain/content/infoPageQueries';
import { parseInput } from '../../../domain/parseInput';

const InfoPage = builder.objectRef<InfoPageEntry>('InfoPage').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    title: t.exposeString('title'),
    summary: t.exposeString('summary'),
    htmlContent: t.exposeString('htmlContent', { description: '서버에서 허용 목록으로 정리된 HTML' }),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const infoPageArgs = z.object({ key: z.string().regex(INFO_PAGE_KEY) });

builder.queryFields((t) => ({
  infoPage: t.field({
    type: InfoPage,
    description: '운영자가 작성한 안내 페이지 (취소·환불, 유의사항, 라이트페이 소개 등)',
    args: { key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => getInfoPage(ctx.db, parseInput(infoPageArgs, args).key),
  }),
}));
