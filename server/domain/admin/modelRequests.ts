import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { reasonInput } from '@/lib/admin/businessInput';
import { parseInput } from '../parseInput';
import { notify } from '../notifications/notify';
import { writeAudit } from './audit';

/**
 * The model requests desk (docs/product.md §10 Model requests): a listing saved with "모델 없음" leaves
 * what the seller knows of the model in `model_requests`; an operator attaches the item to a catalogue
 * model (it then joins that model's price comparison) or declines with a reason the seller is told.
 * A decided request keeps its row: `resolved_at` set, `model_id` the model attached or null when
 * declined; the reason is in the audit row and the seller's notification.
 */
export type OpenModelRequest = {
  id: number;
  itemId: number;
  itemName: string;
  /** Whether the listing is still a draft (never published). */
  isDraft: boolean;
  businessId: number;
  businessName: string;
  categoryName: string;
  brandName: string;
  modelName: string;
  modelYear: number | null;
  createdAt: string;
};

export type ModelRequestOutcome = {
  id: number;
  itemId: number;
  businessId: number;
  /** The model attached; null when declined. */
  modelId: number | null;
  /** The model the item had before (null for a model-less item): its comparison loses the item. */
  previousModelId: number | null;
};

/** How many open requests the desk shows at once (oldest first; the rest follow as these are decided). */
export const MODEL_REQUEST_PAGE_SIZE = 100;

const M = {
  notFound: '모델 요청을 찾을 수 없어요.',
  decided: '다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.',
  noModel: '연결할 모델을 찾을 수 없어요. 모델을 다시 골라 주세요.',
};

type OpenRow = Omit<OpenModelRequest, 'createdAt'> & { createdAt: Date | string };

/** The open requests, the longest-waiting first. */
export async function listOpenModelRequests(db: Db): Promise<OpenModelRequest[]> {
  const rows = await queryRows<OpenRow>(
    db,
    sql`SELECT r.id, r.item_id AS "itemId", i.name AS "itemName", (i.published_at IS NULL) AS "isDraft",
        r.business_id AS "businessId", b.name AS "businessName", c.name AS "categoryName",
        r.brand_name AS "brandName", r.model_name AS "modelName", r.model_year AS "modelYear", r.created_at AS "createdAt"
      FROM model_requests r
      JOIN items i ON i.id = r.item_id
      JOIN businesses b ON b.id = r.business_id
      JOIN categories c ON c.id = i.category_id
      WHERE r.resolved_at IS NULL
      ORDER BY r.created_at, r.id
      LIMIT ${MODEL_REQUEST_PAGE_SIZE}`
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    itemId: Number(r.itemId),
    isDraft: Boolean(r.isDraft),
    businessId: Number(r.businessId),
    modelYear: r.modelYear === null ? null : Number(r.modelYear),
    createdAt: toIso(r.createdAt),
  }));
}

const id = z.number().int().positive('id가 올바르지 않아요.').max(2_147_483_647, 'id가 올바르지 않아요.');
export const attachModelInput = z.object({ requestId: id, modelId: id });
export const declineModelRequestInput = z.object({ requestId: id, reason: reasonInput });

type Locked = {
  id: number;
  itemId: number;
  businessId: number;
  requestedBy: number;
  brandName: string;
  modelName: string;
  modelYear: number | null;
  resolved: boolean;
  itemName: string;
  itemModelId: number | null;
  itemCategoryId: number;
};

/** Locks the request: two operators deciding it at once queue here, and the second hears CONFLICT. */
async function lockOpenRequest(tx: Db, requestId: number): Promise<Locked> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`SELECT r.id, r.item_id AS "itemId", r.business_id AS "businessId", r.requested_by AS "requestedBy",
        r.brand_name AS "brandName", r.model_name AS "modelName", r.model_year AS "modelYear",
        (r.resolved_at IS NOT NULL) AS resolved, i.name AS "itemName", i.model_id AS "itemModelId",
        i.category_id AS "itemCategoryId"
      FROM model_requests r JOIN items i ON i.id = r.item_id
      WHERE r.id = ${requestId} FOR UPDATE OF r`
  );
  if (!row) throw new DomainError('NOT_FOUND', M.notFound);
  if (row.resolved) throw new DomainError('CONFLICT', M.decided);
  return {
    ...row,
    id: Number(row.id),
    itemId: Number(row.itemId),
    businessId: Number(row.businessId),
    requestedBy: Number(row.requestedBy),
    modelYear: row.modelYear === null ? null : Number(row.modelYear),
    itemModelId: row.itemModelId === null ? null : Number(row.itemModelId),
    itemCategoryId: Number(row.itemCategoryId),
  };
}

const requestedText = (r: Locked) => `${r.brandName} ${r.modelName}${r.modelYear ? ` (${r.modelYear})` : ''}`;

/** The seller's notice, through the notification service in the decision's transaction. */
async function tellSeller(tx: Db, r: Locked, body: string, now: Date) {
  await notify(
    tx,
    {
      event: 'modelRequestDecided',
      userId: r.requestedBy,
      alarmKind: 'NOTICE',
      content: {
        title: `모델 요청: ${r.itemName}`,
        body,
        linkUrl: `/seller/items/${r.itemId}/listing`,
      },
      dedupeKey: `modelRequest:${r.id}`,
    },
    now
  );
}

/**
 * Attaches the request's item to a catalogue model: the item takes the model and its category (the
 * model decides where it is listed), the request is resolved, audited and the seller told, in one
 * transaction. The caller forgets the cached pages after commit (`listingChanged`).
 */
export async function attachModelRequest(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<ModelRequestOutcome> {
  const args = parseInput(attachModelInput, input);
  return retryTransaction(db, async (tx) => {
    const request = await lockOpenRequest(tx, args.requestId);
    const [model] = await queryRows<{ categoryId: number; label: string }>(
      tx,
      sql`SELECT m.category_id AS "categoryId", b.name || ' ' || m.name AS label
        FROM models m JOIN brands b ON b.id = m.brand_id WHERE m.id = ${args.modelId}`
    );
    if (!model) throw new DomainError('INVALID_INPUT', M.noModel, { modelId: M.noModel });
    await tx.execute(sql`UPDATE items SET model_id = ${args.modelId}, category_id = ${Number(model.categoryId)},
      updated_at = ${now.toISOString()}::timestamptz WHERE id = ${request.itemId}`);
    await tx.execute(sql`UPDATE model_requests SET model_id = ${args.modelId}, resolved_at = ${now.toISOString()}::timestamptz
      WHERE id = ${request.id}`);
    await writeAudit(tx, {
      operatorId,
      action: 'modelRequest.attach',
      targetType: 'modelRequest',
      targetId: request.id,
      before: { itemId: request.itemId, modelId: request.itemModelId, requested: requestedText(request) },
      after: { itemId: request.itemId, modelId: args.modelId, model: model.label },
      at: now,
    });
    await tellSeller(
      tx,
      request,
      `요청하신 '${requestedText(request)}' 상품을 카탈로그의 '${model.label}' 모델에 연결했어요. 이제 모델 가격 비교에 함께 나와요.`,
      now
    );
    return {
      id: request.id,
      itemId: request.itemId,
      businessId: request.businessId,
      modelId: args.modelId,
      previousModelId: request.itemModelId,
    };
  });
}

/** Declines the request with a reason the seller reads; the item stays as it is, without a model. */
export async function declineModelRequest(
  db: Db,
  operatorId: number,
  input: unknown,
  now: Date = new Date()
): Promise<ModelRequestOutcome> {
  const args = parseInput(declineModelRequestInput, input);
  return retryTransaction(db, async (tx) => {
    const request = await lockOpenRequest(tx, args.requestId);
    await tx.execute(
      sql`UPDATE model_requests SET resolved_at = ${now.toISOString()}::timestamptz WHERE id = ${request.id}`
    );
    await writeAudit(tx, {
      operatorId,
      action: 'modelRequest.decline',
      targetType: 'modelRequest',
      targetId: request.id,
      before: { itemId: request.itemId, requested: requestedText(request) },
      after: { declined: true },
      reason: args.reason,
      at: now,
    });
    await tellSeller(
      tx,
      request,
      `요청하신 '${requestedText(request)}' 모델은 등록하지 않기로 했어요. 사유: ${args.reason}`,
      now
    );
    return {
      id: request.id,
      itemId: request.itemId,
      businessId: request.businessId,
      modelId: null,
      previousModelId: request.itemModelId,
    };
  });
}
