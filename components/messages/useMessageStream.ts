import { useEffect, useRef } from 'react';
import type { MessageListSide, ThreadEntry, ThreadMessage } from '@/api/item/messages';
import { messageArrived, messageBadgesChanged, otherSideRead, threadChanged } from '@/store/messageActions';
import { useAppDispatch } from '@/store/hooks';

/** The stream's path (pages/api/v4/messages/stream.ts, rewritten from /app/v4 by next.config.js). */
const STREAM_PATH = '/app/v4/messages/stream';

/**
 * The live thread (docs/architecture.md §17): one EventSource while the screen is open, no polling.
 * It starts after the newest message the page already has; the browser itself reconnects a dropped
 * stream with Last-Event-ID, and the server replays what came meanwhile. With `threadId` null it
 * carries the badge counts, and with `list` the side's threads that change (`thread`), which the
 * paged list moves to their place (store/threadListOrder.ts).
 */
export function useMessageStream(threadId: number | null, newestMessageId: number, list?: MessageListSide) {
  const dispatch = useAppDispatch();
  const after = useRef(newestMessageId);
  useEffect(() => {
    after.current = Math.max(after.current, newestMessageId);
  }, [newestMessageId]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const query = new URLSearchParams({ after: String(after.current) });
    if (threadId !== null) query.set('threadId', String(threadId));
    else if (list) query.set('list', list);
    const source = new EventSource(`${STREAM_PATH}?${query.toString()}`);
    source.addEventListener('message', (event) => {
      dispatch(messageArrived(JSON.parse(event.data) as ThreadMessage));
    });
    source.addEventListener('thread', (event) => {
      dispatch(threadChanged(JSON.parse(event.data) as ThreadEntry));
    });
    source.addEventListener('read', (event) => {
      dispatch(otherSideRead((JSON.parse(event.data) as { otherReadMessageId: number }).otherReadMessageId));
    });
    source.addEventListener('badge', (event) => {
      dispatch(messageBadgesChanged(JSON.parse(event.data) as { unreadThreads: number; unansweredThreads: number }));
    });
    return () => source.close();
  }, [threadId, list, dispatch]);
}
