import type { ShippingAddress } from '@/api/order/shippingAddresses';
import { SubmitButton } from '@/components/form/SubmitButton';
import { BottomSheet } from '@/components/item/BottomSheet';
import styles from './ShippingAddressBook.module.css';

type Props = { address: ShippingAddress; busy: boolean; onCancel: () => void; onConfirm: () => void };

/** A deletion asks once, naming the address; deleting the default says where the default goes. */
export function AddressDeleteSheet({ address, busy, onCancel, onConfirm }: Props) {
  return (
    <BottomSheet open title="배송지 삭제" onClose={onCancel}>
      <div className={styles.form}>
        <p className={styles.confirm}>
          <strong>{address.label ?? address.name}</strong> 배송지를 삭제할까요?
          <span className={styles.confirmAddress}>
            {`[${address.postNum}] ${address.address1} ${address.address2}`.trim()}
          </span>
        </p>
        {address.isDefault ? (
          <p className={styles.hint}>기본 배송지예요. 삭제하면 가장 최근에 추가한 배송지가 기본이 돼요.</p>
        ) : null}
        <div className={styles.actions}>
          <SubmitButton type="button" tone="secondary" onClick={onCancel} disabled={busy}>
            취소
          </SubmitButton>
          <SubmitButton type="button" tone="danger" onClick={onConfirm} busy={busy}>
            삭제하기
          </SubmitButton>
        </div>
      </div>
    </BottomSheet>
  );
}
