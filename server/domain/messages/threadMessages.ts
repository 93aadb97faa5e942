import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { messages } from '../../db/schema';
import { HIDDEN_MESSAGE_NOTICE, MESSAGE_PAGE_SIZE, type MessageSide } from '@/lib/messages/messageRules';
import { imageUrl } from '../catalog/imageUrl';
import type { ThreadRole } from './threadAccess';

export type MessagePhoto = { id: number; url: string; thumbUrl: string };

/** One message as both sides see it; `mine` is from the viewer's side. */
export type ThreadMessage = {
  id: number;
  side: MessageSide;
  mine: boolean;
  body: string;
  masked: boolean;
  /** An operator hid it after a report: `body` is the notice and the photos are withheld. */
  hidden: boolean;
  createdAt: string;
  photos: MessagePhoto[];
};

type MessageRow = Pick<typeof messages.$inferSelect, 'id' | 'side' | 'body' | 'masked' | 'createdAt'> & {
  hidden: boolean;
  photoIds: number[] | null;
};

export const photoOf = (id: number): MessagePhoto => ({ id, url: imageUrl(id), thumbUrl: `${imageUrl(id)}?w=480` });

/**
 * Messages of a thread in the order written: the newest page (`before` null), an older page, or
 * everything after a message the viewer already has (`after`: a stream's catch-up and replay).
 */
export async function threadMessages(
  db: Db,
  threadId: number,
  role: ThreadRole,
  range: { after?: number; before?: number | null; limit?: number }
): Promise<ThreadMessage[]> {
  const limit = range.limit ?? MESSAGE_PAGE_SIZE;
  const after = range.after !== undefined;
  const rows = await queryRows<MessageRow>(
    db,
    sql`SELECT m.id, m.side, m.body, m.masked, m.created_at AS "createdAt", (m.hidden_at IS NOT NULL) AS hidden,
        (SELECT json_agg(mi.image_id ORDER BY mi.sort_order) FROM message_images mi WHERE mi.message_id = m.id) AS "photoIds"
      FROM messages m
      WHERE m.thread_id = ${threadId}
        ${after ? sql`AND m.id > ${range.after}` : sql``}
        ${range.before ? sql`AND m.id < ${range.before}` : sql``}
      ORDER BY m.id ${after ? sql`ASC` : sql`DESC`}
      LIMIT ${limit}`
  );
  const ordered = after ? rows : rows.reverse();
  return ordered.map((r) => {
    // A hidden message leaves the thread's order intact but says nothing of what it was, to either side.
    const hidden = Boolean(r.hidden);
    return {
      id: Number(r.id),
      side: r.side,
      mine: r.side === role,
      body: hidden ? HIDDEN_MESSAGE_NOTICE : r.body,
      masked: hidden ? false : r.masked,
      hidden,
      createdAt: toIso(r.createdAt),
      photos: hidden ? [] : (r.photoIds ?? []).map((id) => photoOf(Number(id))),
    };
  });
}
