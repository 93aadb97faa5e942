import type { Db } from '../../client';
import { contents, featureFlags, images, lineBanners, notices, provisions } from '../../schema';
import { planBanners, planContents, planFlags, planNotices, planProvisions } from '../build/site';
import { insertMany, insertReturningIds } from './batch';
import type { SeedDay } from '../time';

/** Content covers use the Open Graph size, so the same picture serves link previews. */
export const CONTENT_IMAGE = { width: 1200, height: 630 };

export async function writeSite(db: Db, day: SeedDay) {
  const contentPlans = planContents(day);
  const imageIds = await insertReturningIds(
    db,
    images,
    contentPlans.map((c) => ({
      kind: 'DRAWN' as const,
      ...CONTENT_IMAGE,
      alt: c.image.alt,
      drawn: c.image.drawn,
      createdAt: c.publishedAt,
    }))
  );
  await insertMany(
    db,
    contents,
    contentPlans.map((c, i) => ({
      category: c.category,
      name: c.name,
      summary: c.summary,
      img1Id: imageIds[i],
      img2Id: null,
      link1: c.link1,
      link2: c.link2,
      htmlContent: c.htmlContent,
      publishedAt: c.publishedAt,
    }))
  );
  const noticeRows = planNotices(day);
  await insertMany(db, notices, noticeRows);
  const provisionRows = planProvisions(day);
  await insertMany(db, provisions, provisionRows);
  const bannerRows = planBanners(day);
  await insertMany(db, lineBanners, bannerRows);
  const flagRows = planFlags();
  await insertMany(db, featureFlags, flagRows);
  return {
    contents: contentPlans.length,
    contentImages: imageIds.length,
    notices: noticeRows.length,
    provisions: provisionRows.length,
    lineBanners: bannerRows.length,
    featureFlags: flagRows.length,
  };
}
