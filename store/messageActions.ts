/**
 * What the live message stream (components/messages/useMessageStream.ts) hands the store: a leaf
 * module, so the badge slice (always loaded) and the messages slice (loaded with its pages) both take
 * them without importing each other.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ThreadEntry, ThreadMessage } from '@/api/item/messages';

export type MessageBadgeCounts = { unreadThreads: number; unansweredThreads: number };

export const messageArrived = createAction<ThreadMessage>('messages/arrived');
/** A thread of the open list changed (a new message or a read): it moves to its place in the list. */
export const threadChanged = createAction<ThreadEntry>('messages/threadChanged');
export const otherSideRead = createAction<number>('messages/otherSideRead');
export const messageBadgesChanged = createAction<MessageBadgeCounts>('messages/badgesChanged');
