import type { ApiClient } from '../client';
import { pb_magazinesPageDocument, type MagazineCardFieldsFragment, type pb_magazinesPageQuery } from './generated';

export type MagazinesPageAnswer = pb_magazinesPageQuery;
export type MagazineSection = pb_magazinesPageQuery['magazineSections'][number];
export type MagazineCard = MagazineCardFieldsFragment;

/** /recommends in one operation: the magazine sections and the viewer. */
export async function fetchMagazinesPage(client: ApiClient): Promise<MagazinesPageAnswer> {
  return client.request('item', pb_magazinesPageDocument, {});
}
