import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import { magazineCardSchema } from './cardSchemas';

export const MAGAZINE_SECTIONS_DOCUMENT = `query pb_magazineSections {
  magazineSections { id sectionTitle magazines { id name summary img imgWidth imgHeight publishedAt } }
}`;

const magazineSectionSchema = z.object({ id: z.number().int(), sectionTitle: z.string(), magazines: z.array(magazineCardSchema) });

export type MagazineSection = z.infer<typeof magazineSectionSchema>;

export async function fetchMagazineSections(client: ApiClient): Promise<MagazineSection[]> {
  const data = await client.request<unknown>('item', MAGAZINE_SECTIONS_DOCUMENT, {}, { operationName: 'pb_magazineSections' });
  return checkAnswer(z.object({ magazineSections: z.array(magazineSectionSchema) }), data, 'pb_magazineSections').magazineSections;
}
