import Link from '@/components/ui/AppLink';
import { provisionPath, type ProvisionCategory } from '@/api/item/provisions';
import { formatDate } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  loadProvisionPage,
  selectProvisionError,
  selectProvisionPage,
  selectProvisionRequest,
  selectProvisionStatus,
} from '@/store/provisionPageSlice';
import { AppShell } from '../layout/AppShell';
import { Footer } from '../layout/Footer';
import { Badge } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { RichHtml } from '../info/RichHtml';
import { PROVISION_LABELS } from './labels';
import { VersionPicker } from './VersionPicker';
import styles from './ProvisionScreen.module.css';

/** /provisions/{category}: one version of a terms document, its date, and every dated version. */
export function ProvisionScreen({ category }: { category: ProvisionCategory }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectProvisionPage);
  const status = useAppSelector(selectProvisionStatus);
  const error = useAppSelector(selectProvisionError);
  const requested = useAppSelector(selectProvisionRequest);
  const label = PROVISION_LABELS[category].name;
  // A page from another category (still in state while the next one loads) is not shown.
  const shown = page?.category === category ? page : null;

  if (!shown || status === 'failed') {
    return (
      <AppShell title={label} showBack showTabBar={false}>
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '약관을 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadProvisionPage(requested ?? { category, version: null }))}
          />
        ) : (
          <div className={styles.skeleton} role="status" aria-busy="true">
            <span className="visually-hidden">약관을 불러오는 중이에요</span>
          </div>
        )}
      </AppShell>
    );
  }
  const current = shown.versions[0];
  return (
    <AppShell title={label} showBack showTabBar={false}>
      <div className={styles.meta}>
        <p className={styles.version}>
          <Badge tone={shown.isRequired ? 'brand' : 'neutral'}>{shown.isRequired ? '필수' : '선택'}</Badge>
          <span>버전 {shown.version}</span>
          <span aria-hidden>·</span>
          <span>
            <time dateTime={shown.effectiveAt}>{formatDate(shown.effectiveAt)}</time> 시행
          </span>
        </p>
        <VersionPicker category={category} versions={shown.versions} selected={shown.version} />
      </div>
      {!shown.isCurrent && current ? (
        <p className={styles.old} role="note">
          지난 버전(v{shown.version})을 보고 있어요. 지금 시행 중인 약관은 {formatDate(current.effectiveAt)}부터 적용된
          v{current.version}이에요.{' '}
          <Link href={provisionPath(category)} className={styles.oldLink}>
            현재 약관 보기
          </Link>
        </p>
      ) : null}
      <RichHtml html={shown.htmlProvision} className={styles.body} />
      <p className={styles.all}>
        <Link href="/provisions" className={styles.allLink}>
          다른 약관 및 정책 보기
        </Link>
      </p>
      <Footer />
    </AppShell>
  );
}
