// docs/product.md §4 Posts, one test per rule, named after it.
import { applyToPosts, commentsApplied, likeApplied, viewCounted, type PostCounters } from '@/lib/community/postRules';

const post = (id: number, extra: Partial<PostCounters> = {}): PostCounters => ({
  id,
  viewCount: 10,
  likeFeedback: false,
  likeCount: 3,
  commentCount: 2,
  taggedModelCount: 1,
  ...extra,
});

describe('docs/product.md §4 Posts', () => {
  test('Posts: view count rises by one on view', () => {
    expect(viewCounted(post(1)).viewCount).toBe(11);
    expect(viewCounted(viewCounted(post(1, { viewCount: 0 }))).viewCount).toBe(2);
  });

  test("Posts: like and comment updates overwrite the matching post's like state, like count, comment count and tagged model count", () => {
    const answer = { postId: 2, likeFeedback: true, likeCount: 9, commentCount: 7, taggedModelCount: 4 };
    const liked = likeApplied(post(2), answer);
    expect(liked).toEqual({
      id: 2,
      viewCount: 10,
      likeFeedback: true,
      likeCount: 9,
      commentCount: 7,
      taggedModelCount: 4,
    });
    // overwrite, not add: a stale higher count goes down to the server's number
    expect(
      commentsApplied(post(2, { commentCount: 50, likeFeedback: true }), { ...answer, likeFeedback: false })
    ).toMatchObject({ likeFeedback: false, likeCount: 9, commentCount: 7, taggedModelCount: 4 });
    // another post is untouched
    expect(likeApplied(post(3), answer)).toEqual(post(3));
    expect(applyToPosts([post(1), post(2)], answer).map((p) => p.likeCount)).toEqual([3, 9]);
  });
});
