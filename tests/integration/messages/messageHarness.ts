import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { seedCheckoutFixture, verifiedMember, type CheckoutFixture } from '../../support/checkoutFixture';
import { callService, type Caller } from '../../support/serviceCaller';
import { sellerOf } from '../sellerOrders/sellerHarness';

export const OPEN = `mutation us_openMessageThread($itemId: Int, $orderId: Int) {
  openMessageThread(itemId: $itemId, orderId: $orderId) { threadId created } }`;
export const SEND = `mutation us_sendMessage($threadId: Int!, $body: String!, $photoIds: [Int!]) {
  sendMessage(threadId: $threadId, body: $body, photoIds: $photoIds) { id side mine body masked createdAt photos { id url } } }`;
export const THREAD = `query us_messageThread($threadId: Int!, $before: Int) {
  messageThread(threadId: $threadId, before: $before) { id role counterpartName hasOlder otherReadMessageId
    subject { kind id title price linkUrl } business { name isOpenNow openStatusText }
    messages { id side mine body masked } } }`;
export const READ = `mutation us_readMessageThread($threadId: Int!, $messageId: Int!) {
  readMessageThread(threadId: $threadId, messageId: $messageId) { threadId readMessageId } }`;
export const REPORT = `mutation us_reportMessage($messageId: Int!, $reason: String!) {
  reportMessage(messageId: $messageId, reason: $reason) { messageId reported } }`;
const ENTRY = 'id subjectKind subjectTitle counterpartName lastMessagePreview unreadCount waitingMinutes';
export const MINE = `query us_messageThreads($after: String) {
  messageThreads(after: $after) { threads { ${ENTRY} } nextCursor } }`;
export const SELLER_LIST = `query bz_sellerMessageThreads($after: String) {
  sellerMessageThreads(after: $after) { threads { ${ENTRY} } nextCursor } }`;
export const BADGES = `query us_me { me { badges { isActiveMyPageBadge unreadMessageThreadCount unansweredMessageThreadCount } } }`;

export type Message = { id: number; side: string; mine: boolean; body: string; masked: boolean };
export type Thread = {
  id: number;
  role: string;
  counterpartName: string;
  hasOlder: boolean;
  otherReadMessageId: number;
  subject: { kind: string; id: number; title: string; price: number; linkUrl: string };
  business: { name: string; isOpenNow: boolean; openStatusText: string };
  messages: Message[];
};
export type Entry = {
  id: number;
  subjectKind: string;
  subjectTitle: string;
  counterpartName: string;
  lastMessagePreview: string;
  unreadCount: number;
  waitingMinutes: number | null;
};

/** A page of a thread list: MINE's messageThreads, SELLER_LIST's sellerMessageThreads. */
export type EntryPage = { threads: Entry[]; nextCursor: string | null };

export const callItem = <T>(db: Db, caller: Caller, query: string, variables: Record<string, unknown> = {}) =>
  callService<T>(db, 'item', caller, query, variables);

/** A business with its seller, and a customer: the two parties of a thread. */
export type Parties = {
  f: CheckoutFixture;
  seller: { userId: number; businessId: number };
  customer: { userId: number };
};

export async function parties(db: Db): Promise<Parties> {
  const f = await seedCheckoutFixture(db);
  const seller = await sellerOf(db, await verifiedMember(db), f.businessId);
  return { f, seller, customer: { userId: await verifiedMember(db) } };
}

/** The customer's thread about the business's rental item, opened through the service. */
export async function itemThread(db: Db, p: Parties): Promise<number> {
  const opened = await callItem<{ openMessageThread: { threadId: number } }>(db, p.customer, OPEN, {
    itemId: p.f.rental.itemId,
  });
  if (!opened.data) throw new Error(`could not open a thread: ${opened.code}`);
  return opened.data.openMessageThread.threadId;
}

export async function send(db: Db, caller: Caller, threadId: number, body: string, photoIds: number[] = []) {
  return callItem<{ sendMessage: Message }>(db, caller, SEND, { threadId, body, photoIds });
}

export const alarmsOf = async (db: Db, userId: number) =>
  (
    (await db.execute(
      sql`SELECT title, body, link_url AS "linkUrl", read_at AS "readAt" FROM alarms WHERE user_id = ${userId} AND kind = 'MESSAGE' ORDER BY id`
    )) as unknown as { rows: { title: string; body: string; linkUrl: string; readAt: string | null }[] }
  ).rows;
