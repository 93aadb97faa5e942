import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

export const NOTICES_DOCUMENT = 'query pb_notices { notices { id title isImportant publishedAt htmlContent } }';

const noticeSchema = z.object({
  id: z.number().int(), title: z.string(), isImportant: z.boolean(), publishedAt: z.string(), htmlContent: z.string(),
});

export type NoticeEntry = z.infer<typeof noticeSchema>;

export async function fetchNotices(client: ApiClient): Promise<NoticeEntry[]> {
  const data = await client.request<unknown>('item', NOTICES_DOCUMENT, {}, { operationName: 'pb_notices' });
  return checkAnswer(z.object({ notices: z.array(noticeSchema) }), data, 'pb_notices').notices;
}
