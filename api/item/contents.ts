import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { magazineCardSchema } from './cardSchemas';

export const CONTENT_DOCUMENT = `query pb_content($id: Int!) {
  content(id: $id) {
    id img1 img2 name link1 link2 category htmlContent summary publishedAt img1Id imgWidth imgHeight
    relatedMagazines { id name summary img imgWidth imgHeight publishedAt }
  }
}`;

const contentSchema = z.object({
  id: z.number().int(), img1: z.string(), img2: z.string().nullable(), name: z.string(),
  link1: z.string().nullable(), link2: z.string().nullable(), category: z.enum(['MAGAZINE', 'GUIDE', 'EVENT']),
  htmlContent: z.string(), summary: z.string(), publishedAt: z.string(),
  img1Id: z.number().int(), imgWidth: z.number().int(), imgHeight: z.number().int(),
  relatedMagazines: z.array(magazineCardSchema),
});

export type ContentAnswer = z.infer<typeof contentSchema>;

export async function fetchContent(client: ApiClient, id: number): Promise<ContentAnswer> {
  const data = await client.request<unknown>('item', CONTENT_DOCUMENT, { id }, { operationName: 'pb_content' });
  return checkAnswer(z.object({ content: contentSchema }), data, 'pb_content').content;
}
