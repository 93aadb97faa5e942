import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireVerifiedOperator } from '../../../domain/admin/operatorAccess';
import { listAudit, type AuditEntry, type AuditPage } from '../../../domain/admin/audit';

/** The audit log, read-only (docs/product.md §10 Audit log): there is no operation that changes it. */
export const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    operatorId: t.exposeInt('operatorId'),
    operatorNickname: t.exposeString('operatorNickname'),
    action: t.exposeString('action'),
    targetType: t.exposeString('targetType'),
    targetId: t.exposeString('targetId'),
    before: t.exposeString('before', { nullable: true, description: '바뀌기 전 (JSON)' }),
    after: t.exposeString('after', { nullable: true, description: '바뀐 뒤 (JSON)' }),
    reason: t.exposeString('reason', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const AuditPageRef = builder.objectRef<AuditPage>('AuditPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryRef], resolve: (p) => p.entries }),
    nextBefore: t.exposeInt('nextBefore', { nullable: true }),
  }),
});

const auditArgs = z.object({
  targetType: z
    .enum(['business', 'member', 'operator', 'sellerInvite', 'order', 'post', 'comment', 'review'])
    .nullish()
    .transform((v) => v ?? null),
  targetId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, '대상 id는 숫자예요.')
    .nullish()
    .transform((v) => v ?? null),
  before: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
});

builder.queryFields((t) => ({
  auditLog: t.field({
    type: AuditPageRef,
    description: '운영 기록, 최신순 50건씩 (운영자 전용)',
    args: { targetType: t.arg.string(), targetId: t.arg.string(), before: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      await requireVerifiedOperator(ctx.db, ctx.viewer);
      return listAudit(ctx.db, parseInput(auditArgs, args));
    },
  }),
}));
