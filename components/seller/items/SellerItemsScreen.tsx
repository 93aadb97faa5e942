import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ConsoleItem } from '@/api/item/sellerItems';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { ProductImage } from '@/components/ui/ProductImage';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import {
  selectSellerItemList,
  selectSellerItemsError,
  selectSellerItemsMore,
  selectSellerItemsStatus,
} from '@/store/sellerItemsSlice';
import { loadMoreSellerItems, loadSellerItemsPage } from '@/store/sellerItemsThunks';
import { rentalDiscountText } from '@/lib/item/rentalDiscount';
import { DEAL_LABELS, STATUS_LABELS, stockText } from './itemLabels';
import styles from './SellerItems.module.css';

const CHIP = { AVAILABLE: styles.chipOn, SOLD_OUT: styles.chipWarning, HIDDEN: styles.chipOff } as const;

function ItemRow({ item }: { item: ConsoleItem }) {
  const longRental = rentalDiscountText(item);
  return (
    <li>
      <Link
        href={item.isDraft ? `/seller/items/${item.id}/listing` : `/seller/items/${item.id}`}
        className={styles.row}
      >
        <span className={styles.thumb}>
          <ProductImage src={item.img} alt="" width={64} height={64} />
        </span>
        <span className={styles.rowMain}>
          <span className={styles.rowTitle}>{item.name}</span>
          <span className={styles.rowMeta}>
            {DEAL_LABELS[item.dealType]} ·{' '}
            <span className={styles.price}>
              {item.dealType === 'RENTAL' ? `1일 ${formatWon(item.price)}` : formatWon(item.price)}
            </span>
          </span>
          <span className={styles.rowMeta}>{stockText(item.dealType, item.stock)}</span>
          {longRental ? <span className={styles.rowMeta}>장기 대여 {longRental}</span> : null}
        </span>
        {item.isDraft ? (
          <span className={styles.chipOff}>임시저장</span>
        ) : (
          <span className={CHIP[item.status]}>{STATUS_LABELS[item.status]}</span>
        )}
        <Icon name="chevron-right" size={20} className={styles.chevron} />
      </Link>
    </li>
  );
}

/** The name search: a new address per search, so the list can be reloaded and shared within the business. */
function SearchForm({ keyword }: { keyword: string }) {
  const router = useRouter();
  const [value, setValue] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    void router.push(q ? { pathname: '/seller/items', query: { keyword: q } } : '/seller/items');
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="seller-item-search" className={styles.visuallyHidden}>
        상품 이름으로 찾기
      </label>
      <input
        id="seller-item-search"
        className={styles.searchInput}
        type="search"
        value={value}
        maxLength={40}
        placeholder="상품 이름으로 찾기"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={styles.searchButton} aria-label="검색">
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}

/**
 * /seller/items, the console's 상품 (issue 17 §1): every item of the business with its picture, deal
 * type, price, stock and status; a row opens the item to change them.
 */
export function SellerItemsScreen({ keyword }: { keyword: string }) {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const list = useAppSelector(selectSellerItemList);
  const status = useAppSelector(selectSellerItemsStatus);
  const error = useAppSelector(selectSellerItemsError);
  const more = useAppSelector(selectSellerItemsMore);
  return (
    <SellerFrame title="상품" section="items" businessName={businessName}>
      <div className={styles.page}>
        <Link href="/seller/items/new" className={styles.newListing}>
          새 상품 등록
        </Link>
        <Link href="/seller/items/import" className={styles.importLink}>
          엑셀(CSV)로 여러 상품 등록
        </Link>
        <SearchForm key={keyword} keyword={keyword} />
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '상품을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerItemsPage(keyword));
            }}
          />
        ) : list.items.length === 0 ? (
          <p className={styles.empty}>
            {keyword ? `'${keyword}'에 맞는 상품이 없어요.` : '아직 등록된 상품이 없어요.'}
          </p>
        ) : (
          <ul className={styles.rows} aria-label="내 매장 상품">
            {list.items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        {more.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {more.error?.message ?? '다음 상품을 불러오지 못했어요.'}
          </p>
        ) : null}
        {list.searchAfter ? (
          <button
            type="button"
            className={styles.moreButton}
            disabled={more.status === 'loading'}
            aria-busy={more.status === 'loading' || undefined}
            onClick={() => {
              void dispatch(loadMoreSellerItems());
            }}
          >
            {more.status === 'loading' ? '불러오는 중…' : more.status === 'failed' ? '다시 시도' : '더 보기'}
          </button>
        ) : list.items.length > 0 ? (
          <p className={styles.end}>모든 상품을 봤어요.</p>
        ) : null}
      </div>
    </SellerFrame>
  );
}
