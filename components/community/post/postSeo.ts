import type { CommunityPostDetail } from '@/api/item/communityPost';

/** The description: the text's first ~150 characters on one line (the board's name when blocked or empty). */
export function postDescription(post: CommunityPostDetail): string {
  const text = post.content.replace(/\s+/g, ' ').trim();
  if (!text) return `${post.boardName} 게시판의 글 | 라이드마켓 커뮤니티`;
  return text.length > 150 ? `${text.slice(0, 149)}…` : text;
}

export const postTitle = (post: CommunityPostDetail) => `${post.title} | ${post.boardName} | 라이드마켓 커뮤니티`;

const counter = (type: 'LikeAction' | 'CommentAction', count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `https://schema.org/${type}`,
  userInteractionCount: count,
});

/**
 * schema.org DiscussionForumPosting with likes, comments and the first 20 comments (placeholders
 * left out: they have no author or text worth indexing).
 */
export function postJsonLd(post: CommunityPostDetail, url: string, imageUrl: string | null): object {
  const comments = post.comments
    .flatMap((c) => [c, ...c.replies])
    .filter((c) => !c.isPlaceholder)
    .slice(0, 20);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: post.title,
    text: post.content,
    articleSection: post.boardName,
    author: { '@type': 'Person', name: post.nickname },
    datePublished: post.createdDatetime,
    dateModified: post.updatedDatetime,
    ...(imageUrl ? { image: imageUrl } : {}),
    interactionStatistic: [counter('LikeAction', post.likeCount), counter('CommentAction', post.commentCount)],
    commentCount: post.commentCount,
    comment: comments.map((c) => ({
      '@type': 'Comment',
      text: c.content,
      datePublished: c.createdDatetime,
      author: { '@type': 'Person', name: c.nickname ?? '' },
    })),
  };
}
