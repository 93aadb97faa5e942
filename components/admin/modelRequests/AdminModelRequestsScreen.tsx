import { useState } from 'react';
import Link from '@/components/ui/AppLink';
import type { AdminModelRequest } from '@/api/admin/modelRequests';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAdminConsole } from '@/store/adminConsoleSlice';
import { attachAdminModelRequest, declineAdminModelRequest } from '@/store/adminModelRequestsThunks';
import { AdminFrame } from '../AdminFrame';
import { ModelRequestDecision } from './ModelRequestDecision';
import styles from '../Admin.module.css';
import own from './ModelRequests.module.css';

const requestedText = (r: AdminModelRequest) =>
  `${r.brandName} ${r.modelName}${r.modelYear === null ? '' : ` (${r.modelYear}년식)`}`;

/**
 * /admin/model-requests (docs/product.md §10 Model requests): listings saved with "모델 없음", the
 * longest-waiting first, each attached to a catalogue model or declined with a reason.
 */
export function AdminModelRequestsScreen() {
  const dispatch = useAppDispatch();
  const { modelRequests, action } = useAppSelector(selectAdminConsole);
  // The request last decided on: its error shows on its card, its outcome above the list.
  const [active, setActive] = useState<{ id: number; text: string; done: string } | null>(null);
  const busy = action.status === 'loading';
  const decide = (request: AdminModelRequest, run: () => Promise<unknown>, done: string) => {
    setActive({ id: request.id, text: requestedText(request), done });
    void run();
  };
  const succeeded = active !== null && action.status === 'succeeded';
  return (
    <AdminFrame title="모델 등록 요청" section="modelRequests">
      <section className={styles.section} aria-labelledby="requests-title">
        <h2 id="requests-title" className={styles.sectionTitle}>
          처리 대기 {modelRequests.length}건
        </h2>
        <p className={styles.hint}>
          판매자가 &lsquo;모델 없음&rsquo;으로 등록한 상품이에요. 오래 기다린 요청부터 보여 드려요.
        </p>
        {succeeded ? (
          <p role="status" className={styles.success}>
            {active.text} 요청을 {active.done}. 판매자에게 알림을 보냈어요.
          </p>
        ) : null}
        {modelRequests.length === 0 ? (
          <p className={styles.hint}>처리를 기다리는 요청이 없어요.</p>
        ) : (
          <ul className={styles.cards}>
            {modelRequests.map((r) => (
              <li key={r.id} className={styles.card} aria-labelledby={`request-${r.id}`}>
                <p id={`request-${r.id}`} className={own.requested}>
                  {requestedText(r)}
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>상품</dt>
                    <dd>
                      {r.isDraft ? (
                        <>
                          {r.itemName} <span className={styles.tag}>임시저장</span>
                        </>
                      ) : (
                        <Link href={`/services/${r.itemId}`} className={styles.link}>
                          {r.itemName}
                        </Link>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>매장</dt>
                    <dd>
                      <Link href={`/admin/businesses/${r.businessId}`} className={styles.link}>
                        {r.businessName}
                      </Link>
                    </dd>
                  </div>
                  <div>
                    <dt>상품 종류</dt>
                    <dd>{r.categoryName}</dd>
                  </div>
                  <div>
                    <dt>요청 시각</dt>
                    <dd>{formatDateTime(r.createdAt)}</dd>
                  </div>
                </dl>
                <ModelRequestDecision
                  request={r}
                  busy={busy}
                  onAttach={(modelId) =>
                    decide(
                      r,
                      () => dispatch(attachAdminModelRequest({ requestId: r.id, modelId })),
                      '모델에 연결했어요'
                    )
                  }
                  onDecline={(reason) =>
                    decide(r, () => dispatch(declineAdminModelRequest({ requestId: r.id, reason })), '반려했어요')
                  }
                />
                {active?.id === r.id && action.status === 'failed' ? (
                  <p className={styles.error} role="alert">
                    {action.error?.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminFrame>
  );
}
