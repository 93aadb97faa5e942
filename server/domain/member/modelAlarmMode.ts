import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modelBookmarks } from '../../db/schema';
import { DomainError } from '@/lib/errors';

/**
 * When a saved model's lowest-price alarm speaks (docs/product.md §4 Bookmarks): EVERY_DROP 가격이
 * 내려갈 때마다 (each new lowest the member has not seen), ALL_TIME_LOW 역대 최저가가 되면 (only below
 * the lowest of the model's kept price history; server/jobs/lowestPriceAlarms.ts).
 */
export const MODEL_ALARM_MODES = ['EVERY_DROP', 'ALL_TIME_LOW'] as const;
export type ModelAlarmMode = (typeof MODEL_ALARM_MODES)[number];

export type ModelAlarmModeState = { modelId: number; alarmMode: ModelAlarmMode };

/**
 * Sets the mode of the member's own saved model. The update is scoped to the member, so a model the
 * member has not saved (another member's bookmark included) is NOT_FOUND and nothing changes.
 */
export async function setModelAlarmMode(
  db: Db,
  userId: number,
  modelId: number,
  alarmMode: ModelAlarmMode
): Promise<ModelAlarmModeState> {
  const [row] = await db
    .update(modelBookmarks)
    .set({ alarmMode })
    .where(and(eq(modelBookmarks.userId, userId), eq(modelBookmarks.modelId, modelId)))
    .returning({ modelId: modelBookmarks.modelId });
  if (!row) throw new DomainError('NOT_FOUND', '찜한 모델을 찾을 수 없어요.');
  return { modelId: row.modelId, alarmMode };
}
