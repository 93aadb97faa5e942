import { useEffect, useRef } from 'react';
import Link from '@/components/ui/AppLink';
import type { MessageThread } from '@/api/item/messages';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectMessageListLoad, selectMessageSend, selectOlderMessages, selectReadUpTo } from '@/store/messagesSlice';
import {
  loadMessageThreadPage,
  loadOlderMessages,
  readThreadUpTo,
  reportThreadMessage,
  sendThreadMessage,
} from '@/store/messagesThunks';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { useMessageStream } from './useMessageStream';
import styles from './Messages.module.css';

/**
 * One thread (docs/product.md §3 Messages), for either side: the item's or order's card on top, the
 * business's hours while it is closed (to the customer), the messages with 읽음 under the viewer's
 * last one the other side has read, and the box to write. New messages arrive live; what the viewer
 * sees of the other side is marked read.
 */
export function ThreadView({ thread }: { thread: MessageThread }) {
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectMessageSend);
  const older = useAppSelector(selectOlderMessages);
  const readUpTo = useAppSelector(selectReadUpTo);
  const toast = useToast();
  const end = useRef<HTMLDivElement>(null);
  const messages = thread.messages;
  const newest = messages.at(-1)?.id ?? 0;
  useMessageStream(thread.id, newest);

  const newestTheirs = [...messages].reverse().find((m) => !m.mine)?.id ?? 0;
  useEffect(() => {
    if (thread.role !== 'OPERATOR' && newestTheirs > readUpTo) void dispatch(readThreadUpTo(newestTheirs));
  }, [dispatch, newestTheirs, readUpTo, thread.role]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const lastReadMine = [...messages].reverse().find((m) => m.mine && m.id <= thread.otherReadMessageId)?.id ?? null;
  const onSend = async (body: string, photoIds: number[]) =>
    sendThreadMessage.fulfilled.match(await dispatch(sendThreadMessage({ body, photoIds })));
  const onReport = async (messageId: number, reason: string) => {
    const result = await dispatch(reportThreadMessage({ messageId, reason }));
    const ok = reportThreadMessage.fulfilled.match(result);
    toast.notify(ok ? '신고했어요. 운영팀이 확인할게요.' : (result.payload?.message ?? '신고하지 못했어요.'));
    return ok;
  };
  const { subject, business } = thread;

  return (
    <div className={styles.thread}>
      <Link href={subject.linkUrl} className={styles.subject}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own image route, already sized */}
        <img src={`${subject.img}?w=480`} alt="" width={48} height={48} className={styles.subjectImg} />
        <span className={styles.subjectText}>
          <span className={styles.subjectKind}>{subject.kind === 'ORDER' ? '주문 문의' : '상품 문의'}</span>
          <strong className={styles.subjectTitle}>{subject.title}</strong>
          <span className={styles.subjectPrice}>{formatWon(subject.price)}</span>
        </span>
      </Link>
      {thread.role === 'CUSTOMER' && !business.isOpenNow ? (
        <p className={styles.closed}>
          <strong>{business.openStatusText}</strong>
          <span>영업시간: {business.hoursText}</span>
          <span>영업시간에 답변이 늦을 수 있어요.</span>
        </p>
      ) : null}
      {thread.hasOlder ? (
        <button
          type="button"
          className={styles.olderButton}
          onClick={() => void dispatch(loadOlderMessages())}
          disabled={older.status === 'loading'}
          aria-busy={older.status === 'loading' || undefined}
        >
          {older.status === 'loading' ? '불러오는 중…' : '이전 메시지 보기'}
        </button>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.empty}>
          {thread.role === 'CUSTOMER' ? `${business.name}에 궁금한 점을 남겨 주세요.` : '아직 메시지가 없어요.'}
        </p>
      ) : (
        <ol className={styles.messages} aria-label="메시지" aria-live="polite">
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              readMark={m.id === lastReadMine}
              onReport={thread.role === 'OPERATOR' ? undefined : onReport}
            />
          ))}
        </ol>
      )}
      <div ref={end} />
      {thread.role === 'OPERATOR' ? null : (
        <Composer
          busy={send.status === 'loading'}
          error={send.status === 'failed' ? (send.error?.message ?? '보내지 못했어요.') : null}
          onSend={onSend}
        />
      )}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </div>
  );
}

/** A thread page's body: the thread, or 다시 시도 when it failed to load. */
export function ThreadPageBody({ thread }: { thread: MessageThread | null }) {
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectMessageListLoad);
  if (!thread || load.status === 'failed') {
    return (
      <ErrorState
        message={load.error?.message ?? '대화를 불러오지 못했어요.'}
        onRetry={() => (thread ? void dispatch(loadMessageThreadPage(thread.id)) : undefined)}
      />
    );
  }
  return <ThreadView thread={thread} />;
}
