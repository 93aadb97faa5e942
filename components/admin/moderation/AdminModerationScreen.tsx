import { useId, useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import type { ModerationDecisionInput, ModerationItem } from '@/api/admin/console';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { decideModerationItem } from '@/store/adminConsoleThunks';
import { AdminFrame } from '../AdminFrame';
import styles from '../Admin.module.css';
import own from './Moderation.module.css';

const KIND_LABELS = { POST: '게시글', COMMENT: '댓글', REVIEW: '리뷰' } as const;
const STATE_LABELS = {
  VISIBLE: '보이는 중',
  AUTO_HIDDEN: '자동 숨김',
  KEPT_HIDDEN: '숨김 유지',
  DELETED: '삭제됨',
} as const;
const DECISIONS = [
  { value: 'RESTORE', label: '복구', hint: '다시 보이게 하고 신고를 처리 완료로 바꿔요.' },
  { value: 'KEEP_HIDDEN', label: '숨김 유지', hint: '계속 가려 두고 신고를 처리 완료로 바꿔요.' },
  { value: 'DELETE', label: '삭제', hint: '공개 페이지에서 지워요. 운영 기록에는 내용이 남아요.' },
] as const;
const PERIODS = [
  { value: '1', label: '1일' },
  { value: '3', label: '3일' },
  { value: '7', label: '7일' },
  { value: '30', label: '30일' },
  { value: 'forever', label: '해제할 때까지' },
] as const;

type Decision = ModerationDecisionInput['decision'];

/** One reported item: what was written, by whom, every report, and (while it waits) the decision form. */
function ModerationCard({
  item,
  pending,
  error,
  busy,
  onDecide,
}: {
  item: ModerationItem;
  pending: boolean;
  error: string | null;
  busy: boolean;
  onDecide(input: ModerationDecisionInput): void;
}) {
  const id = useId();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [sanction, setSanction] = useState(false);
  const [sanctionReason, setSanctionReason] = useState('');
  const [period, setPeriod] = useState<string>('7');
  const kind = KIND_LABELS[item.kind];
  const ready =
    decision !== null && reason.trim().length >= 2 && (!sanction || sanctionReason.trim().length >= 2) && !busy;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decision) return;
    onDecide({
      kind: item.kind,
      id: item.id,
      decision,
      reason,
      sanction: sanction ? { reason: sanctionReason, days: period === 'forever' ? null : Number(period) } : null,
    });
  };
  return (
    <li className={own.card} data-testid={`moderation-${item.kind}-${item.id}`}>
      <article aria-labelledby={`${id}-title`}>
        <header className={own.head}>
          <h2 id={`${id}-title`} className={own.title}>
            {kind} {item.id}
          </h2>
          <span className={item.state === 'VISIBLE' ? styles.tag : styles.tagDanger}>{STATE_LABELS[item.state]}</span>
          <span className={styles.hint}>
            {pending && item.waitingSince
              ? `${formatDateTime(item.waitingSince)}부터 대기`
              : item.handledAt
                ? `${formatDateTime(item.handledAt)} 처리`
                : null}
          </span>
        </header>
        <p className={own.meta}>
          작성자{' '}
          <Link href={`/admin/members/${item.authorId}`} className={styles.link}>
            {item.authorNickname}
          </Link>
          {' · '}
          <Link href={item.publicPath} className={styles.link}>
            공개 페이지 보기
          </Link>
        </p>
        <blockquote className={own.excerpt}>
          {item.title ? <p className={own.excerptTitle}>{item.title}</p> : null}
          <p>{item.excerpt}</p>
        </blockquote>
        <h3 className={own.subTitle}>신고 {item.reports.length}건</h3>
        <ul className={own.reports}>
          {item.reports.map((r) => (
            <li key={`${r.reporterNickname}-${r.createdAt}`}>
              <strong>{r.reason}</strong> · {r.reporterNickname} · {formatDateTime(r.createdAt)}
              {r.handled ? <span className={own.handled}> · 처리됨</span> : null}
            </li>
          ))}
        </ul>
        {pending ? (
          <form onSubmit={submit} className={own.form} noValidate>
            <fieldset className={own.choices}>
              <legend className={styles.label}>처리</legend>
              {DECISIONS.map((d) => (
                <label key={d.value} className={own.choice}>
                  <input
                    type="radio"
                    name={`${id}-decision`}
                    value={d.value}
                    checked={decision === d.value}
                    disabled={d.value === 'RESTORE' && item.state === 'DELETED'}
                    onChange={() => setDecision(d.value)}
                  />
                  <span>
                    <strong>{d.label}</strong>
                    <span className={styles.hint}> {d.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={`${id}-reason`} className={styles.label}>
                처리 사유 (필수)
              </label>
              <textarea
                id={`${id}-reason`}
                className={styles.textarea}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <label className={own.choice}>
              <input type="checkbox" checked={sanction} onChange={(e) => setSanction(e.target.checked)} />
              <span>작성자 {item.authorNickname}님도 정지하기</span>
            </label>
            {sanction ? (
              <div className={own.sanction}>
                <div className={styles.field}>
                  <label htmlFor={`${id}-sanction-reason`} className={styles.label}>
                    정지 사유
                  </label>
                  <input
                    id={`${id}-sanction-reason`}
                    className={styles.input}
                    value={sanctionReason}
                    maxLength={500}
                    onChange={(e) => setSanctionReason(e.target.value)}
                  />
                </div>
                <div className={styles.field}>
                  <label htmlFor={`${id}-period`} className={styles.label}>
                    정지 기간
                  </label>
                  <select
                    id={`${id}-period`}
                    className={styles.input}
                    value={period}
                    onChange={(e) => setPeriod(e.target.value)}
                  >
                    {PERIODS.map((p) => (
                      <option key={p.value} value={p.value}>
                        {p.label}
                      </option>
                    ))}
                  </select>
                </div>
                <p className={styles.hint}>정지하면 작성자의 모든 기기에서 바로 로그아웃돼요.</p>
              </div>
            ) : null}
            <div>
              <button
                type="submit"
                className={decision === 'DELETE' ? styles.dangerButton : styles.button}
                disabled={!ready}
              >
                처리하기
              </button>
            </div>
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </form>
        ) : null}
      </article>
    </li>
  );
}

/** /admin/moderation: reported posts, comments and reviews; 처리 대기 oldest first, 처리 완료 last decided first. */
export function AdminModerationScreen() {
  const dispatch = useAppDispatch();
  const { moderation, moderationPendingCount, action } = useAppSelector(selectAdminConsole);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // The last decision's message, shown on the list it was made on only.
  const [notice, setNotice] = useState<{ filter: string; text: string } | null>(null);
  const pending = moderation.filter === 'PENDING';
  const decide = async (input: ModerationDecisionInput) => {
    const key = `${input.kind}-${input.id}`;
    setSubmitted(key);
    setNotice(null);
    const result = await dispatch(decideModerationItem({ input, filter: moderation.filter }));
    if (decideModerationItem.fulfilled.match(result)) {
      const label = DECISIONS.find((d) => d.value === input.decision)?.label ?? '';
      // Every decision's label ends in a vowel (복구, 유지, 삭제), so 로 reads right for each.
      setNotice({
        filter: moderation.filter,
        text: `${KIND_LABELS[input.kind]} ${input.id}, ${label}로 처리했어요.${
          result.payload.sanctioned ? ' 작성자도 정지했어요.' : ''
        }`,
      });
      setSubmitted(null);
    }
  };
  return (
    <AdminFrame title="신고 처리" section="moderation">
      <nav aria-label="신고 목록 보기" className={styles.nav}>
        <ul>
          <li>
            <Link
              href="/admin/moderation"
              className={pending ? styles.navActive : styles.navLink}
              aria-current={pending ? 'page' : undefined}
            >
              처리 대기{moderationPendingCount !== null ? ` ${moderationPendingCount}` : ''}
            </Link>
          </li>
          <li>
            <Link
              href="/admin/moderation?filter=done"
              className={pending ? styles.navLink : styles.navActive}
              aria-current={pending ? undefined : 'page'}
            >
              처리 완료
            </Link>
          </li>
        </ul>
      </nav>
      <p role="status" className={own.notice}>
        {notice?.filter === moderation.filter ? notice.text : ''}
      </p>
      {moderation.items.length === 0 ? (
        <p className={styles.hint}>{pending ? '처리를 기다리는 신고가 없어요.' : '처리한 신고가 없어요.'}</p>
      ) : (
        <ul className={own.list}>
          {moderation.items.map((item) => {
            const key = `${item.kind}-${item.id}`;
            return (
              <ModerationCard
                key={key}
                item={item}
                pending={pending}
                busy={action.status === 'loading'}
                error={submitted === key && action.status === 'failed' ? (action.error?.message ?? null) : null}
                onDecide={(input) => void decide(input)}
              />
            );
          })}
        </ul>
      )}
    </AdminFrame>
  );
}
