import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { ItemCardFieldsFragment, RangeQuoteFieldsFragment } from '@/api/item/generated';
import { formatWon } from '@/lib/money';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { hrefWithRange } from '../calendar/useRentalRangeQuery';
import { bookmarkToggleLabel } from '@/lib/bookmarkWording';
import { useBookmark } from '../bookmark/useBookmark';
import { ProductImage } from '../ui/ProductImage';
import { PriceBlock } from '../ui/PriceBlock';
import { Rating } from '../ui/Rating';
import { Badge } from '../ui/Badge';
import styles from './SearchResultCard.module.css';

type Props = {
  item: ItemCardFieldsFragment;
  /** Above the fold: load the picture eagerly. */
  priority?: boolean | 'lcp';
  showDistance?: boolean;
  /** On a dated list: the range (carried on to the item page) and this card's total for it. */
  range?: RentalRange | null;
  quote?: RangeQuoteFieldsFragment | null;
};

export function formatDistance(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)}m` : `${km.toFixed(1)}km`;
}

/**
 * One result: picture, badges, brand, name, price block, rating and business. The card links to the
 * item; a new sale item of a catalogue model also links to the model's price comparison. The heart
 * is its own button beside the links (a button inside a link is not valid HTML); it is the one
 * bookmark feature (useBookmark, inside the screen's ToastProvider): a visitor goes to log in, a
 * member sees the heart flip at once.
 */
export function SearchResultCard({ item, priority = false, showDistance = false, range = null, quote = null }: Props) {
  const isRental = item.dealType === 'RENTAL';
  const { toggle, isPending } = useBookmark();
  const heartLabel = `${item.name} ${bookmarkToggleLabel('bookmark', item.isMarked)}`;
  // The card knows only the heart; the alarm lives on the bookmark, so un-saving drops it anyway.
  const onHeart = () =>
    void toggle(
      { target: 'ITEM', id: item.itemId, kind: 'bookmark' },
      { isActiveBookmark: item.isMarked, isActiveAlarm: false }
    );
  return (
    <article className={styles.card}>
      <Link href={hrefWithRange(`/services/${item.itemId}`, isRental ? range : null)} className={styles.link}>
        <ProductImage
          src={item.img}
          alt={item.name}
          width={item.imgWidth}
          height={item.imgHeight}
          priority={priority}
        />
        <div className={styles.badges}>
          <Badge tone={isRental ? 'brand' : 'neutral'}>{isRental ? '렌탈' : '구매'}</Badge>
          {item.condition === 'USED' ? (
            <Badge tone="success">중고</Badge>
          ) : item.tag1 ? (
            <Badge>{item.tag1}</Badge>
          ) : null}
        </div>
        {item.brandName ? <p className={styles.brand}>{item.brandName}</p> : null}
        <h3 className={styles.name}>{item.name}</h3>
        <PriceBlock
          price={item.price}
          originPrice={item.originPrice}
          discountRate={item.discount}
          unit={isRental ? '1일' : undefined}
        />
        {quote ? (
          <p className={styles.rangeTotal}>
            {quote.days}일 총 <strong>{formatWon(quote.total)}</strong>
            <span className={styles.rangeNote}>보험 별도</span>
          </p>
        ) : null}
        {quote?.unitsLeft ? <p className={styles.unitsLeft}>남은 수량 {quote.unitsLeft}대</p> : null}
        {item.isLowestPrice ? (
          <p className={styles.lowest}>
            최저가<span className="visually-hidden"> (최근 90일 매장 최저가 이하)</span>
          </p>
        ) : null}
        <Rating avg={item.ratingAvg} count={item.reviewCount} />
        <p className={styles.business}>
          {item.businessName}
          <span className={styles.region}>
            {' '}
            · {showDistance ? formatDistance(item.distanceKm) : item.businessRegion}
          </span>
        </p>
      </Link>
      {item.modelId !== null && item.condition === 'NEW' ? (
        <Link href={`/models/${item.modelId}`} className={styles.compare}>
          매장별 가격 비교
        </Link>
      ) : null}
      <button
        type="button"
        className={styles.heart}
        aria-pressed={item.isMarked}
        aria-label={heartLabel}
        aria-busy={isPending('ITEM', item.itemId)}
        onClick={onHeart}
      >
        <Icon name="heart" size={20} filled={item.isMarked} />
      </button>
    </article>
  );
}
