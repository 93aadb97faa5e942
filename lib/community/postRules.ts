/**
 * docs/product.md §4 Posts: the pure rules every slice holding posts applies (the post page, the board
 * lists, search, a model's posts, my posts). One place so the lists never disagree about a post
 * after a like or a comment: the server's answer is the truth and simply overwrites.
 */

/** The fields of a post the rules touch; lists may hold more. */
export type PostCounters = {
  id: number;
  viewCount: number;
  likeFeedback: boolean;
  likeCount: number;
  commentCount: number;
  taggedModelCount: number;
};

/** What the server answers after a like toggle or a comment write/edit/delete. */
export type PostCountsAnswer = {
  postId: number;
  likeFeedback: boolean;
  likeCount: number;
  commentCount: number;
  taggedModelCount: number;
};

/** "view count rises by one on view" (the server counts once per visitor per day; the page mirrors it). */
export function viewCounted<T extends Pick<PostCounters, 'viewCount'>>(post: T): T {
  return { ...post, viewCount: post.viewCount + 1 };
}

function overwrite<T extends PostCounters>(post: T, answer: PostCountsAnswer): T {
  if (post.id !== answer.postId) return post;
  return {
    ...post,
    likeFeedback: answer.likeFeedback,
    likeCount: answer.likeCount,
    commentCount: answer.commentCount,
    taggedModelCount: answer.taggedModelCount,
  };
}

/** A like toggle's answer overwrites the matching post's like state and counts; others stay. */
export function likeApplied<T extends PostCounters>(post: T, answer: PostCountsAnswer): T {
  return overwrite(post, answer);
}

/** A comment change's answer overwrites the matching post's like state and counts; others stay. */
export function commentsApplied<T extends PostCounters>(post: T, answer: PostCountsAnswer): T {
  return overwrite(post, answer);
}

/** Applies an answer to every matching post of a list (for list slices, inside a draft or not). */
export function applyToPosts<T extends PostCounters>(posts: T[], answer: PostCountsAnswer): T[] {
  return posts.map((post) => overwrite(post, answer));
}
