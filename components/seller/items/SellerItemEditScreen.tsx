import Link from '@/components/ui/AppLink';
import type { ConsoleItem } from '@/api/item/sellerItems';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { ProductImage } from '@/components/ui/ProductImage';
import { ToastProvider } from '@/components/ui/Toast';
import { formatDiscountRate, formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectEditedItem } from '@/store/sellerItemsSlice';
import { loadSellerItemPage } from '@/store/sellerItemsThunks';
import { DEAL_LABELS, STATUS_LABELS, stockText } from './itemLabels';
import { ItemPriceForm, ItemStockForm } from './ItemPriceStockForms';
import { ItemDepositForm } from './ItemDepositForm';
import { ItemOptionsStock } from './ItemOptionsStock';
import { ItemStatusForm } from './ItemStatusForm';
import { MaintenanceSection } from './MaintenanceSection';
import styles from './ItemEdit.module.css';

function ItemHeader({ item }: { item: ConsoleItem }) {
  return (
    <header className={styles.header}>
      <span className={styles.thumb}>
        <ProductImage src={item.img} alt="" width={72} height={72} priority />
      </span>
      <span className={styles.headerMain}>
        <span className={styles.meta}>
          {DEAL_LABELS[item.dealType]} · {STATUS_LABELS[item.status]} · {stockText(item.dealType, item.stock)}
        </span>
        <strong className={styles.name}>{item.name}</strong>
        <span className={styles.priceLine}>
          {item.discountRate > 0 ? <span className={styles.rate}>{formatDiscountRate(item.discountRate)}</span> : null}
          <strong>{item.dealType === 'RENTAL' ? `1일 ${formatWon(item.price)}` : formatWon(item.price)}</strong>
        </span>
        <Link href={`/seller/items/${item.id}/listing`} className={styles.link}>
          등록 정보 수정 (사진, 옵션, 설명)
        </Link>
        {item.status !== 'HIDDEN' ? (
          <Link href={`/services/${item.id}`} className={styles.link}>
            손님 화면에서 보기
          </Link>
        ) : null}
      </span>
    </header>
  );
}

/**
 * /seller/items/{id} (issue 17 §1 상품): price, stock, each option's stock, status and, for a rental, the maintenance
 * schedule; each part saves on its own, so one refusal never loses the others' changes.
 */
export function SellerItemEditScreen({ itemId }: { itemId: number }) {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const edit = useAppSelector(selectEditedItem);
  const item = edit.item?.id === itemId ? edit.item : null;
  return (
    <SellerFrame title="상품 관리" section="items" businessName={businessName} showBack>
      <ToastProvider>
        {item ? (
          <div className={styles.page} key={item.id}>
            <ItemHeader item={item} />
            <ItemPriceForm item={item} />
            <ItemStockForm item={item} />
            {item.dealType === 'RENTAL' ? <ItemDepositForm item={item} /> : null}
            <ItemOptionsStock item={item} options={edit.options} />
            <ItemStatusForm item={item} />
            {item.dealType === 'RENTAL' ? <MaintenanceSection itemId={item.id} blocks={edit.blocks} /> : null}
          </div>
        ) : (
          <ErrorState
            message={edit.error?.message ?? '상품을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerItemPage(itemId));
            }}
          />
        )}
      </ToastProvider>
    </SellerFrame>
  );
}
