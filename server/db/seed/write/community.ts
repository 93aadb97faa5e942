import type { Db } from '../../client';
import { communityComments, communityPostModels, communityPosts } from '../../schema';
import type { ModelPlan } from '../build/models';
import { fillTemplate, fixParticles, formatWon } from '../build/korean';
import { bikeCopy, bikePlaces } from '../data/community/bikePosts';
import { snowCopy, snowPlaces } from '../data/community/snowPosts';
import type { BoardCode, SportCopy } from '../data/community/types';
import { commentCopy, replyCopy } from '../data/community/comments';
import { Rng, roundWon } from '../random';
import { atDaytime, between, type SeedDay } from '../time';
import { insertMany, insertReturningIds } from './batch';
import { postSearchDocument } from '../../../domain/community/postSearchText';

export const COMMUNITY_POST_COUNT = 400;

/** Riders talk about bikes and boards they ride: kids' bikes, helmets and goggles are left to reviews. */
const TALKED_ABOUT = new Set([
  'road',
  'gravel',
  'mtb_hardtail',
  'mtb_full',
  'hybrid',
  'folding',
  'minivelo',
  'city',
  'ebike',
  'emtb',
  'ski_race',
  'ski_allmountain',
  'ski_freestyle',
  'snowboard',
]);

const BOARDS = [
  ['free', 40],
  ['review', 35],
  ['qna', 25],
] as const;

type PostPlan = {
  boardCode: BoardCode;
  userIndex: number;
  title: string;
  content: string;
  modelIndexes: number[];
  viewCount: number;
  likeCount: number;
  commentCount: number;
  isHot: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Bike talk over the last eight months, snow talk in the last ski season (eleven to eight months
 * ago) and the month before the seeding day, counted from the seeding day like every seeded date.
 */
function postDate(code: 'BIKE' | 'SKI', rng: Rng, day: SeedDay): Date {
  const [from, to] =
    code === 'BIKE'
      ? [day.at(-245), day.at(-1)]
      : rng.chance(0.75)
        ? [day.at(-335), day.at(-231)]
        : [day.at(-31), day.at(-1)];
  return atDaytime(between(from, to, rng.next()), rng.next());
}

/**
 * One topic: its title and opener, two or three middles (the topic's own first), a closer. A title
 * already written is avoided when another topic is left, so one model's page never lists the same
 * question three times.
 */
function compose(
  copy: SportCopy[BoardCode],
  values: Record<string, string>,
  rng: Rng,
  usedTitles: Set<string>
): { title: string; content: string; mentionsOther: boolean } {
  const fill = (template: string) => fixParticles(fillTemplate(template, values));
  const fresh = copy.topics.filter((t) => !usedTitles.has(fill(t.title)));
  const topic = rng.pick(fresh.length > 0 ? fresh : copy.topics);
  const own = rng.sample(topic.middles ?? [], 2);
  const middles = [...own, ...rng.sample(copy.middles, rng.int(2, 3) - own.length)];
  const sentences = [topic.opener, ...middles, rng.pick(copy.closers)];
  return {
    title: fill(topic.title),
    content: sentences.map(fill).join(' '),
    mentionsOther: topic.opener.includes('{other}'),
  };
}

function planPost(
  index: number,
  models: ModelPlan[],
  byCategory: Map<string, number[]>,
  talked: number[],
  userCount: number,
  usedTitles: Set<string>,
  day: SeedDay
): PostPlan {
  const rng = Rng.fork('community', index);
  const primary = rng.pick(talked);
  const model = models[primary];
  const bike = model.category.code === 'BIKE';
  const boardCode = rng.weighted(BOARDS);
  const copy = (bike ? bikeCopy : snowCopy)[boardCode];
  const peers = (byCategory.get(model.category.key) ?? []).filter((i) => i !== primary);
  const other = peers.length > 0 ? rng.pick(peers) : null;
  const values = {
    model: `${model.brand.name} ${model.name}`,
    name: model.name,
    brand: model.brand.name,
    other: other === null ? model.name : `${models[other].brand.name} ${models[other].name}`,
    place: rng.pick(bike ? bikePlaces : snowPlaces),
    height: String(rng.int(158, 186)),
    price: formatWon(roundWon(model.releasePrice * rng.float(0.72, 0.95), 10000)),
  };
  const { title, content, mentionsOther } = compose(copy, values, rng, usedTitles);
  usedTitles.add(title);
  // Tags: the model talked about, the compared one, and sometimes one more the writer also rides.
  const tags = [primary];
  if (mentionsOther && other !== null) tags.push(other);
  if (rng.chance(0.25) && peers.length > 0) tags.push(rng.pick(peers));
  const likeCount =
    rng.weighted([
      [0, 3],
      [1, 4],
      [3, 4],
      [6, 3],
      [12, 2],
      [25, 1],
      [48, 0.5],
    ] as const) + rng.int(0, 3);
  const createdAt = postDate(model.category.code, rng, day);
  return {
    boardCode,
    userIndex: rng.int(0, userCount - 1),
    title,
    content,
    modelIndexes: [...new Set(tags)].slice(0, 3),
    viewCount: likeCount * rng.int(12, 30) + rng.int(20, 160),
    likeCount,
    commentCount: Math.round(likeCount * rng.float(0.3, 1.2)) + (boardCode === 'qna' ? rng.int(1, 6) : rng.int(0, 3)),
    isHot: likeCount >= 30,
    createdAt,
    updatedAt: rng.chance(0.15)
      ? new Date(Math.min(createdAt.getTime() + rng.int(5, 240) * 60_000, day.midnight.getTime()))
      : createdAt,
  };
}

/** Deterministic posts by the seeded members, each tagged with one to three catalogue models. */
export function planCommunityPosts(
  models: ModelPlan[],
  userCount: number,
  day: SeedDay,
  count = COMMUNITY_POST_COUNT
): PostPlan[] {
  const talked = models.map((m, i) => (TALKED_ABOUT.has(m.category.key) ? i : -1)).filter((i) => i >= 0);
  const byCategory = new Map<string, number[]>();
  for (const i of talked)
    byCategory.set(models[i].category.key, [...(byCategory.get(models[i].category.key) ?? []), i]);
  const usedTitles = new Set<string>();
  const posts = Array.from({ length: count }, (_, index) =>
    planPost(index, models, byCategory, talked, userCount, usedTitles, day)
  );
  // Insert oldest first so ids follow time, as on a real board.
  const order = posts.map((post, index) => ({ post, index }));
  order.sort((a, b) => a.post.createdAt.getTime() - b.post.createdAt.getTime() || a.index - b.index);
  return order.map(({ post }) => post);
}

export async function writeCommunity(
  db: Db,
  models: ModelPlan[],
  modelIds: number[],
  userIds: number[],
  day: SeedDay
): Promise<number> {
  const plans = planCommunityPosts(models, userIds.length, day);
  const postIds = await insertReturningIds(
    db,
    communityPosts,
    plans.map((p) => ({
      boardCode: p.boardCode,
      userId: userIds[p.userIndex],
      title: p.title,
      content: p.content,
      isHot: p.isHot,
      viewCount: p.viewCount,
      likeCount: p.likeCount,
      commentCount: p.commentCount,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      ...postSearchDocument(
        p.title,
        p.content,
        p.modelIndexes.map((m) => `${models[m].brand.name} ${models[m].name}`)
      ),
    }))
  );
  await insertMany(
    db,
    communityPostModels,
    plans.flatMap((p, i) => p.modelIndexes.map((m) => ({ postId: postIds[i], modelId: modelIds[m] })))
  );
  await writeComments(db, plans, postIds, userIds, day);
  return postIds.length;
}

type CommentPlan = { userIndex: number; content: string; createdAt: Date; parent: number | null };

/**
 * A post's thread: exactly its comment_count live comments (SPEC: the count is what a thread shows),
 * oldest first, between the post and the seeding day; about a third are replies to an earlier
 * top-level comment, often by the post's author.
 */
export function planComments(post: PostPlan, index: number, userCount: number, day: SeedDay): CommentPlan[] {
  const rng = Rng.fork('community-comments', index);
  const end = new Date(Math.max(post.createdAt.getTime() + 60_000, day.midnight.getTime() - 60_000));
  const times = Array.from({ length: post.commentCount }, () =>
    between(post.createdAt, end, rng.float(0.01, 1)).getTime()
  ).sort((a, b) => a - b);
  const plans: CommentPlan[] = [];
  times.forEach((time, i) => {
    const tops = plans.map((c, at) => (c.parent === null ? at : -1)).filter((at) => at >= 0);
    const parent = i > 0 && tops.length > 0 && rng.chance(0.35) ? rng.pick(tops) : null;
    const userIndex = parent !== null && rng.chance(0.5) ? post.userIndex : rng.int(0, userCount - 1);
    const content = parent === null ? rng.pick(commentCopy[post.boardCode]) : rng.pick(replyCopy);
    plans.push({ userIndex, content, createdAt: new Date(Math.max(time, post.createdAt.getTime() + 60_000)), parent });
  });
  return plans;
}

async function writeComments(
  db: Db,
  plans: PostPlan[],
  postIds: number[],
  userIds: number[],
  day: SeedDay
): Promise<void> {
  const threads = plans.map((post, i) => planComments(post, i, userIds.length, day));
  const row = (postIndex: number, c: CommentPlan, parentId: number | null) => ({
    postId: postIds[postIndex],
    userId: userIds[c.userIndex],
    parentId,
    content: c.content,
    createdAt: c.createdAt,
    updatedAt: c.createdAt,
  });
  const tops = threads.flatMap((thread, p) =>
    thread.map((c, at) => ({ p, at, c })).filter(({ c }) => c.parent === null)
  );
  const ids = await insertReturningIds(
    db,
    communityComments,
    tops.map(({ p, c }) => row(p, c, null))
  );
  const idOf = new Map(tops.map(({ p, at }, i) => [`${p}:${at}`, ids[i]]));
  await insertMany(
    db,
    communityComments,
    threads.flatMap((thread, p) =>
      thread.filter((c) => c.parent !== null).map((c) => row(p, c, idOf.get(`${p}:${c.parent}`)!))
    )
  );
}
