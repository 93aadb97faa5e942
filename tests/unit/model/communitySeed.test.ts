/**
 * @jest-environment node
 */
import { planModels } from '@/server/db/seed/build/models';
import { COMMUNITY_POST_COUNT, planCommunityPosts } from '@/server/db/seed/write/community';
import { kst, SeedDay } from '@/server/db/seed/time';

describe('community seed', () => {
  const day = SeedDay.of(kst(2026, 11, 1));
  const models = planModels(day);
  const posts = planCommunityPosts(models, 300, day);

  it('plans about 400 posts on the free, review and qna boards, each tagged with one to three models', () => {
    expect(posts).toHaveLength(COMMUNITY_POST_COUNT);
    expect(new Set(posts.map((p) => p.boardCode))).toEqual(new Set(['free', 'review', 'qna']));
    for (const post of posts) {
      expect(post.modelIndexes.length).toBeGreaterThanOrEqual(1);
      expect(post.modelIndexes.length).toBeLessThanOrEqual(3);
      expect(new Set(post.modelIndexes).size).toBe(post.modelIndexes.length);
      expect(post.title).not.toMatch(/[{}]|\(은\)|\(는\)|을\(를\)/);
      expect(post.content).toMatch(/[가-힣]/);
      expect(post.userIndex).toBeLessThan(300);
    }
  });

  it('mentions the model it is tagged with, oldest post first', () => {
    for (const post of posts) expect(`${post.title} ${post.content}`).toContain(models[post.modelIndexes[0]].name);
    const times = posts.map((p) => p.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives no model the same title twice while it has other topics left', () => {
    const titles = posts.map((p) => p.title);
    expect(new Set(titles).size).toBeGreaterThan(titles.length * 0.95);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(planCommunityPosts(planModels(day), 300, day))).toBe(JSON.stringify(posts));
  });
});
