import type { ReactNode } from 'react';
import Link from '@/components/ui/AppLink';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import styles from './ItemInfoSections.module.css';

type Info = { title: string; content: string }[];

function InfoList({ entries }: { entries: Info }) {
  return (
    <dl className={styles.list}>
      {entries.map((entry) => (
        <div key={entry.title} className={styles.entry}>
          <dt>{entry.title}</dt>
          <dd>{entry.content}</dd>
        </div>
      ))}
    </dl>
  );
}

function Fold({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.fold} open={open}>
      <summary>{title}</summary>
      <div className={styles.foldBody}>{children}</div>
    </details>
  );
}

/** The business's description (sanitized on the server) and the gift it adds. */
export function ItemDescription({ detail }: { detail: ItemDetailAnswer }) {
  const { item } = detail;
  return (
    <section className={styles.section} aria-labelledby="item-description">
      <h2 id="item-description" className={styles.title}>
        상품 설명
      </h2>
      {item.isExistGift && item.giftHtmlContent ? (
        <div className={styles.gift} dangerouslySetInnerHTML={{ __html: item.giftHtmlContent }} />
      ) : null}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.totalHtmlContent }} />
      {detail.dealInfo.usedGrade ? (
        <p className={styles.grade}>
          상태 등급: <strong>{detail.dealInfo.usedGrade}</strong>
        </p>
      ) : null}
    </section>
  );
}

/** A notice the business wants read before booking, above everything else the shopper decides on. */
export function CriticalNoticeBox({ notice }: { notice: ItemDetailAnswer['criticalNotice'] }) {
  if (!notice.isShow || !notice.content) return null;
  return (
    <aside className={styles.notice} aria-labelledby="item-critical-notice">
      <h2 id="item-critical-notice" className={styles.noticeTitle}>
        매장 공지
      </h2>
      <p>{notice.content}</p>
    </aside>
  );
}

/** Shipping, insurance, cancellation, notes, questions and the product announcement, folded. */
export function ItemSubInfo({ detail }: { detail: ItemDetailAnswer }) {
  const sub = detail.itemSubInfo;
  const call = detail.business.callInfos[0];
  return (
    <section className={styles.section} aria-labelledby="item-subinfo">
      <h2 id="item-subinfo" className={styles.title}>
        이용 안내
      </h2>
      {sub.isShowShipping ? (
        <Fold title="배송·수령 안내">
          <InfoList entries={sub.shippingInfos} />
        </Fold>
      ) : null}
      {sub.isShowInsurance ? (
        <Fold title="보험 안내">
          <InfoList entries={sub.insuranceInfos} />
        </Fold>
      ) : null}
      {sub.isShowCancel ? (
        <Fold title="취소·환불 안내">
          <InfoList entries={sub.cancelInfos} />
          <Link href="/cancel_info" className={styles.moreLink}>
            취소·환불 기준 전체 보기
          </Link>
        </Fold>
      ) : null}
      {sub.isShowNote ? (
        <Fold title="유의사항">
          <InfoList entries={sub.noteInfos} />
        </Fold>
      ) : null}
      {sub.isShowProductAnnouncement ? (
        <Fold title="상품정보 제공고시">
          <InfoList entries={sub.productAnnouncements} />
        </Fold>
      ) : null}
      {sub.isShowQna && call ? (
        <Fold title="상품 문의">
          <p className={styles.qna}>
            재고, 사이즈, 픽업 시간처럼 궁금한 점은 아래 매장 정보의 문의하기로 물어보세요. 전화도 돼요:{' '}
            <a href={`tel:${call.phone.replace(/[^\d+]/g, '')}`} className={styles.tel}>
              {call.phone}
            </a>
          </p>
        </Fold>
      ) : null}
    </section>
  );
}
