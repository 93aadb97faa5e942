import { z } from 'zod';
import { builder } from '../builder';
import { getNotice, listNotices, type NoticeEntry } from '../../../domain/content/noticeQueries';
import { parseInput } from '../../../domain/parseInput';

const Notice = builder.objectRef<NoticeEntry>('Notice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    isImportant: t.exposeBoolean('isImportant'),
    publishedAt: t.exposeString('publishedAt'),
    htmlContent: t.exposeString('htmlContent', { description: '서버에서 허용 목록으로 정리된 HTML' }),
  }),
});

const noticeArgs = z.object({ id: z.number().int().positive() });

builder.queryFields((t) => ({
  notices: t.field({
    type: [Notice],
    description: '공지사항 목록 (중요 공지 먼저, 최신순)',
    resolve: (_root, _args, ctx) => listNotices(ctx.db),
  }),
  notice: t.field({
    type: Notice,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => getNotice(ctx.db, parseInput(noticeArgs, args).id),
  }),
}));
