import crypto from 'node:crypto';
import type { Db } from '@/server/db/client';
import {
  brands,
  categories,
  communityPostModels,
  communityPosts,
  images,
  memberBlocks,
  models,
} from '@/server/db/schema';
import { postSearchDocument } from '@/server/domain/community/postSearchText';
import { verifiedMember } from '../../support/checkoutFixture';

export type SearchCast = {
  author: number;
  other: number;
  viewer: number;
  brompton: number;
  tyrant: number;
};

let seq = 0;

/** Two models (a folding bike named in Korean and English, and a snowboard), three members. */
export async function searchCast(db: Db): Promise<SearchCast> {
  seq += 1;
  const tag = `${process.pid}-${seq}-${crypto.randomBytes(3).toString('hex')}`;
  const [image] = await db
    .insert(images)
    .values({
      kind: 'DRAWN',
      width: 600,
      height: 600,
      alt: '자전거',
      drawn: { silhouette: 'road', color: '#1b64da', label: '자전거' },
    })
    .returning();
  const [category] = await db
    .insert(categories)
    .values({ code: 'BIKE', key: `folding-${tag}`, name: '폴딩', groupName: '자전거' })
    .returning();
  const [brand] = await db
    .insert(brands)
    .values({
      key: `brompton-${tag}`,
      name: '브롬톤',
      nameEn: 'Brompton',
      code: 'BIKE',
      country: '영국',
      color: '#d00',
    })
    .returning();
  const model = (name: string) =>
    db
      .insert(models)
      .values({
        brandId: brand.id,
        categoryId: category.id,
        name,
        modelYear: 2026,
        summaryInfo: '요약',
        specInfo: [],
        detailHtml: '',
        releasePrice: 2_000_000,
        imageId: image.id,
      })
      .returning();
  const [brompton] = await model('C라인 익스플로어');
  const [tyrant] = await model('타이런트 보드');
  return {
    author: await verifiedMember(db),
    other: await verifiedMember(db),
    viewer: await verifiedMember(db),
    brompton: brompton.id,
    tyrant: tyrant.id,
  };
}

export type PostSeed = {
  userId: number;
  title: string;
  content?: string;
  boardCode?: string;
  createdAt: Date;
  modelIds?: number[];
  modelNames?: string[];
  isDeleted?: boolean;
  hidden?: boolean;
  indexed?: boolean;
  likeCount?: number;
};

/** A post as the writes store it (search text included unless `indexed: false`, as seeded before search existed). */
export async function insertPost(db: Db, seed: PostSeed): Promise<number> {
  const content = seed.content ?? '본문입니다.';
  const fields =
    seed.indexed === false
      ? { searchText: '', searchChosung: '' }
      : postSearchDocument(seed.title, content, seed.modelNames ?? []);
  const [row] = await db
    .insert(communityPosts)
    .values({
      boardCode: seed.boardCode ?? 'free',
      userId: seed.userId,
      title: seed.title,
      content,
      createdAt: seed.createdAt,
      updatedAt: seed.createdAt,
      isDeleted: seed.isDeleted ?? false,
      hiddenAt: seed.hidden ? seed.createdAt : null,
      likeCount: seed.likeCount ?? 0,
      ...fields,
    })
    .returning({ id: communityPosts.id });
  if (seed.modelIds?.length)
    await db.insert(communityPostModels).values(seed.modelIds.map((modelId) => ({ postId: row.id, modelId })));
  return row.id;
}

export const block = (db: Db, userId: number, blockedUserId: number) =>
  db.insert(memberBlocks).values({ userId, blockedUserId });

/** A fixed day long ago plus `minutes`: never today's date. */
export const at = (minutes: number) => new Date(Date.UTC(2025, 2, 1, 0, minutes));
