/**
 * The model requests desk (docs/product.md §10 Model requests): the open requests oldest first, attaching
 * an item to a catalogue model (it joins that model's price comparison at once), declining with a
 * reason, the seller told each time, audit rows, other callers refused, two operators at once.
 */
import { eq, sql } from 'drizzle-orm';
import { bz_createListingDocument, bz_publishListingDocument } from '@/api/item/generated';
import { auditLog, notificationOutbox } from '@/server/db/schema';
import { queryRows } from '@/server/db/rows';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callService } from '../../support/serviceCaller';
import { callAs } from '../member/memberFixtures';
import { twoBusinesses, type TwoBusinesses } from '../seller/twoBusinesses';
import { uploads } from '../returns/returnHarness';
import { callAdmin, grantedOperator, verifiedOperator, type Caller } from './adminHarness';

const OPEN = `query { openModelRequests { id itemId itemName isDraft businessId businessName categoryName
  brandName modelName modelYear createdAt } }`;
const ATTACH = `mutation($requestId: Int!, $modelId: Int!) {
  attachModelRequest(requestId: $requestId, modelId: $modelId) { id itemId modelId } }`;
const DECLINE = `mutation($requestId: Int!, $reason: String!) {
  declineModelRequest(requestId: $requestId, reason: $reason) { id itemId modelId } }`;
const COMPARISON = `query($id: Int!) { priceComparison(modelId: $id) {
  rental { items { item { itemId } } } sell { items { item { itemId } } } } }`;

type Open = {
  openModelRequests: {
    id: number;
    itemId: number;
    itemName: string;
    isDraft: boolean;
    businessName: string;
    brandName: string;
    modelName: string;
    modelYear: number | null;
  }[];
};
type Outcome = { id: number; itemId: number; modelId: number | null };

describe.each(testDbKinds())('the model requests desk (%s)', (kind) => {
  const db = useTestDb(kind);
  let cast: TwoBusinesses;
  let categoryId: number;
  let modelId: number;
  beforeAll(async () => {
    cast = await twoBusinesses(db());
    const [row] = await queryRows<{ categoryId: number; modelId: number }>(
      db(),
      sql`SELECT category_id AS "categoryId", model_id AS "modelId" FROM items WHERE id = ${cast.f.rental.itemId}`
    );
    categoryId = Number(row.categoryId);
    modelId = Number(row.modelId);
  });

  let seq = 0;
  /** A published rental listed with "모델 없음": its open request's id and the item. */
  async function modelLessListing(brandName: string, modelName: string) {
    seq += 1;
    const [photo] = await uploads(db(), cast.seller!.userId, 1);
    const created = await callAs<{ createListing: { itemId: number } }>(
      db(),
      cast.seller,
      bz_createListingDocument,
      'bz_createListing',
      {
        input: {
          dealType: 'RENTAL',
          modelId: null,
          modelRequest: { brandName, modelName, modelYear: 2025 },
          categoryId,
          title: `${brandName} ${modelName} 렌탈 ${seq}`,
          condition: 'NEW',
          usedGrade: null,
          description: '',
          imageIds: [photo],
          options: [],
          stock: 2,
          price: 30_000,
          originPrice: null,
          pickup: true,
          parcel: false,
          shippingFee: 0,
          insurance: null,
          depositAmount: 0,
        },
      }
    );
    expect(created.code).toBeNull();
    const itemId = created.data!.createListing.itemId;
    const published = await callAs(db(), cast.seller, bz_publishListingDocument, 'bz_publishListing', { itemId });
    expect(published.code).toBeNull();
    const [request] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM model_requests WHERE item_id = ${itemId}`
    );
    return { itemId, requestId: Number(request.id) };
  }

  const comparedIds = async (id: number) => {
    const answer = await callService<{
      priceComparison: {
        rental: { items: { item: { itemId: number } }[] };
        sell: { items: { item: { itemId: number } }[] };
      };
    }>(db(), 'item', null, COMPARISON, { id });
    expect(answer.code).toBeNull();
    const { rental, sell } = answer.data!.priceComparison;
    return [...rental.items, ...sell.items].map((i) => i.item.itemId);
  };
  const outbox = (userId: number, dedupeKey: string) =>
    db()
      .select({
        event: notificationOutbox.event,
        channel: notificationOutbox.channel,
        content: notificationOutbox.content,
      })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.userId} = ${userId} AND ${notificationOutbox.dedupeKey} = ${dedupeKey}`);
  const auditOf = (requestId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetType} = 'modelRequest' AND ${auditLog.targetId} = ${String(requestId)}`);

  it('lists open requests oldest first with the business, the item and what the seller wrote', async () => {
    const op = await verifiedOperator(db());
    const first = await modelLessListing('카르빙', '프로 X');
    const second = await modelLessListing('설원', '에어 9');
    const answer = await callAdmin<Open>(db(), op.caller, OPEN);
    expect(answer.code).toBeNull();
    const mine = answer.data!.openModelRequests.filter((r) => [first.requestId, second.requestId].includes(r.id));
    expect(mine.map((r) => r.id)).toEqual([first.requestId, second.requestId]);
    expect(mine[0]).toMatchObject({
      itemId: first.itemId,
      isDraft: false,
      brandName: '카르빙',
      modelName: '프로 X',
      modelYear: 2025,
    });
    expect(mine[0].businessName.length).toBeGreaterThan(0);
  });

  it('attaches the item to a model: it joins the price comparison in the same request, audited, the seller told', async () => {
    const op = await verifiedOperator(db());
    const { itemId, requestId } = await modelLessListing('카르빙', '슬라럼 7');
    // Asked once first, so a kept comparison would show the item missing unless the cache forgets it.
    expect(await comparedIds(modelId)).not.toContain(itemId);
    const answer = await callAdmin<{ attachModelRequest: Outcome }>(db(), op.caller, ATTACH, { requestId, modelId });
    expect(answer.code).toBeNull();
    expect(answer.data!.attachModelRequest).toEqual({ id: requestId, itemId, modelId });
    expect(await comparedIds(modelId)).toContain(itemId);

    const open = await callAdmin<Open>(db(), op.caller, OPEN);
    expect(open.data!.openModelRequests.map((r) => r.id)).not.toContain(requestId);
    const audit = await auditOf(requestId);
    expect(audit.map((a) => [a.action, a.operatorId])).toEqual([['modelRequest.attach', op.userId]]);
    const sent = await outbox(cast.seller!.userId, `modelRequest:${requestId}`);
    const inApp = sent.find((s) => s.channel === 'inApp')!;
    expect(inApp.event).toBe('modelRequestDecided');
    expect(inApp.content.body).toContain('카르빙 슬라럼 7');
    expect(inApp.content.body).toContain('연결했어요');
  });

  it('declines with a reason: the item keeps no model, the reason goes to the audit and to the seller', async () => {
    const op = await verifiedOperator(db());
    const { itemId, requestId } = await modelLessListing('무명', '커스텀 1');
    const empty = await callAdmin(db(), op.caller, DECLINE, { requestId, reason: ' ' });
    expect([empty.code, empty.details.reason]).toEqual(['INVALID_INPUT', '사유를 2자 이상 입력해 주세요.']);
    const answer = await callAdmin<{ declineModelRequest: Outcome }>(db(), op.caller, DECLINE, {
      requestId,
      reason: '제조사에서 확인되지 않는 모델이에요.',
    });
    expect(answer.code).toBeNull();
    expect(answer.data!.declineModelRequest).toEqual({ id: requestId, itemId, modelId: null });
    const [item] = await queryRows<{ modelId: number | null }>(
      db(),
      sql`SELECT model_id AS "modelId" FROM items WHERE id = ${itemId}`
    );
    expect(item.modelId).toBeNull();
    const audit = await auditOf(requestId);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['modelRequest.decline', '제조사에서 확인되지 않는 모델이에요.'],
    ]);
    const sent = await outbox(cast.seller!.userId, `modelRequest:${requestId}`);
    expect(sent.find((s) => s.channel === 'inApp')!.content.body).toContain(
      '사유: 제조사에서 확인되지 않는 모델이에요.'
    );
    const again = await callAdmin(db(), op.caller, ATTACH, { requestId, modelId });
    expect(again.code).toBe('CONFLICT');
  });

  it('an unknown request is NOT_FOUND, an unknown model INVALID_INPUT, and nothing changes', async () => {
    const op = await verifiedOperator(db());
    const { requestId } = await modelLessListing('카르빙', '모글 3');
    expect((await callAdmin(db(), op.caller, ATTACH, { requestId: 2_000_000_000, modelId })).code).toBe('NOT_FOUND');
    const noModel = await callAdmin(db(), op.caller, ATTACH, { requestId, modelId: 2_000_000_000 });
    expect([noModel.code, noModel.message]).toEqual([
      'INVALID_INPUT',
      '연결할 모델을 찾을 수 없어요. 모델을 다시 골라 주세요.',
    ]);
    const [row] = await queryRows<{ resolved: boolean }>(
      db(),
      sql`SELECT resolved_at IS NOT NULL AS resolved FROM model_requests WHERE id = ${requestId}`
    );
    expect(row.resolved).toBe(false);
  });

  it('a member, a seller, a visitor and an operator without the factor hear NOT_FOUND for every operation', async () => {
    const { requestId } = await modelLessListing('카르빙', '파크 5');
    const granted = await grantedOperator(db());
    const callers: Caller[] = [
      { userId: cast.member },
      cast.seller,
      null,
      { userId: granted.userId, sessionId: granted.sessionId },
    ];
    for (const caller of callers) {
      expect((await callAdmin(db(), caller, OPEN)).code).toBe('NOT_FOUND');
      expect((await callAdmin(db(), caller, ATTACH, { requestId, modelId })).code).toBe('NOT_FOUND');
      expect((await callAdmin(db(), caller, DECLINE, { requestId, reason: '확인 불가' })).code).toBe('NOT_FOUND');
    }
    const [row] = await queryRows<{ resolved: boolean }>(
      db(),
      sql`SELECT resolved_at IS NOT NULL AS resolved FROM model_requests WHERE id = ${requestId}`
    );
    expect(row.resolved).toBe(false);
  });

  it('two operators deciding the same request at once: one decision, the other hears CONFLICT in Korean', async () => {
    const [one, two] = [await verifiedOperator(db()), await verifiedOperator(db())];
    const { requestId } = await modelLessListing('카르빙', '레이스 1');
    const answers = await Promise.all([
      callAdmin(db(), one.caller, ATTACH, { requestId, modelId }),
      callAdmin(db(), two.caller, DECLINE, { requestId, reason: '중복 요청이에요.' }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual(['CONFLICT', null].sort());
    expect(answers.find((a) => a.code === 'CONFLICT')!.message).toBe(
      '다른 운영자가 방금 처리했어요. 목록을 새로 고쳐 확인해 주세요.'
    );
    expect(await auditOf(requestId)).toHaveLength(1);
    // The seller hears the one decision once: the loser wrote no notification either.
    const sent = await db()
      .select({ channel: notificationOutbox.channel })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.dedupeKey, `modelRequest:${requestId}`));
    expect(sent.filter((s) => s.channel === 'inApp')).toHaveLength(1);
  });
});
