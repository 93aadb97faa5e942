import { useState } from 'react';
import type { MessageReportDecision, ReportedMessage } from '@/api/admin/messageReports';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { decideAdminMessageReport, loadMoreReportedMessages } from '@/store/adminMessageReportsThunks';
import { AdminFrame } from '../AdminFrame';
import { AdminMessageLine } from './AdminMessageLine';
import { MessageReportDecisionForm } from './MessageReportDecisionForm';
import styles from '../Admin.module.css';
import own from './MessageReports.module.css';

const DONE: Record<MessageReportDecision, string> = {
  HIDE: '메시지를 숨겼어요. 두 사람 모두에게 가려진 메시지로 보여요.',
  DISMISS: '문제 없음으로 처리했어요. 메시지는 그대로 보여요.',
};

/**
 * /admin/message-reports (docs/product.md §10 Message reports): reported messages, the longest-waiting
 * first, each with its reports, the thread and its two parties and the messages before it; 숨김 or
 * 문제 없음 decides every report of the message at once.
 */
export function AdminMessageReportsScreen() {
  const dispatch = useAppDispatch();
  const { messageReports, messageReportOpenCount, action } = useAppSelector(selectAdminConsole);
  const [active, setActive] = useState<{ messageId: number; decision: MessageReportDecision } | null>(null);
  const busy = action.status === 'loading';
  const decide = (entry: ReportedMessage, decision: MessageReportDecision, reason: string) => {
    setActive({ messageId: entry.messageId, decision });
    void dispatch(decideAdminMessageReport({ messageId: entry.messageId, decision, reason }));
  };
  const { entries, after, more } = messageReports;
  return (
    <AdminFrame title="메시지 신고" section="messageReports">
      <section className={styles.section} aria-labelledby="reports-title">
        <h2 id="reports-title" className={styles.sectionTitle}>
          처리 대기 {messageReportOpenCount ?? entries.length}건
        </h2>
        <p className={styles.hint}>회원이 신고한 대화 메시지예요. 오래 기다린 신고부터 보여 드려요.</p>
        {active && action.status === 'succeeded' ? (
          <p role="status" className={styles.success}>
            {DONE[active.decision]}
          </p>
        ) : null}
        {entries.length === 0 ? (
          <p className={styles.hint}>처리를 기다리는 신고가 없어요.</p>
        ) : (
          <ul className={own.entries}>
            {entries.map((e) => (
              <li
                key={e.messageId}
                className={own.entry}
                aria-labelledby={`report-${e.messageId}`}
                data-testid={`message-report-${e.messageId}`}
              >
                <p id={`report-${e.messageId}`} className={own.thread}>
                  {e.subjectTitle}
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>고객</dt>
                    <dd>{e.customerNickname}</dd>
                  </div>
                  <div>
                    <dt>매장</dt>
                    <dd>{e.businessName}</dd>
                  </div>
                  <div>
                    <dt>신고 대기</dt>
                    <dd>{formatDateTime(e.waitingSince)}부터</dd>
                  </div>
                </dl>
                <ol className={own.messages} aria-label="신고된 메시지와 앞의 대화">
                  {e.context.map((m) => (
                    <AdminMessageLine
                      key={m.id}
                      side={m.side}
                      author={m.side === 'BUSINESS' ? e.businessName : e.customerNickname}
                      body={m.body}
                      hidden={m.hidden}
                      createdAt={m.createdAt}
                      photoCount={m.photoCount}
                    />
                  ))}
                  <AdminMessageLine
                    side={e.side}
                    author={e.senderName}
                    body={e.body}
                    hidden={e.hidden}
                    createdAt={e.createdAt}
                    photos={e.photos}
                    reported
                  />
                </ol>
                <div>
                  <p className={styles.label}>신고 {e.reports.length}건</p>
                  <ul className={own.reports}>
                    {e.reports.map((r) => (
                      <li key={`${r.reporterNickname}-${r.createdAt}`}>
                        {r.reason} · {r.reporterNickname} · {formatDateTime(r.createdAt)}
                      </li>
                    ))}
                  </ul>
                </div>
                <MessageReportDecisionForm busy={busy} onDecide={(decision, reason) => decide(e, decision, reason)} />
                {active?.messageId === e.messageId && action.status === 'failed' ? (
                  <p className={styles.error} role="alert">
                    {action.error?.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {after ? (
          <button
            type="button"
            className={`${own.secondary} ${own.more}`}
            disabled={more.status === 'loading'}
            onClick={() => void dispatch(loadMoreReportedMessages(after))}
          >
            더 보기
          </button>
        ) : null}
        {more.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {more.error?.message}
          </p>
        ) : null}
      </section>
    </AdminFrame>
  );
}
