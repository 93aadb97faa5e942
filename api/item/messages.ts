import type { ApiClient } from '../client';
import {
  bz_moreSellerMessageThreadsDocument,
  bz_sellerMessageThreadsPageDocument,
  us_moreMessageThreadsDocument,
  us_messageThreadPageDocument,
  us_messageThreadsPageDocument,
  us_olderMessagesDocument,
  us_openMessageThreadDocument,
  us_readMessageThreadDocument,
  us_reportMessageDocument,
  us_sendMessageDocument,
  type bz_sellerMessageThreadsPageQuery,
  type MessageFieldsFragment,
  type MessageThreadEntryFieldsFragment,
  type MessageThreadFieldsFragment,
  type us_messageThreadPageQuery,
  type us_messageThreadsPageQuery,
  type us_olderMessagesQuery,
} from './generated';

export type ThreadMessage = MessageFieldsFragment;
export type ThreadEntry = MessageThreadEntryFieldsFragment;
export type MessageThread = MessageThreadFieldsFragment;
/** Whose list: the customer's (my page) or the business's (the console). */
export type MessageListSide = 'CUSTOMER' | 'BUSINESS';
/** One page of a side's threads; nextCursor is the `after` of the next (null on the last page). */
export type ThreadPage = { threads: ThreadEntry[]; nextCursor: string | null };
export type MessageListPage = ThreadPage & { me: us_messageThreadsPageQuery['me'] };
export type MessageThreadPage = us_messageThreadPageQuery;
export type OlderMessages = us_olderMessagesQuery['messageThread'];

/** /user/messages or /seller/messages: the viewer and their threads, one operation. */
export async function fetchMessageListPage(client: ApiClient, side: MessageListSide): Promise<MessageListPage> {
  if (side === 'CUSTOMER') {
    const answer = await client.request('item', us_messageThreadsPageDocument, {});
    return { me: answer.me, ...answer.messageThreads };
  }
  const answer: bz_sellerMessageThreadsPageQuery = await client.request(
    'item',
    bz_sellerMessageThreadsPageDocument,
    {}
  );
  return { me: answer.me, ...answer.sellerMessageThreads };
}

/** 더 보기: the side's next page after the last one shown. */
export async function fetchMoreThreads(client: ApiClient, side: MessageListSide, after: string): Promise<ThreadPage> {
  if (side === 'CUSTOMER')
    return (await client.request('item', us_moreMessageThreadsDocument, { after })).messageThreads;
  return (await client.request('item', bz_moreSellerMessageThreadsDocument, { after })).sellerMessageThreads;
}

/** A thread page: the viewer, the thread and its newest messages. */
export function fetchMessageThreadPage(client: ApiClient, threadId: number): Promise<MessageThreadPage> {
  return client.request('item', us_messageThreadPageDocument, { threadId });
}

export async function fetchOlderMessages(client: ApiClient, threadId: number, before: number): Promise<OlderMessages> {
  return (await client.request('item', us_olderMessagesDocument, { threadId, before })).messageThread;
}

/** 문의하기: the thread about an item or an order, opened the first time. */
export async function openMessageThread(
  client: ApiClient,
  subject: { itemId: number } | { orderId: number }
): Promise<number> {
  return (await client.request('item', us_openMessageThreadDocument, subject)).openMessageThread.threadId;
}

export async function sendMessage(
  client: ApiClient,
  threadId: number,
  body: string,
  photoIds: number[]
): Promise<ThreadMessage> {
  return (await client.request('item', us_sendMessageDocument, { threadId, body, photoIds })).sendMessage;
}

export async function readMessageThread(client: ApiClient, threadId: number, messageId: number): Promise<number> {
  return (await client.request('item', us_readMessageThreadDocument, { threadId, messageId })).readMessageThread
    .readMessageId;
}

export async function reportMessage(client: ApiClient, messageId: number, reason: string): Promise<number> {
  return (await client.request('item', us_reportMessageDocument, { messageId, reason })).reportMessage.messageId;
}
