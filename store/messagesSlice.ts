/**
 * Messages (docs/product.md §3 Messages): the side's thread list and the open thread. Server-owned
 * (each page loads them); the live stream appends what arrives, and what is being sent is the
 * browser's own.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { MessageListSide, MessageThread, ThreadEntry, ThreadMessage } from '@/api/item/messages';
import { addThunkCases, errorFromRejected, idleAsync, type AsyncFields } from './asyncStatus';
import { hydrate, replaceOnHydrate } from './hydrate';
import { messageArrived, otherSideRead, threadChanged } from './messageActions';
import { appendThreadPage, placeThread } from './threadListOrder';
import {
  loadMessageListPage,
  loadMessageThreadPage,
  loadMoreThreads,
  loadOlderMessages,
  readThreadUpTo,
  sendThreadMessage,
} from './messagesThunks';
import { injectSlice, rootReducer } from './rootReducer';

export type MessagesState = AsyncFields & {
  side: MessageListSide;
  threads: ThreadEntry[];
  /** The next page's `after`, null when every thread is shown. */
  nextCursor: string | null;
  more: AsyncFields;
  thread: MessageThread | null;
  /** The last message of the other side this browser told the server it has read. */
  readUpTo: number;
  older: AsyncFields;
  send: AsyncFields;
};

export const initialMessagesState: MessagesState = {
  ...idleAsync,
  side: 'CUSTOMER',
  threads: [],
  nextCursor: null,
  more: idleAsync,
  thread: null,
  readUpTo: 0,
  older: idleAsync,
  send: idleAsync,
};

/** Adds a message once, in id order (the send's answer and the stream may both bring it). */
function append(thread: MessageThread, message: ThreadMessage) {
  if (thread.messages.some((m) => m.id === message.id)) return;
  thread.messages.push(message);
  thread.messages.sort((a, b) => a.id - b.id);
}

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<MessagesState>('messages', { keep: ['older', 'send'] }))
      .addCase(loadMessageListPage.pending, (state, { meta }) => {
        state.side = meta.arg;
      })
      .addCase(messageArrived, (state, { payload }) => {
        if (state.thread) append(state.thread, payload);
      })
      .addCase(threadChanged, (state, { payload }) => {
        state.threads = placeThread(state.side, state.threads, payload, state.nextCursor !== null);
      })
      .addCase(loadMoreThreads.pending, (state) => {
        state.more = { status: 'loading', error: null };
      })
      .addCase(loadMoreThreads.fulfilled, (state, { payload }) => {
        state.threads = appendThreadPage(state.threads, payload.threads);
        state.nextCursor = payload.nextCursor;
        state.more = idleAsync;
      })
      .addCase(loadMoreThreads.rejected, (state, action) => {
        state.more = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(otherSideRead, (state, { payload }) => {
        if (state.thread) state.thread.otherReadMessageId = Math.max(state.thread.otherReadMessageId, payload);
      })
      .addCase(loadOlderMessages.pending, (state) => {
        state.older = { status: 'loading', error: null };
      })
      .addCase(loadOlderMessages.fulfilled, (state, { payload }) => {
        if (state.thread) {
          state.thread.messages = [...payload.messages, ...state.thread.messages];
          state.thread.hasOlder = payload.hasOlder;
        }
        state.older = idleAsync;
      })
      .addCase(loadOlderMessages.rejected, (state, action) => {
        state.older = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(sendThreadMessage.pending, (state) => {
        state.send = { status: 'loading', error: null };
      })
      .addCase(sendThreadMessage.fulfilled, (state, { payload }) => {
        if (state.thread) append(state.thread, payload);
        state.send = { status: 'succeeded', error: null };
      })
      .addCase(sendThreadMessage.rejected, (state, action) => {
        state.send = { status: 'failed', error: errorFromRejected(action) };
      })
      .addCase(readThreadUpTo.fulfilled, (state, { payload }) => {
        state.readUpTo = Math.max(state.readUpTo, payload);
      });
    addThunkCases(builder, loadMessageListPage, (state, { threads, nextCursor }) => {
      state.threads = threads;
      state.nextCursor = nextCursor;
      state.more = idleAsync;
    });
    addThunkCases(builder, loadMessageThreadPage, (state, { messageThread }) => {
      state.thread = messageThread;
      state.readUpTo = 0;
    });
  },
  selectors: {
    selectMessageThreads: (state) => state.threads,
    selectHasMoreThreads: (state) => state.nextCursor !== null,
    selectMoreThreads: (state) => state.more,
    selectMessageListLoad: (state) => state,
    selectOpenThread: (state) => state.thread,
    selectMessageSend: (state) => state.send,
    selectOlderMessages: (state) => state.older,
    selectReadUpTo: (state) => state.readUpTo,
  },
});

export const {
  selectMessageThreads,
  selectHasMoreThreads,
  selectMoreThreads,
  selectMessageListLoad,
  selectOpenThread,
  selectMessageSend,
  selectOlderMessages,
  selectReadUpTo,
} = injectSlice(messagesSlice.injectInto(rootReducer)).selectors;
