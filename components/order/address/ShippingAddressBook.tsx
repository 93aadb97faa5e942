import { useCallback, useEffect, useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ShippingAddress } from '@/api/order/shippingAddresses';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { MAX_SHIPPING_ADDRESSES } from '@/lib/shipping/shippingAddressInput';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectAddressChange,
  selectShippingAddressError,
  selectShippingAddresses,
  selectShippingAddressStatus,
} from '@/store/shippingAddressSlice';
import { loadShippingAddresses, makeDefaultAddress, removeAddress } from '@/store/shippingAddressThunks';
import { AddressDeleteSheet } from './AddressDeleteSheet';
import { AddressFormSheet } from './AddressFormSheet';
import styles from './ShippingAddressBook.module.css';

export type ShippingAddressBookProps = {
  /** The address the order will ship to (the payment page owns the choice). */
  selectedId: number | null;
  /** Called with the chosen address; with the default when nothing valid is chosen; null when the book is empty. */
  onSelect: (id: number | null) => void;
};

type Sheet = { kind: 'form'; editing: ShippingAddress | null } | { kind: 'delete'; address: ShippingAddress } | null;

/**
 * The shipping address book, for the payment page to embed: choose with a radio, add, edit, delete,
 * make default. The list and its order are the server's (store/shippingAddressSlice.ts); loaded on
 * first show. When the chosen address disappears (deleted) or none is chosen yet, the default is chosen.
 */
export function ShippingAddressBook({ selectedId, onSelect }: ShippingAddressBookProps) {
  const dispatch = useAppDispatch();
  const addresses = useAppSelector(selectShippingAddresses);
  const status = useAppSelector(selectShippingAddressStatus);
  const error = useAppSelector(selectShippingAddressError);
  const change = useAppSelector(selectAddressChange);
  const [sheet, setSheet] = useState<Sheet>(null);
  const toast = useToast();
  const groupName = useId();
  // Stable: the sheet refocuses itself whenever its onClose changes (components/item/BottomSheet.tsx).
  const closeSheet = useCallback(() => setSheet(null), []);

  useEffect(() => {
    if (status === 'idle') void dispatch(loadShippingAddresses());
  }, [status, dispatch]);

  useEffect(() => {
    if (status !== 'succeeded') return;
    const valid = addresses.some((a) => a.id === selectedId);
    if (!valid) {
      const fallback = addresses[0]?.id ?? null;
      if (fallback !== selectedId) onSelect(fallback);
    }
  }, [addresses, selectedId, status, onSelect]);

  const remove = async (address: ShippingAddress) => {
    const result = await dispatch(removeAddress(address.id));
    setSheet(null);
    toast.notify(
      removeAddress.fulfilled.match(result)
        ? '배송지를 삭제했어요.'
        : (result.payload?.message ?? '배송지를 삭제하지 못했어요.')
    );
  };
  const makeDefault = async (address: ShippingAddress) => {
    const result = await dispatch(makeDefaultAddress(address.id));
    toast.notify(
      makeDefaultAddress.fulfilled.match(result)
        ? '기본 배송지를 바꿨어요.'
        : (result.payload?.message ?? '기본 배송지를 바꾸지 못했어요.')
    );
  };

  if (status === 'failed' && addresses.length === 0) {
    return (
      <ErrorState
        message={error?.message ?? '배송지를 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadShippingAddresses())}
      />
    );
  }
  if (status === 'idle' || (status === 'loading' && addresses.length === 0)) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <span className="visually-hidden">배송지를 불러오는 중</span>
      </div>
    );
  }
  const full = addresses.length >= MAX_SHIPPING_ADDRESSES;
  return (
    <section className={styles.book} aria-labelledby={`${groupName}-title`}>
      <h3 id={`${groupName}-title`} className={styles.title}>
        배송지
      </h3>
      {addresses.length === 0 ? (
        <p className={styles.empty}>
          <Icon name="map-pin" size={20} />
          저장된 배송지가 없어요. 받으실 주소를 추가해 주세요.
        </p>
      ) : (
        <fieldset className={styles.list}>
          <legend className="visually-hidden">배송지 선택</legend>
          {addresses.map((address) => (
            <div key={address.id} className={address.id === selectedId ? styles.itemOn : styles.item}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={groupName}
                  value={address.id}
                  checked={address.id === selectedId}
                  onChange={() => onSelect(address.id)}
                />
                <span className={styles.summary}>
                  <span className={styles.who}>
                    <strong>{address.label ?? address.name}</strong>
                    {address.isDefault ? <span className={styles.defaultBadge}>기본 배송지</span> : null}
                  </span>
                  <span className={styles.line}>
                    {address.label ? `${address.name} · ${address.phone}` : address.phone}
                  </span>
                  <span className={styles.line}>
                    {`[${address.postNum}] ${address.address1} ${address.address2}`.trim()}
                  </span>
                </span>
              </label>
              <div className={styles.rowActions}>
                {!address.isDefault ? (
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={change.status === 'loading'}
                    onClick={() => void makeDefault(address)}
                    aria-label={`${address.label ?? address.name} 기본 배송지로 설정`}
                  >
                    기본 배송지로 설정
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => setSheet({ kind: 'form', editing: address })}
                  aria-label={`${address.label ?? address.name} 배송지 수정`}
                >
                  <Icon name="pencil" size={18} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  onClick={() => setSheet({ kind: 'delete', address })}
                  aria-label={`${address.label ?? address.name} 배송지 삭제`}
                >
                  <Icon name="trash" size={18} />
                </button>
              </div>
            </div>
          ))}
        </fieldset>
      )}
      <button
        type="button"
        className={styles.add}
        disabled={full}
        onClick={() => setSheet({ kind: 'form', editing: null })}
      >
        <Icon name="plus" size={18} />새 배송지 추가
      </button>
      {full ? (
        <p className={styles.hint}>
          배송지는 {MAX_SHIPPING_ADDRESSES}개까지 저장할 수 있어요. 쓰지 않는 배송지를 지운 뒤 추가해 주세요.
        </p>
      ) : null}
      {sheet?.kind === 'form' ? (
        <AddressFormSheet
          editing={sheet.editing}
          isFirst={addresses.length === 0}
          onClose={closeSheet}
          onSaved={(saved) => {
            setSheet(null);
            onSelect(saved.id);
            toast.notify('배송지를 저장했어요.');
          }}
        />
      ) : null}
      {sheet?.kind === 'delete' ? (
        <AddressDeleteSheet
          address={sheet.address}
          busy={change.status === 'loading'}
          onCancel={closeSheet}
          onConfirm={() => void remove(sheet.address)}
        />
      ) : null}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </section>
  );
}
