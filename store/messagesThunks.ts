import {
  fetchMessageListPage,
  fetchMoreThreads,
  fetchMessageThreadPage,
  fetchOlderMessages,
  openMessageThread,
  readMessageThread,
  reportMessage,
  sendMessage,
  type MessageListSide,
} from '@/api/item/messages';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/messages and /seller/messages: the viewer and the side's threads in one operation. */
export const loadMessageListPage = createPageThunk('messages/loadList', (side: MessageListSide, { extra }) =>
  fetchMessageListPage(extra.client, side)
);

/** 더 보기: the side's next page after the last one shown. */
export const loadMoreThreads = createApiThunk(
  'messages/moreThreads',
  (_: void, { extra, getState }) => {
    const { side, nextCursor } = getState().messages;
    return fetchMoreThreads(extra.client, side, nextCursor!);
  },
  {
    condition: (_, { getState }) => {
      const { nextCursor, more } = getState().messages;
      return nextCursor !== null && more.status !== 'loading';
    },
  }
);

/** /user/messages/{id} and /seller/messages/{id}: the viewer, the thread and its newest messages. */
export const loadMessageThreadPage = createPageThunk('messages/loadThread', (threadId: number, { extra }) =>
  fetchMessageThreadPage(extra.client, threadId)
);

/** 이전 메시지: the page before the first message shown. */
export const loadOlderMessages = createApiThunk(
  'messages/older',
  (_: void, { extra, getState }) => {
    const thread = getState().messages.thread!;
    return fetchOlderMessages(extra.client, thread.id, thread.messages[0]!.id);
  },
  {
    condition: (_, { getState }) => {
      const { thread, older } = getState().messages;
      return thread !== null && thread.hasOlder && thread.messages.length > 0 && older.status !== 'loading';
    },
  }
);

/** 보내기: one message at a time; its answer is appended (the stream's copy of it is then a repeat). */
export const sendThreadMessage = createApiThunk(
  'messages/send',
  ({ body, photoIds }: { body: string; photoIds: number[] }, { extra, getState }) =>
    sendMessage(extra.client, getState().messages.thread!.id, body, photoIds),
  {
    condition: (_, { getState }) =>
      getState().messages.thread !== null && getState().messages.send.status !== 'loading',
  }
);

/** The viewer has seen the thread up to `messageId`: the other side's 읽음 and the badge follow. */
export const readThreadUpTo = createApiThunk('messages/read', (messageId: number, { extra, getState }) =>
  readMessageThread(extra.client, getState().messages.thread!.id, messageId)
);

/** 문의하기 from an item or an order: answers the thread to open. */
export const openThreadFor = createApiThunk(
  'messages/open',
  (subject: { itemId: number } | { orderId: number }, { extra }) => openMessageThread(extra.client, subject)
);

export const reportThreadMessage = createApiThunk(
  'messages/report',
  ({ messageId, reason }: { messageId: number; reason: string }, { extra }) =>
    reportMessage(extra.client, messageId, reason)
);
