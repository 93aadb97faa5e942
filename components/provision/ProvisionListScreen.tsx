import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { provisionPath } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  loadProvisionList,
  selectProvisionError,
  selectProvisionList,
  selectProvisionStatus,
} from '@/store/provisionPageSlice';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { Badge } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { PROVISION_LABELS } from './labels';
import styles from './ProvisionListScreen.module.css';

/** /provisions: every terms document with the version in effect and its date. */
export function ProvisionListScreen() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectProvisionList);
  const status = useAppSelector(selectProvisionStatus);
  const error = useAppSelector(selectProvisionError);

  return (
    <AppShell title="약관 및 정책" showBack showTabBar={false}>
      <p className={styles.lead}>
        라이드마켓을 이용할 때 적용되는 약관과 정책이에요. 개정 이력은 각 문서에서 버전별로 볼 수 있어요.
      </p>
      {status === 'failed' && list.length === 0 ? (
        <ErrorState
          message={error?.message ?? '약관 목록을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadProvisionList())}
        />
      ) : null}
      {status === 'loading' && list.length === 0 ? (
        <div className={styles.skeleton} role="status" aria-busy="true">
          <span className="visually-hidden">약관 목록을 불러오는 중이에요</span>
        </div>
      ) : null}
      <ul className={styles.list}>
        {list.map((p) => (
          <li key={p.category}>
            <Link href={provisionPath(p.category)} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.name}>
                  {PROVISION_LABELS[p.category].name}
                  <Badge tone={p.isRequired ? 'brand' : 'neutral'}>{p.isRequired ? '필수' : '선택'}</Badge>
                </span>
                <span className={styles.about}>{PROVISION_LABELS[p.category].about}</span>
                <span className={styles.meta}>
                  v{p.version} · <time dateTime={p.effectiveAt}>{formatDate(p.effectiveAt)}</time> 시행
                </span>
              </span>
              <Icon name="chevron-right" size={20} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
      <Footer />
    </AppShell>
  );
}
