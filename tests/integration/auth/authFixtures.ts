import crypto from 'node:crypto';
import type { Db } from '@/server/db/client';
import { businesses } from '@/server/db/schema/businesses';
import { users } from '@/server/db/schema/users';

/** Users are created directly: sign-up arrives in a later issue. Nicknames are unique per call. */
export async function insertUser(db: Db, businessId: number | null = null): Promise<number> {
  const nickname = `라이더_${crypto.randomBytes(4).toString('hex')}`;
  const [row] = await db.insert(users).values({ nickname, businessId }).returning({ id: users.id });
  return row.id;
}

export async function insertBusiness(db: Db): Promise<number> {
  const [row] = await db
    .insert(businesses)
    .values({
      name: '반포 한강 자전거 대여소',
      region: '서울',
      address: '서울특별시 서초구 신반포로11길 40',
      lat: 37.5101,
      lng: 126.9959,
      phone: '02-533-0000',
      openingHours: [{ weekday: 6, open: '09:00', close: '20:00' }],
    })
    .returning({ id: businesses.id });
  return row.id;
}

export const T0 = new Date('2025-03-01T00:00:00.000Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;
