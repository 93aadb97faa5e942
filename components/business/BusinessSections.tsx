import type { BusinessProfile } from '@/api/item/businessProfile';
import { OperationTimeTable } from './OperationTimeTable';
import styles from './BusinessSections.module.css';

function TextSection({ id, title, content }: { id: string; title: string; content: string }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{content}</p>
    </section>
  );
}

/** 공지, 영업시간, 매장 소개, 정비 안내: each only when the business wrote it (isShow). */
export function BusinessSections({ profile }: { profile: BusinessProfile }) {
  const { notice, introduction, operationTime, maintenance } = profile;
  return (
    <>
      {notice.isShow ? (
        <section className={styles.notice} aria-labelledby="business-notice">
          <h2 id="business-notice" className={styles.noticeTitle}>
            매장 공지
          </h2>
          <p className={styles.text}>{notice.content}</p>
        </section>
      ) : null}
      {operationTime.isShow ? (
        <section className={styles.section} aria-labelledby="business-hours">
          <h2 id="business-hours" className={styles.title}>
            영업시간
          </h2>
          <OperationTimeTable operationTime={operationTime} />
        </section>
      ) : null}
      {introduction.isShow ? (
        <TextSection id="business-intro" title="매장 소개" content={introduction.content} />
      ) : null}
      {maintenance.isShow ? (
        <TextSection id="business-maintenance" title="정비·수리 안내" content={maintenance.content} />
      ) : null}
    </>
  );
}
