import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { MemberBookmark, ModelAlarmMode } from '@/api/item/memberBookmarks';
import { formatWon } from '@/lib/money';
import { Badge } from '../ui/Badge';
import { PriceBlock } from '../ui/PriceBlock';
import { ProductImage } from '../ui/ProductImage';
import styles from './BookmarkRow.module.css';

type Props = {
  bookmark: MemberBookmark;
  busy: boolean;
  onToggleAlarm(bookmark: MemberBookmark): void;
  onAlarmMode(bookmark: MemberBookmark, mode: ModelAlarmMode): void;
  onDelete(bookmark: MemberBookmark): void;
};

/** What the row shows of its card: a saved item's or a saved model's. */
function shownOf(bookmark: MemberBookmark) {
  const card = bookmark.item ?? bookmark.model;
  return {
    name: card?.name ?? '',
    brandName: card?.brandName ?? null,
    img: card?.img ?? '',
    isRental: bookmark.item?.dealType === 'RENTAL',
  };
}

function PriceLine({ bookmark }: { bookmark: MemberBookmark }) {
  if (bookmark.availability === 'UNAVAILABLE') return <p className={styles.muted}>판매가 끝난 상품이에요</p>;
  if (bookmark.price === null) return <p className={styles.muted}>지금 구매할 수 있는 매장이 없어요</p>;
  return (
    <PriceBlock
      price={bookmark.price}
      originPrice={bookmark.originPrice ?? bookmark.price}
      discountRate={bookmark.discountRate}
      unit={shownOf(bookmark).isRental ? '1일' : undefined}
      prefix={bookmark.target === 'MODEL' ? '최저' : undefined}
    />
  );
}

/** 알림 조건 of a saved model with its bell on (docs/product.md §4 Bookmarks). */
function AlarmModeSelect({
  bookmark,
  name,
  busy,
  onChange,
}: {
  bookmark: MemberBookmark;
  name: string;
  busy: boolean;
  onChange(bookmark: MemberBookmark, mode: ModelAlarmMode): void;
}) {
  const id = `alarm-mode-${bookmark.targetId}`;
  return (
    <p className={styles.mode}>
      <label htmlFor={id} className={styles.modeLabel}>
        <span className="visually-hidden">{name} </span>알림 조건
      </label>
      <select
        id={id}
        className={styles.modeSelect}
        value={bookmark.alarmMode}
        disabled={busy}
        onChange={(event) => onChange(bookmark, event.target.value === 'ALL_TIME_LOW' ? 'ALL_TIME_LOW' : 'EVERY_DROP')}
      >
        <option value="EVERY_DROP">가격이 내려갈 때마다</option>
        <option value="ALL_TIME_LOW">역대 최저가가 되면</option>
      </select>
    </p>
  );
}

/** A saved item or model: picture, brand, name, price block, the lowest-price bell and 삭제. */
export function BookmarkRow({ bookmark, busy, onToggleAlarm, onAlarmMode, onDelete }: Props) {
  const alarmOn = bookmark.isEnableLowestPriceAlarm;
  const shown = shownOf(bookmark);
  const content = (
    <>
      <ProductImage src={shown.img} alt="" width={76} height={76} />
      <span className={styles.text}>
        <span className={styles.tags}>
          <Badge tone={bookmark.target === 'MODEL' ? 'brand' : 'neutral'}>
            {bookmark.target === 'MODEL' ? '모델' : shown.isRental ? '렌탈' : '상품'}
          </Badge>
          {bookmark.hasPriceDrop ? (
            <Badge tone="discount">가격 내림</Badge>
          ) : bookmark.availability === 'SOLD_OUT' ? (
            <Badge>품절</Badge>
          ) : null}
        </span>
        {shown.brandName ? <span className={styles.brand}>{shown.brandName}</span> : null}
        <span className={styles.name}>{shown.name}</span>
      </span>
    </>
  );
  return (
    <article className={styles.row} data-testid="bookmark-row">
      {bookmark.link ? (
        <Link href={bookmark.link} className={styles.main}>
          {content}
        </Link>
      ) : (
        <div className={styles.main}>{content}</div>
      )}
      <div className={styles.bottom}>
        <div className={styles.price}>
          <PriceLine bookmark={bookmark} />
          {alarmOn && bookmark.lowestSeenPrice !== null && bookmark.alarmMode === 'EVERY_DROP' ? (
            <p className={styles.watch}>{formatWon(bookmark.lowestSeenPrice)}보다 내려가면 알려 드려요</p>
          ) : null}
          {alarmOn && bookmark.target === 'MODEL' ? (
            <AlarmModeSelect bookmark={bookmark} name={shown.name} busy={busy} onChange={onAlarmMode} />
          ) : null}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={alarmOn ? styles.bellOn : styles.bell}
            onClick={() => onToggleAlarm(bookmark)}
            disabled={busy}
            aria-pressed={alarmOn}
            aria-label={`${shown.name} 최저가 알림`}
          >
            {alarmOn ? <Icon name="bell" size={20} filled /> : <Icon name="bell-off" size={20} />}
            {/* The words are the name's end (label-content-name-mismatch); on/off is the icon and aria-pressed. */}
            <span className={styles.actionText}>최저가 알림</span>
          </button>
          <button
            type="button"
            className={styles.delete}
            onClick={() => onDelete(bookmark)}
            disabled={busy}
            aria-label={`${shown.name} 찜 삭제`}
          >
            <Icon name="trash" size={20} />
          </button>
        </div>
      </div>
    </article>
  );
}
