import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { OpeningHours } from '../../db/schema';
import { openStatus } from '@/lib/businesses/openNow';
import type { ThreadSubjectKind } from '@/lib/messages/messageRules';
import { imageUrl } from '../catalog/imageUrl';
import { openingHoursText } from '../item/itemSections';
import { parseInput } from '../parseInput';
import type { Viewer } from '../viewer';
import { threadInput } from './messageInput';
import { threadForViewer, type ThreadRole } from './threadAccess';
import { threadMessages, type ThreadMessage } from './threadMessages';

/** The item's or order's card at the top of a thread. */
export type ThreadSubjectCard = {
  kind: ThreadSubjectKind;
  id: number;
  title: string;
  img: string;
  price: number;
  linkUrl: string;
};

/** The business as a thread shows it: its hours only matter to the customer while it is closed. */
export type ThreadBusiness = {
  id: number;
  name: string;
  isOpenNow: boolean;
  openStatusText: string;
  hoursText: string;
};

export type ThreadDetail = {
  id: number;
  role: ThreadRole;
  counterpartName: string;
  subject: ThreadSubjectCard;
  business: ThreadBusiness;
  messages: ThreadMessage[];
  /** Older messages exist before the first one answered. */
  hasOlder: boolean;
  /** The last message of the viewer's side the other side has read (읽음 under it and before). */
  otherReadMessageId: number;
};

type HeadRow = {
  subjectTitle: string;
  imageId: number;
  price: number;
  businessName: string;
  customerName: string;
  openingHours: OpeningHours;
  closedDates: string[];
};

/** One thread for one of its parties (or an operator reading a dispute), newest page of messages. */
export async function threadDetail(
  db: Db,
  viewer: Viewer,
  input: unknown,
  now: Date = new Date()
): Promise<ThreadDetail> {
  const args = parseInput(threadInput, input);
  const { thread, role } = await threadForViewer(db, viewer, args.threadId, { allowOperator: true });
  const [head] = await queryRows<HeadRow>(
    db,
    sql`SELECT coalesce(o.item_name, i.name) AS "subjectTitle",
        coalesce(i.image_id, m.image_id, oi.image_id, om.image_id) AS "imageId",
        coalesce(o.total_price, i.price) AS price,
        b.name AS "businessName", u.nickname AS "customerName",
        b.opening_hours AS "openingHours", b.closed_dates AS "closedDates"
      FROM message_threads t
      JOIN businesses b ON b.id = t.business_id
      JOIN users u ON u.id = t.customer_id
      LEFT JOIN items i ON i.id = t.item_id
      LEFT JOIN models m ON m.id = i.model_id
      LEFT JOIN orders o ON o.id = t.order_id
      LEFT JOIN items oi ON oi.id = o.item_id
      LEFT JOIN models om ON om.id = oi.model_id
      WHERE t.id = ${thread.id}`
  );
  const page = await threadMessages(db, thread.id, role, { before: args.before ?? null, limit: 51 });
  const hasOlder = page.length > 50;
  const status = openStatus(head!.openingHours, head!.closedDates ?? [], now);
  const subjectId = thread.subject === 'ITEM' ? thread.itemId! : thread.orderId!;
  return {
    id: thread.id,
    role,
    counterpartName: role === 'CUSTOMER' ? head!.businessName : head!.customerName,
    subject: {
      kind: thread.subject,
      id: subjectId,
      title: head!.subjectTitle,
      img: imageUrl(Number(head!.imageId)),
      price: Number(head!.price),
      linkUrl: subjectLink(thread.subject, subjectId, role),
    },
    business: {
      id: thread.businessId,
      name: head!.businessName,
      isOpenNow: status.isOpen,
      openStatusText: status.text,
      hoursText: openingHoursText(head!.openingHours),
    },
    messages: hasOlder ? page.slice(1) : page,
    hasOlder,
    otherReadMessageId: role === 'BUSINESS' ? thread.customerReadMessageId : thread.businessReadMessageId,
  };
}

function subjectLink(kind: ThreadSubjectKind, id: number, role: ThreadRole): string {
  if (role === 'CUSTOMER') return kind === 'ITEM' ? `/services/${id}` : `/user/reservations/${id}`;
  if (role === 'BUSINESS') return kind === 'ITEM' ? `/seller/items/${id}` : `/seller/orders/${id}`;
  return `/admin/orders/${id}`;
}
