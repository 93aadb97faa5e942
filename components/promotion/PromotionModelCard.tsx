import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
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
  const { model } = card;
  const saving =
    model.lowestPrice !== null && model.lowestPrice > card.salePrice ? model.lowestPrice - card.salePrice : 0;
  return (
    <article className={styles.card}>
      <Link href={`/models/${model.id}`} className={styles.link}>
        <ProductImage
          src={model.img}
          alt={`${model.brandName} ${model.name}`}
          width={model.imgWidth}
          height={model.imgHeight}
          priority={priority}
        />
        <p className={styles.brand}>
          {model.brandName} · {model.categoryName}
        </p>
        <h3 className={styles.name}>{model.name}</h3>
        <PriceBlock price={card.salePrice} originPrice={model.releasePrice} discountRate={card.discountRate} />
        {model.lowestPrice !== null ? (
          <p className={styles.compare}>
            매장 최저 {formatWon(model.lowestPrice)}
            {saving > 0 ? <strong className={styles.saving}>{formatWon(saving)} 더 싸요</strong> : null}
          </p>
        ) : null}
      </Link>
      {showBrandLink ? (
        <Link href={`/promotions/brands/${model.brandKey}`} className={styles.brandLink}>
          {model.brandName} 브랜드관
          <Icon name="chevron-right" size={14} />
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
