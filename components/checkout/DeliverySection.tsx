import { useCallback } from 'react';
import { ShippingAddressBook } from '@/components/order/address';
import { formatPhone } from '@/lib/account/phone';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  addressChosen,
  selectCheckoutChoices,
  selectCheckoutPage,
  selectCheckoutSelection,
} from '@/store/checkoutSlice';
import styles from './Checkout.module.css';

const DELIVERY_LABEL: Record<string, string> = { PICKUP: '매장 픽업', DELIVERY: '배달', PARCEL: '택배' };

/** 받는 방법: pick-up at the business, or an address of the member's book (delivery and parcel). */
export function DeliverySection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const selection = useAppSelector(selectCheckoutSelection);
  const { shippingAddressId } = useAppSelector(selectCheckoutChoices);
  // Stable: the book calls it from an effect whenever the chosen address is missing.
  const choose = useCallback((id: number | null) => dispatch(addressChosen(id)), [dispatch]);
  if (!page || !selection) return null;
  const pickup = selection.deliveryType === 'PICKUP';
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        받는 방법
      </h2>
      <p className={styles.choiceTitle}>{DELIVERY_LABEL[selection.deliveryType] ?? selection.deliveryType}</p>
      {pickup ? (
        <p className={styles.hint}>{page.businessName}에서 직접 받아요. 방문 전에 매장에 연락해 주세요.</p>
      ) : (
        <>
          <ShippingAddressBook selectedId={shippingAddressId} onSelect={choose} />
          {shippingAddressId === null ? <p className={styles.error}>배송지를 추가하거나 선택해 주세요.</p> : null}
        </>
      )}
    </section>
  );
}

/** 주문자: from the verified identity (the order stores it; it cannot be typed in). */
export function OrdererSection() {
  const page = useAppSelector(selectCheckoutPage);
  if (!page) return null;
  const { name, phone } = page.orderer;
  return (
    <section className={styles.section} aria-labelledby="checkout-orderer">
      <h2 id="checkout-orderer" className={styles.sectionTitle}>
        주문자
      </h2>
      {name && phone ? (
        <div className={styles.row}>
          <span>{name}</span>
          <span className={styles.muted}>{formatPhone(phone)}</span>
        </div>
      ) : (
        <p className={styles.error}>본인인증을 마친 회원만 주문할 수 있어요. 내 정보에서 본인인증을 해 주세요.</p>
      )}
    </section>
  );
}
