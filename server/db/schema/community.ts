import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { models } from './catalog';
import { images } from './images';
import { users } from './users';

/** The boards of /community (issue 18): data, not code, so a board can be added without a release. */
export const communityBoards = pgTable('community_boards', {
  code: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  sortOrder: smallint().notNull().default(0),
});

/** Community board posts. Text is plain text with line breaks, never HTML. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial().primaryKey(),
    boardCode: text()
      .notNull()
      .references(() => communityBoards.code),
    userId: integer()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    content: text().notNull(),
    isHot: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    viewCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    /** Set when five different members reported the post: hidden until an operator reviews it. */
    hiddenAt: timestamp({ withTimezone: true }),
    /** normalizeSearchText / chosung of title and text (server/domain/search), kept by the writes. */
    searchText: text().notNull().default(''),
    searchChosung: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_posts_board_idx').on(t.boardCode, t.createdAt.desc()),
    index('community_posts_user_idx').on(t.userId, t.createdAt.desc()),
    index('community_posts_created_idx').on(t.createdAt.desc()),
    index('community_posts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('community_posts_chosung_trgm_idx').using('gin', t.searchChosung.op('gin_trgm_ops')),
  ]
);

/** Models a post is tagged with. */
export const communityPostModels = pgTable(
  'community_post_models',
  {
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    modelId: integer()
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.modelId] }), index('community_post_models_model_idx').on(t.modelId)]
);

/** A post's photos (uploads, attached with attachUploads), in the order they are shown. */
export const communityPostImages = pgTable(
  'community_post_images',
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    sortOrder: smallint().notNull().default(0),
  },
  (t) => [
    index('community_post_images_post_idx').on(t.postId, t.sortOrder),
    index('community_post_images_image_idx').on(t.imageId),
  ]
);

/**
 * Comments, one level of replies (a reply's parent is a top-level comment). A deleted comment with
 * replies stays as "삭제된 댓글입니다" so the thread still reads.
 */
export const communityComments = pgTable(
  'community_comments',
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    parentId: integer(),
    content: text().notNull(),
    isDeleted: boolean().notNull().default(false),
    hiddenAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_comments_post_idx').on(t.postId, t.id),
    index('community_comments_user_idx').on(t.userId, t.createdAt.desc()),
    index('community_comments_parent_idx').on(t.parentId),
  ]
);

/** One like per member and post; community_posts.like_count is kept in step in the same transaction. */
export const communityPostLikes = pgTable(
  'community_post_likes',
  {
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('community_post_likes_user_idx').on(t.userId)]
);

/** docs/product.md §4 Posts: a view counts once per visitor (member or anonymous id) per Seoul day. */
export const communityPostViews = pgTable(
  'community_post_views',
  {
    postId: integer()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    viewerKey: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.day] })]
);

/**
 * A member's report of a post, a comment or a review; five different members with open reports hide it
 * (hidden_at). An operator's decision (docs/product.md §10 Moderation) marks every open report handled.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: serial().primaryKey(),
    targetKind: text().notNull(),
    targetId: integer().notNull(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an operator decided on the reported content; null while the report waits in the queue. */
    handledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('community_reports_once_uq').on(t.targetKind, t.targetId, t.reporterId),
    index('community_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} IS NULL`),
    check('community_reports_kind', sql`${t.targetKind} IN ('POST', 'COMMENT', 'REVIEW')`),
  ]
);

/** A member who no longer wants to see another member's posts and comments. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.blockedUserId] }),
    check('member_blocks_not_self', sql`${t.userId} <> ${t.blockedUserId}`),
  ]
);
