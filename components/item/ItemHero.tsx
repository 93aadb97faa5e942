import type { ReactNode } from 'react';
import type { ItemDetailAnswer } from '@/api/item/itemDetail';
import { galleryImagesOf, ItemGallery } from './ItemGallery';
import { Badge } from '../ui/Badge';
import { Rating } from '../ui/Rating';
import styles from './ItemHero.module.css';

type Props = { detail: ItemDetailAnswer; actions: ReactNode; onGallerySwipe?: () => void };

function dealBadge(item: ItemDetailAnswer['item']): string {
  if (item.isService) return '정비·서비스';
  if (item.dealType === 'RENTAL') return '렌탈';
  return item.condition === 'USED' ? '중고' : '새 상품';
}

/** Picture, badges, name, business and rating: what the shopper sees before scrolling. */
export function ItemHero({ detail, actions, onGallerySwipe }: Props) {
  const { item, tagInfo, reviewStatic, bike, business } = detail;
  const brandLine = bike ? `${bike.brand.name} · ${bike.category.name}` : item.categoryName;
  return (
    <section className={styles.hero} aria-labelledby="item-title">
      <div className={styles.picture}>
        <ItemGallery images={galleryImagesOf(item, bike?.imageCategories)} onSwipe={onGallerySwipe} />
        {item.status === 'SOLD_OUT' ? <p className={styles.soldOut}>품절</p> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.topRow}>
          <div className={styles.badges}>
            <Badge tone="brand">{dealBadge(item)}</Badge>
            {tagInfo.tag1 ? <Badge>{tagInfo.tag1}</Badge> : null}
            {tagInfo.tag2 ? <Badge>{tagInfo.tag2}</Badge> : null}
          </div>
          {actions}
        </div>
        <p className={styles.brand}>{brandLine}</p>
        <h1 id="item-title" className={styles.name}>
          {item.name}
        </h1>
        <p className={styles.business}>
          {business.name}
          {business.isOfficial ? <span className={styles.official}>공식 매장</span> : null}
          <span className={styles.region}> · {business.region}</span>
        </p>
        <div className={styles.meta}>
          <Rating avg={reviewStatic.avgRating} count={reviewStatic.reviewCount} />
          {reviewStatic.reviewCount === 0 ? <p className={styles.noReview}>아직 리뷰가 없어요</p> : null}
        </div>
        {tagInfo.redBottom ? <p className={styles.red}>{tagInfo.redBottom}</p> : null}
        {tagInfo.otherBottom ? <p className={styles.other}>{tagInfo.otherBottom}</p> : null}
      </div>
    </section>
  );
}
