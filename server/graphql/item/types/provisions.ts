import { builder } from '../builder';
import {
  getProvisionPage,
  listCurrentProvisions,
  PROVISION_CATEGORIES,
  provisionPageArgs,
  type ProvisionPage,
  type ProvisionSummary,
  type ProvisionVersion,
} from '../../../domain/provision/provisionQueries';
import { parseInput } from '../../../domain/parseInput';

const ProvisionCategoryEnum = builder.enumType('ProvisionCategory', { values: PROVISION_CATEGORIES });

const ProvisionVersionRef = builder.objectRef<ProvisionVersion>('ProvisionVersion').implement({
  fields: (t) => ({
    version: t.exposeString('version'),
    effectiveAt: t.exposeString('effectiveAt', { description: '시행일 (ISO 8601)' }),
  }),
});

/** The fields a terms list row and a terms page share (a page is a summary plus its text). */
const ProvisionSummaryInterface = builder.interfaceRef<ProvisionSummary>('ProvisionSummaryFields').implement({
  fields: (t) => ({
    category: t.field({ type: ProvisionCategoryEnum, resolve: (p) => p.category }),
    title: t.exposeString('title'),
    version: t.exposeString('version'),
    isRequired: t.exposeBoolean('isRequired'),
    effectiveAt: t.exposeString('effectiveAt', { description: '시행일 (ISO 8601)' }),
  }),
});

const ProvisionSummaryRef = builder.objectRef<ProvisionSummary>('ProvisionSummary').implement({
  interfaces: [ProvisionSummaryInterface],
  isTypeOf: (value) => !('htmlProvision' in (value as object)),
});

const ProvisionPageRef = builder.objectRef<ProvisionPage>('ProvisionPage').implement({
  description: '약관 한 버전 (docs/product.md §3 Provision page: htmlProvision)',
  interfaces: [ProvisionSummaryInterface],
  isTypeOf: (value) => 'htmlProvision' in (value as object),
  fields: (t) => ({
    htmlProvision: t.exposeString('htmlProvision', { description: '서버에서 허용 목록으로 정리된 HTML' }),
    isCurrent: t.exposeBoolean('isCurrent', { description: '지금 시행 중인 버전인지' }),
    versions: t.field({
      type: [ProvisionVersionRef],
      description: '시행된 모든 버전, 최신순',
      resolve: (p) => p.versions,
    }),
  }),
});

builder.queryFields((t) => ({
  provisions: t.field({
    type: [ProvisionSummaryRef],
    description: '약관 목록: 분류마다 지금 시행 중인 버전',
    resolve: (_root, _args, ctx) => listCurrentProvisions(ctx.db),
  }),
  provisionPage: t.field({
    type: ProvisionPageRef,
    description: '약관 본문: 시행 중인 버전, 또는 요청한 지난 버전 (아직 시행 전인 버전은 없음)',
    args: { category: t.arg.string({ required: true }), version: t.arg.string() },
    resolve: (_root, args, ctx) => getProvisionPage(ctx.db, parseInput(provisionPageArgs, args)),
  }),
}));
