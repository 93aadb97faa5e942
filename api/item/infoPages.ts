import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

export const INFO_PAGE_DOCUMENT = 'query pb_infoPage($key: String!) { infoPage(key: $key) { key title summary htmlContent updatedAt } }';

const infoPageSchema = z.object({
  key: z.string(), title: z.string(), summary: z.string(), htmlContent: z.string(), updatedAt: z.string(),
});

export type InfoPage = z.infer<typeof infoPageSchema>;

export async function fetchInfoPage(client: ApiClient, key: string): Promise<InfoPage> {
  const data = await client.request<unknown>('item', INFO_PAGE_DOCUMENT, { key }, { operationName: 'pb_infoPage' });
  return checkAnswer(z.object({ infoPage: infoPageSchema }), data, 'pb_infoPage').infoPage;
}
