import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  brands,
  categories,
  coupons,
  images,
  itemOptions,
  items,
  models,
  orders,
  businesses,
  userCoupons,
  users,
} from '@/server/db/schema';
import { createSandboxProvider } from '@/server/payments/sandbox/sandboxProvider';
import { decideSandboxPayment, type SandboxOutcome } from '@/server/payments/sandbox/sandboxDecide';
import type { PaymentProvider } from '@/server/payments/types';
import { prepareCheckout } from '@/server/domain/checkout/prepareCheckout';
import type { PrepareInput } from '@/server/domain/checkout/checkoutInput';
import { addDays } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';

/**
 * A small shop for checkout tests: a ski rental business with a turnaround buffer, a rental item with
 * `units` units, a sale item with stock, a verified member, and the sandbox provider. Dates count
 * from today in Seoul, so no test depends on the calendar date.
 */
export const SITE = 'http://127.0.0.1:3000';
export const WEBHOOK_SECRET = Buffer.from('sandbox-test-secret-0123456789abcdef').toString('base64');

export type CheckoutFixture = {
  businessId: number;
  rental: { itemId: number; optionId: number; insuranceId: number };
  sale: { itemId: number; optionId: number };
  day: (offset: number) => string;
};

let seq = 0;

export async function seedCheckoutFixture(
  db: Db,
  { units = 1, saleStock = 5, turnaroundDays = 0 } = {}
): Promise<CheckoutFixture> {
  seq += 1;
  const tag = `${process.pid}-${seq}-${crypto.randomBytes(3).toString('hex')}`;
  const [image] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: '스키',
      drawn: { silhouette: 'road', color: '#1b64da', label: '스키' },
    })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ code: 'SKI', key: `ski-${tag}`, name: '스키', groupName: '스키' })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({
      key: `atomic-${tag}`,
      name: '아토믹',
      nameEn: 'Atomic',
      code: 'SKI',
      country: '오스트리아',
      color: '#d00',
    })
    .returning();
  const [model] = await db
    .insert(models)
    .values({
      brandId: brand.id,
      categoryId: category.id,
      name: '레드스터 G9',
      modelYear: 2026,
      summaryInfo: '요약',
      specInfo: [],
      detailHtml: '',
      releasePrice: 1_200_000,
      imageId: image.id,
    })
    .returning();
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '00:00', close: '00:00' }));
  const [business] = await db
    .insert(businesses)
    .values({
      name: `용평 스키 렌탈 ${tag}`,
      region: '강원',
      address: '강원특별자치도 평창군 대관령면 올림픽로 715',
      lat: 37.64,
      lng: 128.68,
      phone: '033-335-0000',
      openingHours: hours,
      turnaroundDays,
    })
    .returning();
  const [rental] = await db
    .insert(items)
    .values({
      modelId: model.id,
      businessId: business.id,
      categoryId: category.id,
      dealType: 'RENTAL',
      name: '레드스터 G9 1일 렌탈',
      price: 40_000,
      originPrice: 50_000,
      stock: units,
      deliveryTypes: ['PICKUP'],
    })
    .returning();
  const [rentalOption] = await db
    .insert(itemOptions)
    .values({ itemId: rental.id, kind: 'REQUIRED', name: '165cm', price: 0, stock: units })
    .returning();
  const [insurance] = await db
    .insert(itemOptions)
    .values({ itemId: rental.id, kind: 'ADDITIONAL', name: '파손 보험', price: 5_000, stock: 99 })
    .returning();
  const [sale] = await db
    .insert(items)
    .values({
      modelId: model.id,
      businessId: business.id,
      categoryId: category.id,
      dealType: 'SELL',
      name: '레드스터 G9 새 상품',
      price: 900_000,
      originPrice: 1_000_000,
      stock: saleStock,
      deliveryTypes: ['PICKUP', 'PARCEL'],
      shippingFee: 3_000,
      isLeaseAvailable: true,
    })
    .returning();
  const [saleOption] = await db
    .insert(itemOptions)
    .values({ itemId: sale.id, kind: 'REQUIRED', name: '170cm', price: 0, stock: saleStock })
    .returning();
  const today = todayInSeoul();
  return {
    businessId: business.id,
    rental: { itemId: rental.id, optionId: rentalOption.id, insuranceId: insurance.id },
    sale: { itemId: sale.id, optionId: saleOption.id },
    day: (offset) => addDays(today, offset),
  };
}

export async function verifiedMember(db: Db, point = 0): Promise<number> {
  seq += 1;
  const [row] = await db
    .insert(users)
    .values({
      nickname: `결제회원${process.pid % 1000}_${seq}_${crypto.randomBytes(2).toString('hex')}`,
      name: '김결제',
      phone: '010-1234-5678',
      point,
      phoneVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return row.id;
}

export async function giveCoupon(
  db: Db,
  userId: number,
  values: Partial<typeof coupons.$inferInsert> = {}
): Promise<number> {
  const now = Date.now();
  const [coupon] = await db
    .insert(coupons)
    .values({
      name: '겨울 스키 10% 할인',
      discountKind: 'RATE',
      discountValue: 10,
      maxDiscount: 20_000,
      minOrderPrice: 0,
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 30 * 86_400_000),
      ...values,
    })
    .returning();
  const [copy] = await db
    .insert(userCoupons)
    .values({ userId, couponId: coupon.id, expiresAt: new Date(now + 30 * 86_400_000) })
    .returning();
  return copy.id;
}

export const sandbox = (db: Db, slowAnswerMs = 50): PaymentProvider =>
  createSandboxProvider(db, { webhookSecret: WEBHOOK_SECRET, slowAnswerMs });

export function rentalInput(
  f: CheckoutFixture,
  start: number,
  end: number,
  extra: Partial<PrepareInput['choices']> = {},
  amount = 1
): Omit<PrepareInput, 'expectedAmount' | 'idempotencyKey'> {
  return {
    selection: {
      itemId: f.rental.itemId,
      options: [{ optionId: f.rental.optionId, amount }],
      startDate: f.day(start),
      endDate: f.day(end),
      deliveryType: 'PICKUP',
    },
    choices: {
      userCouponId: null,
      points: 0,
      withInsurance: false,
      method: 'CARD',
      instalmentMonths: 0,
      cardCode: null,
      easyPayProvider: null,
      leaseMonths: null,
      billingKeyId: null,
      shippingAddressId: null,
      ...extra,
    },
  };
}

export function saleInput(
  f: CheckoutFixture,
  amount = 1,
  extra: Partial<PrepareInput['choices']> = {}
): Omit<PrepareInput, 'expectedAmount' | 'idempotencyKey'> {
  return {
    selection: {
      itemId: f.sale.itemId,
      options: [{ optionId: f.sale.optionId, amount }],
      startDate: null,
      endDate: null,
      deliveryType: 'PICKUP',
    },
    choices: {
      userCouponId: null,
      points: 0,
      withInsurance: false,
      method: 'CARD',
      instalmentMonths: 0,
      cardCode: null,
      easyPayProvider: null,
      leaseMonths: null,
      billingKeyId: null,
      shippingAddressId: null,
      ...extra,
    },
  };
}

export const key = () => `k_${crypto.randomBytes(8).toString('hex')}`;

/** Prepare with the amount the page would show (the caller says it). */
export function prepare(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  input: Omit<PrepareInput, 'expectedAmount' | 'idempotencyKey'>,
  expectedAmount: number,
  idempotencyKey = key()
) {
  return prepareCheckout(db, provider, userId, { ...input, expectedAmount, idempotencyKey }, SITE);
}

export const pay = (db: Db, paymentId: string, outcome: SandboxOutcome = 'APPROVE') =>
  decideSandboxPayment(db, { paymentId, outcome });

export async function orderRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
}
