import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { inquiries, inquiryReplies } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import {
  INQUIRY_STATUS_LABELS,
  INQUIRY_TYPE_LABELS,
  type InquiryReplySide,
  type InquiryStatus,
  type InquiryType,
} from '@/lib/inquiries/inquiryRules';
import { photoOf, type MessagePhoto } from '../messages/threadMessages';

/** Who reads the inquiry: its member, or an operator (who also sees which operator answered). */
export type InquiryReader = { kind: 'MEMBER'; userId: number } | { kind: 'OPERATOR' };

export type InquiryOrder = { id: number; itemName: string; totalPrice: number; createdAt: string };
export type InquiryReply = { id: number; side: InquiryReplySide; authorName: string; body: string; createdAt: string };

export type InquiryView = {
  id: number;
  type: InquiryType;
  typeLabel: string;
  status: InquiryStatus;
  statusLabel: string;
  title: string | null;
  body: string;
  createdAt: string;
  waitingSince: string | null;
  lastReplyId: number;
  member: { id: number; nickname: string };
  order: InquiryOrder | null;
  photos: MessagePhoto[];
  replies: InquiryReply[];
};

/** What the member reads as the author of every answer: the marketplace, not an operator's name. */
export const OPERATOR_SIGNATURE = '라이드마켓 고객센터';

type HeadRow = Pick<
  typeof inquiries.$inferSelect,
  'id' | 'userId' | 'type' | 'status' | 'title' | 'body' | 'createdAt' | 'waitingSince' | 'lastReplyId' | 'orderId'
> & {
  nickname: string;
  itemName: string | null;
  totalPrice: number | null;
  orderCreatedAt: Date | string | null;
  photoIds: number[] | null;
};
type ReplyRow = Pick<typeof inquiryReplies.$inferSelect, 'id' | 'side' | 'body' | 'createdAt'> & { nickname: string };

export const inquiryNotFound = () => new DomainError('NOT_FOUND', '문의를 찾을 수 없어요.');

/**
 * One inquiry with its photos and replies (docs/product.md §3 1:1 inquiries). A member reads only
 * their own: anyone else's id is the same NOT_FOUND as a missing one, ids being sequential.
 */
export async function inquiryView(db: Db, inquiryId: number, reader: InquiryReader): Promise<InquiryView> {
  const [head] = await queryRows<HeadRow>(
    db,
    sql`SELECT q.id, q.user_id AS "userId", q.type, q.status, q.title, q.body, q.created_at AS "createdAt",
        q.waiting_since AS "waitingSince", q.last_reply_id AS "lastReplyId", q.order_id AS "orderId",
        u.nickname, o.item_name AS "itemName", o.total_price AS "totalPrice", o.created_at AS "orderCreatedAt",
        (SELECT json_agg(qi.image_id ORDER BY qi.sort_order) FROM inquiry_images qi WHERE qi.inquiry_id = q.id) AS "photoIds"
      FROM inquiries q JOIN users u ON u.id = q.user_id LEFT JOIN orders o ON o.id = q.order_id
      WHERE q.id = ${inquiryId}`
  );
  if (!head || (reader.kind === 'MEMBER' && Number(head.userId) !== reader.userId)) throw inquiryNotFound();
  const replies = await queryRows<ReplyRow>(
    db,
    sql`SELECT r.id, r.side, r.body, r.created_at AS "createdAt", u.nickname
      FROM inquiry_replies r JOIN users u ON u.id = r.author_id
      WHERE r.inquiry_id = ${inquiryId} ORDER BY r.id`
  );
  return {
    id: Number(head.id),
    type: head.type,
    typeLabel: INQUIRY_TYPE_LABELS[head.type],
    status: head.status,
    statusLabel: INQUIRY_STATUS_LABELS[head.status],
    title: head.title,
    body: head.body,
    createdAt: toIso(head.createdAt),
    waitingSince: head.waitingSince ? toIso(head.waitingSince) : null,
    lastReplyId: Number(head.lastReplyId),
    member: { id: Number(head.userId), nickname: head.nickname },
    order:
      head.orderId === null || head.itemName === null
        ? null
        : {
            id: Number(head.orderId),
            itemName: head.itemName,
            totalPrice: Number(head.totalPrice),
            createdAt: toIso(head.orderCreatedAt!),
          },
    photos: (head.photoIds ?? []).map((id) => photoOf(Number(id))),
    replies: replies.map((r) => ({
      id: Number(r.id),
      side: r.side,
      authorName:
        r.side === 'MEMBER'
          ? r.nickname
          : reader.kind === 'OPERATOR'
            ? `${OPERATOR_SIGNATURE} · ${r.nickname}`
            : OPERATOR_SIGNATURE,
      body: r.body,
      createdAt: toIso(r.createdAt),
    })),
  };
}
