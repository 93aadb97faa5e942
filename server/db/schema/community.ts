import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './catalog';
import { users } from './users';

/** Community board posts; the board screens come later, model pages already show tagged posts. */
export const communityPosts = pgTable('community_posts', {
  id: serial().primaryKey(),
  boardCode: text().notNull(),
  userId: integer().notNull().references(() => users.id),
  title: text().notNull(),
  content: text().notNull(),
  isHot: boolean().notNull().default(false),
  isDeleted: boolean().notNull().default(false),
  viewCount: integer().notNull().default(0),
  likeCount: integer().notNull().default(0),
  commentCount: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('community_posts_board_idx').on(t.boardCode, t.createdAt.desc())]);

/** Models a post is tagged with. */
export const communityPostModels = pgTable('community_post_models', {
  postId: integer().notNull().references(() => communityPosts.id, { onDelete: 'cascade' }),
  modelId: integer().notNull().references(() => models.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.postId, t.modelId] }), index('community_post_models_model_idx').on(t.modelId)]);
