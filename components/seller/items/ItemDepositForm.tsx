import { useState, type FormEvent } from 'react';
import type { ConsoleItem } from '@/api/item/sellerItems';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useNotify } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectItemForms } from '@/store/sellerItemsSlice';
import { saveItemDeposit } from '@/store/sellerItemsThunks';
import styles from './ItemEdit.module.css';

/** The server's limit (lib/orders/timing.ts MAX_DEPOSIT_AMOUNT), checked here first. */
const MAX_DEPOSIT = 3_000_000;

/**
 * 보증금 (docs/product.md §4 Damage deposits): a rental item's damage deposit, held on the customer's
 * card when the rental is paid and released 48 hours after the return unless the business claims damage.
 */
export function ItemDepositForm({ item }: { item: ConsoleItem }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const form = useAppSelector(selectItemForms).deposit;
  const [deposit, setDeposit] = useState(String(item.depositAmount));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(deposit || '0');
    const found =
      !Number.isInteger(amount) || amount < 0 || amount > MAX_DEPOSIT
        ? '보증금은 0원부터 3,000,000원까지 입력해 주세요.'
        : null;
    setProblem(found);
    if (found) return;
    const result = await dispatch(saveItemDeposit({ itemId: item.id, depositAmount: amount }));
    if (saveItemDeposit.fulfilled.match(result)) notify(amount > 0 ? '보증금을 저장했어요' : '보증금을 받지 않아요');
  };
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="deposit-title">
      <h2 id="deposit-title" className={styles.title}>
        보증금
      </h2>
      <TextField
        label="보증금 (원)"
        inputMode="numeric"
        value={deposit}
        onChange={(e) => setDeposit(e.target.value.replace(/[^\d]/g, '').slice(0, 7))}
        error={problem}
        hint="결제 금액과 별도로 고객 카드에 승인만 해요. 0원이면 받지 않아요. 반납 후 48시간 안에 손상 청구를 하지 않으면 자동으로 해제돼요."
      />
      {form.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {form.error?.message}
        </p>
      ) : null}
      <SubmitButton busy={form.status === 'loading'}>보증금 저장</SubmitButton>
    </form>
  );
}
