import type { ReactNode } from 'react';
import Link from '@/components/ui/AppLink';
import type { ComparedOffer } from '@/api/item/modelDetail';
import { formatWon } from '@/lib/money';
import { Badge } from '../ui/Badge';
import { PriceBlock } from '../ui/PriceBlock';
import { Rating } from '../ui/Rating';
import styles from './PriceComparisonRow.module.css';

const DELIVERY_LABEL = { PICKUP: '매장 픽업', DELIVERY: '배달', PARCEL: '택배' } as const;

function shippingText(offer: ComparedOffer): string | null {
  if (!offer.deliveryTypes.includes('PARCEL')) return null;
  return offer.shippingFee === 0 ? '무료배송' : `배송비 ${formatWon(offer.shippingFee)}`;
}

type Props = {
  offer: ComparedOffer;
  isLowest: boolean;
  /** The badge of the lowest offer: 최저가, or 최저 총액 in the comparison by dates. */
  lowestLabel?: string;
  /** Where the row leads; the item page by default (a dated row carries its range on). */
  href?: string;
  /** Said first in the meta line, e.g. the distance from the shopper. */
  leadMeta?: string | null;
  /** The price side; the item's per-day or sale price by default. */
  price?: ReactNode;
};

/** One business's offer; the whole row opens the item page. */
export function PriceComparisonRow({ offer, isLowest, lowestLabel = '최저가', href, leadMeta, price }: Props) {
  const { item } = offer;
  const shipping = shippingText(offer);
  const meta = [
    leadMeta ?? null,
    item.businessRegion,
    offer.deliveryTypes.map((type) => DELIVERY_LABEL[type]).join(' · '),
    shipping,
  ].filter(Boolean);
  return (
    <Link href={href ?? `/services/${item.itemId}`} className={styles.row} data-testid="price-row">
      <div className={styles.business}>
        <p className={styles.businessName}>
          {isLowest ? <Badge tone="discount">{lowestLabel}</Badge> : null}
          {item.condition === 'USED' ? (
            <Badge tone="neutral">{offer.usedGrade ? `중고 ${offer.usedGrade}` : '중고'}</Badge>
          ) : null}
          <span>{item.businessName}</span>
          {offer.isOfficial ? <span className={styles.official}>공식</span> : null}
        </p>
        <p className={styles.meta}>{meta.join(' · ')}</p>
        <Rating avg={offer.businessRatingAvg} count={offer.businessReviewCount} />
      </div>
      <div className={styles.price}>
        {price ?? (
          <PriceBlock
            price={item.price}
            originPrice={item.originPrice}
            discountRate={item.discount}
            unit={item.dealType === 'RENTAL' ? '1일' : undefined}
          />
        )}
      </div>
    </Link>
  );
}
