import { Icon } from '@/components/ui/Icon';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { Rating } from '../ui/Rating';
import { AskButton } from '../messages/AskButton';
import styles from './BusinessCard.module.css';

/** Naver Map's search for the address: opens the map app on a phone, the web map elsewhere. */
export function mapUrlOf(business: ItemDetailAnswer['business']): string {
  return `https://map.naver.com/p/search/${encodeURIComponent(`${business.name} ${business.address}`)}`;
}

/**
 * The business: name, rating, address and hours, with 문의하기 (a message thread about this item,
 * docs/product.md §3 Messages), call and map buttons (docs/design.md §4 Business row). The
 * business profile page arrives with the nearby-business screens; until then the name is not a link.
 */
export function BusinessCard({ business, itemId }: { business: ItemDetailAnswer['business']; itemId: number }) {
  return (
    <section className={styles.section} aria-labelledby="item-business">
      <h2 id="item-business" className={styles.title}>
        매장 정보
      </h2>
      <div className={styles.card}>
        <p className={styles.name}>
          {business.name}
          {business.isOfficial ? <span className={styles.official}>공식 매장</span> : null}
        </p>
        <Rating avg={business.ratingAvg} count={business.reviewCount} />
        <p className={styles.line}>
          <Icon name="map-pin" size={16} />
          <span>{business.address}</span>
        </p>
        <p className={styles.line}>
          <Icon name="clock" size={16} />
          <span>{business.openingHoursText}</span>
        </p>
        {business.info ? <p className={styles.info}>{business.info}</p> : null}
        <div className={styles.buttons}>
          <AskButton subject={{ itemId }} />
          {business.callInfos.map((call) => (
            <a key={call.phone} href={`tel:${call.phone.replace(/[^\d+]/g, '')}`} className={styles.button}>
              <Icon name="phone" size={18} />
              전화 문의
              <span className="visually-hidden">
                : {call.title} {call.phone}로 전화하기
              </span>
            </a>
          ))}
          <a href={mapUrlOf(business)} className={styles.button} target="_blank" rel="noopener noreferrer">
            <Icon name="map-pin" size={18} />
            지도에서 위치 보기<span className="visually-hidden">: {business.name}, 네이버 지도 (새 창)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
