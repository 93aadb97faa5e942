import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ShippingAddress } from '@/api/order/shippingAddresses';
import { FormAlert } from '@/components/form/FormAlert';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { BottomSheet } from '@/components/item/BottomSheet';
import { shippingAddressErrors } from '@/lib/shipping/shippingAddressInput';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { resetAddressSave, selectAddressSave } from '@/store/shippingAddressSlice';
import { saveAddress } from '@/store/shippingAddressThunks';
import styles from './ShippingAddressBook.module.css';

type Props = {
  /** The address to change, or null to add one. */
  editing: ShippingAddress | null;
  /** The first address is the default whatever is ticked; the box says so instead of pretending. */
  isFirst: boolean;
  onClose: () => void;
  onSaved: (saved: ShippingAddress) => void;
};

type Draft = {
  label: string;
  name: string;
  phone: string;
  postNum: string;
  address1: string;
  address2: string;
  isDefault: boolean;
};

const draftOf = (address: ShippingAddress | null): Draft => ({
  label: address?.label ?? '',
  name: address?.name ?? '',
  phone: address?.phone ?? '',
  postNum: address?.postNum ?? '',
  address1: address?.address1 ?? '',
  address2: address?.address2 ?? '',
  isDefault: address?.isDefault ?? false,
});

/**
 * The add/edit sheet. It checks the same schema the service does (lib/shipping) before sending, so
 * each mistake shows under its field in the same words; what the server still refuses lands there too.
 */
export function AddressFormSheet({ editing, isFirst, onClose, onSaved }: Props) {
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectAddressSave);
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();

  useEffect(() => {
    dispatch(resetAddressSave());
  }, [dispatch]);

  const set = (field: keyof Draft) => (event: { target: { value: string; checked?: boolean } }) => {
    const value = field === 'isDefault' ? Boolean(event.target.checked) : event.target.value;
    setDraft((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: '' }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = shippingAddressErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await dispatch(saveAddress({ ...draft, id: editing?.id ?? null, label: draft.label || null }));
    if (saveAddress.fulfilled.match(result)) onSaved(result.payload.address);
    else if (result.payload) setErrors(result.payload.fields);
  };

  const fieldError = (field: keyof Draft) => errors[field] || null;
  const busy = save.status === 'loading';
  const lockedDefault = isFirst || editing?.isDefault === true;
  const formFailed = save.status === 'failed' && Object.keys(save.fields).length === 0 ? save.error?.message : null;

  return (
    <BottomSheet open title={editing ? '배송지 수정' : '새 배송지 추가'} onClose={onClose}>
      <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="배송지 이름 (선택)"
          name="label"
          placeholder="예: 집, 회사"
          maxLength={20}
          value={draft.label}
          onChange={set('label')}
          error={fieldError('label')}
        />
        <TextField
          label="받는 분"
          name="name"
          autoComplete="name"
          maxLength={20}
          value={draft.name}
          onChange={set('name')}
          error={fieldError('name')}
          required
        />
        <TextField
          label="휴대폰 번호"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-1234-5678"
          maxLength={13}
          value={draft.phone}
          onChange={set('phone')}
          error={fieldError('phone')}
          required
        />
        <TextField
          label="우편번호"
          name="postNum"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="5자리 숫자"
          maxLength={5}
          value={draft.postNum}
          onChange={set('postNum')}
          error={fieldError('postNum')}
          required
        />
        <TextField
          label="주소"
          name="address1"
          autoComplete="address-line1"
          placeholder="도로명 또는 지번 주소"
          maxLength={100}
          value={draft.address1}
          onChange={set('address1')}
          error={fieldError('address1')}
          required
        />
        <TextField
          label="상세 주소 (선택)"
          name="address2"
          autoComplete="address-line2"
          placeholder="동, 호수 등"
          maxLength={100}
          value={draft.address2}
          onChange={set('address2')}
          error={fieldError('address2')}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            name="isDefault"
            checked={lockedDefault || draft.isDefault}
            disabled={lockedDefault}
            onChange={set('isDefault')}
          />
          <span>기본 배송지로 설정</span>
        </label>
        {lockedDefault ? (
          <p className={styles.hint}>
            {isFirst ? '첫 배송지는 기본 배송지가 돼요.' : '기본 배송지예요. 다른 배송지를 기본으로 정하면 바뀌어요.'}
          </p>
        ) : null}
        {formFailed ? <FormAlert>{formFailed}</FormAlert> : null}
        <SubmitButton busy={busy}>저장하기</SubmitButton>
      </form>
    </BottomSheet>
  );
}
