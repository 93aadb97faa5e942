import { Icon } from '@/components/ui/Icon';
import type { BusinessDetail } from '@/api/item/businessProfile';
import { BOOKMARK_WORDING } from '@/lib/bookmarkWording';
import { useBookmark } from '../bookmark/useBookmark';
import { naverRouteUrl, telHref } from './businessSeo';
import styles from './BusinessHeader.module.css';

/** Name (h1) with the official label, rating, address, open-now, then call, route and bookmark. */
export function BusinessHeader({ detail }: { detail: BusinessDetail }) {
  const { info, operationTime } = detail.businessProfile;
  const { toggle, isPending } = useBookmark();
  const busy = isPending('BUSINESS', info.businessId);
  const onBookmark = () =>
    void toggle(
      { target: 'BUSINESS', id: info.businessId, kind: 'bookmark' },
      { isActiveBookmark: detail.isBookmarked, isActiveAlarm: false }
    );

  return (
    <section className={styles.header} aria-labelledby="business-name">
      <div className={styles.titleRow}>
        <h2 id="business-name" className={styles.name}>
          {info.businessName}
        </h2>
        {detail.isShowLabel ? (
          <span className={styles.official}>
            <Icon name="badge-check" size={14} />
            공식 매장
          </span>
        ) : null}
      </div>
      <p className={styles.rating}>
        {info.reviewRatingText ? (
          <>
            <span className={styles.star} aria-hidden>
              ★
            </span>
            <strong>{info.reviewRatingText}</strong>
            <span className="visually-hidden">점</span>
          </>
        ) : null}
        <span className={styles.reviewCount}>{info.reviewCountText}</span>
      </p>
      <p className={styles.line}>
        <Icon name="map-pin" size={16} />
        <span>{info.businessAddress}</span>
      </p>
      <p className={styles.line}>
        <Icon name="clock" size={16} />
        <span className={operationTime.isOpenNow ? styles.open : styles.closed}>{operationTime.openStatusText}</span>
      </p>
      <div className={styles.actions}>
        <a href={telHref(info.businessPhone)} className={styles.action}>
          <Icon name="phone" size={18} />
          전화하기
          <span className="visually-hidden">
            : {info.businessName} {info.businessPhone}
          </span>
        </a>
        <a
          href={naverRouteUrl(info)}
          className={styles.action}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="네이버 지도에서 길찾기 (새 창)"
        >
          <Icon name="navigation" size={18} />
          길찾기
        </a>
        <button
          type="button"
          className={detail.isBookmarked ? styles.actionActive : styles.action}
          aria-pressed={detail.isBookmarked}
          aria-busy={busy}
          onClick={onBookmark}
        >
          <Icon name="heart" size={18} filled={detail.isBookmarked} />
          {BOOKMARK_WORDING.bookmark.name}
        </button>
      </div>
    </section>
  );
}
