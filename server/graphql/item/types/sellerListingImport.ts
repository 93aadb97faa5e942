import { z } from 'zod';
import { builder, DealTypeEnum } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { author as seller } from './sellerListings';
import { importFileInput } from '../../../domain/seller/listingImport/importFile';
import {
  importListings,
  previewListingImport,
  type ImportPreview,
  type ImportResult,
} from '../../../domain/seller/listingImport/listingImport';
import type { ImportError, ImportRow } from '../../../domain/seller/listingImport/importRow';
import { listingChanged } from '../../../cluster/pageChanges';

const ImportErrorRef = builder.objectRef<ImportError>('ListingImportError').implement({
  fields: (t) => ({ column: t.exposeString('column'), message: t.exposeString('message') }),
});

const ImportRowRef = builder.objectRef<ImportRow>('ListingImportRow').implement({
  description: '파일의 한 줄이 등록될 모습과 고칠 곳',
  fields: (t) => ({
    line: t.exposeInt('line', { description: '파일의 줄 번호 (머리글이 1번째 줄)' }),
    title: t.exposeString('title'),
    dealType: t.field({ type: DealTypeEnum, nullable: true, resolve: (r) => r.dealType }),
    modelLabel: t.exposeString('modelLabel', { nullable: true }),
    modelRequested: t.exposeBoolean('modelRequested', {
      description: '카탈로그에 없어 "모델 없음"으로 등록하고 모델 추가를 요청함',
    }),
    categoryName: t.exposeString('categoryName', { nullable: true }),
    price: t.exposeInt('price', { nullable: true }),
    stock: t.exposeInt('stock', { nullable: true }),
    options: t.exposeStringList('options'),
    pickup: t.exposeBoolean('pickup', { nullable: true }),
    parcel: t.exposeBoolean('parcel', { nullable: true }),
    shippingFee: t.exposeInt('shippingFee', { nullable: true }),
    depositAmount: t.exposeInt('depositAmount', { nullable: true }),
    errors: t.field({ type: [ImportErrorRef], resolve: (r) => r.errors }),
  }),
});

const ImportPreviewRef = builder.objectRef<ImportPreview>('ListingImportPreview').implement({
  fields: (t) => ({
    rows: t.field({ type: [ImportRowRef], resolve: (p) => p.rows }),
    errorCount: t.exposeInt('errorCount'),
  }),
});

const ImportResultRef = builder.objectRef<ImportResult>('ListingImportResult').implement({
  fields: (t) => ({ itemIds: t.exposeIntList('itemIds'), published: t.exposeBoolean('published') }),
});

const importArgs = importFileInput.extend({ publish: z.boolean({ error: '임시저장할지 바로 게시할지 골라 주세요.' }) });

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

// Mutations both: the file rides in the body of a POST, and both count against the request budget of writes.
builder.mutationFields((t) => ({
  previewListingImport: t.field({
    type: ImportPreviewRef,
    description: '상품 CSV 미리 보기: 줄마다 등록될 모습과 칸마다 고칠 곳. 아무것도 저장하지 않음 (판매자 계정 전용)',
    args: { fileBase64: t.arg.string({ required: true, description: 'CSV 파일 그대로, base64' }) },
    resolve: async (_root, args, ctx) => {
      seller(ctx.viewer);
      const { fileBase64 } = parseInput(importFileInput, args);
      return previewListingImport(ctx.db, bytes(fileBase64));
    },
  }),
  importListings: t.field({
    type: ImportResultRef,
    description:
      '상품 CSV 등록: 모든 줄을 한 번에 (한 줄이라도 틀리면 아무것도 등록하지 않음). 내 매장에만 (판매자 계정 전용)',
    args: {
      fileBase64: t.arg.string({ required: true, description: 'CSV 파일 그대로, base64' }),
      publish: t.arg.boolean({ required: true, description: '참이면 바로 게시, 거짓이면 임시저장' }),
    },
    resolve: async (_root, args, ctx) => {
      const who = seller(ctx.viewer);
      const { fileBase64, publish } = parseInput(importArgs, args);
      const result = await importListings(ctx.db, who, bytes(fileBase64), publish);
      // After commit, as 게시하기 does: the kept search, sitemap and item pages forget.
      if (publish) for (const itemId of result.itemIds) await listingChanged(ctx.db, itemId);
      return result;
    },
  }),
}));
