import type { Db } from '../../../db/client';
import { postImageIds, taggedModelIds } from '../../../domain/community/postPages';
import { forgetModelDetail } from '../../../domain/model/modelDetailService';
import { forgetCachedPages } from '../../../ssr/anonymousPageCache';
import { forgetOgImage } from '../../../http/ogImageHandler';

/**
 * Visitors see a post (or a comment) taken down or changed at once, not after the anonymous page
 * cache's half minute: hidden by reports, deleted and edited content must not stay readable. Every
 * page under /community is forgotten: the post's own page, the board lists (one path, the board and
 * sort in the query, and 전체 and the hot posts show every board anyway) and community search. So are
 * the pages of the models the post tags, with the model page's own kept data, and of the models it
 * tagged before an edit (`taggedBefore`), which list it no more. A new post is a change too: the
 * board lists show it. The post's photos (and their share pictures) are forgotten with it, those it
 * had before an edit included (`imagesBefore`). Each forget also bans the same pages in the shared
 * HTTP cache (server/cluster/sharedPaths.ts).
 */
export async function forgetPostPages(db: Db, postId: number, taggedBefore: readonly number[] = [], imagesBefore: readonly number[] = []): Promise<void> {
  forgetCachedPages('/community');
  for (const imageId of new Set([...imagesBefore, ...(await postImageIds(db, postId))])) forgetOgImage(imageId);
  const models = new Set([...taggedBefore, ...(await taggedModelIds(db, postId))]);
  for (const modelId of models) {
    forgetCachedPages(`/models/${modelId}`);
    forgetModelDetail(db, modelId);
  }
}
