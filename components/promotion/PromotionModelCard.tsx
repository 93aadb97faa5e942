import Link from '@/components/ui/AppLink';
import { ChevronRight } from 'lucide-react';
import type { PromotionCard } from '@/api/item/promotions';
import { formatWon } from '@/lib/money';
import { PriceBlock } from '../ui/PriceBlock';
import { ProductImage } from '../ui/ProductImage';
import styles from './PromotionModelCard.module.css';

type Props = { card: PromotionCard; priority?: boolean; showBrandLink?: boolean };

/**
 * A model on sale: the sale price against the list price (DESIGN price block), and what the same
 * model costs at our businesses today, so the saving is concrete. The brand link sits outside the
 * card's link (links never nest).
 */
export function PromotionModelCard({ card, priority = false, showBrandLink = true }: Props) {
  const saving = card.lowestPrice !== null && card.lowestPrice > card.salePrice ? card.lowestPrice - card.salePrice : 0;
  return (
    <article className={styles.card}>
      <Link href={`/models/${card.modelId}`} className={styles.link}>
        <ProductImage
          src={card.img}
          alt={`${card.brandName} ${card.name}`}
          width={card.imgWidth}
          height={card.imgHeight}
          priority={priority}
        />
        <p className={styles.brand}>
          {card.brandName} · {card.categoryName}
        </p>
        <h3 className={styles.name}>{card.name}</h3>
        <PriceBlock price={card.salePrice} originPrice={card.releasePrice} discountRate={card.discountRate} />
        {card.lowestPrice !== null ? (
          <p className={styles.compare}>
            매장 최저 {formatWon(card.lowestPrice)}
            {saving > 0 ? <strong className={styles.saving}>{formatWon(saving)} 더 싸요</strong> : null}
          </p>
        ) : null}
      </Link>
      {showBrandLink ? (
        <Link href={`/promotions/brands/${card.brandKey}`} className={styles.brandLink}>
          {card.brandName} 브랜드관
          <ChevronRight size={14} aria-hidden />
        </Link>
      ) : null}
    </article>
  );
}

/** Cards in the 2-column product grid; the first row loads eagerly (it is above the fold). */
export function PromotionModelGrid({
  cards,
  eagerCount = 0,
  showBrandLink = true,
}: {
  cards: PromotionCard[];
  eagerCount?: number;
  showBrandLink?: boolean;
}) {
  return (
    <ul className={styles.grid}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <PromotionModelCard card={card} priority={index < eagerCount} showBrandLink={showBrandLink} />
        </li>
      ))}
    </ul>
  );
}
