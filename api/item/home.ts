import type { ApiClient } from '../client';
import { pb_homePageDocument, type pb_homePageQuery } from './generated';

export type HomePageAnswer = pb_homePageQuery;
export type HomeAnswer = pb_homePageQuery['home'];
export type HomeCategory = HomeAnswer['categories'][number];
export type HomeBusinessCard = HomeAnswer['businesses'][number];
export type HomeMagazineCard = HomeAnswer['magazines'][number];
export type HomeNoticeCard = HomeAnswer['notices'][number];

/** The home page's one operation: every section and the viewer. */
export async function fetchHomePage(client: ApiClient): Promise<HomePageAnswer> {
  return client.request('item', pb_homePageDocument, {});
}
