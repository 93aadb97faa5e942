import { useState, type FormEvent } from 'react';
import type { ConsoleItem } from '@/api/item/sellerItems';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { useNotify } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectItemForms } from '@/store/sellerItemsSlice';
import { saveItemPrice, saveItemStatus, saveItemStock } from '@/store/sellerItemsThunks';
import styles from './ItemEdit.module.css';

/** Digits only (a phone keypad may add separators); empty stays empty so the field can be cleared. */
const digits = (value: string) => value.replace(/[^\d]/g, '').slice(0, 9);

function priceProblem(price: number, originPrice: number): string | null {
  if (!Number.isInteger(price) || price < 100) return '판매가는 100원 이상이어야 해요.';
  if (!Number.isInteger(originPrice) || originPrice < 100) return '정가는 100원 이상이어야 해요.';
  if (price > originPrice) return '판매가는 정가보다 높을 수 없어요.';
  return null;
}

/** 가격: the sale price and the struck-through original price (the existing price operation). */
export function ItemPriceForm({ item }: { item: ConsoleItem }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const form = useAppSelector(selectItemForms).price;
  const [price, setPrice] = useState(String(item.price));
  const [origin, setOrigin] = useState(String(item.originPrice));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = priceProblem(Number(price), Number(origin));
    setProblem(found);
    if (found) return;
    const result = await dispatch(
      saveItemPrice({ itemId: item.id, price: Number(price), originPrice: Number(origin) })
    );
    if (saveItemPrice.fulfilled.match(result)) notify('가격을 바꿨어요');
  };
  const unit = item.dealType === 'RENTAL' ? '1일 ' : '';
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="price-title">
      <h2 id="price-title" className={styles.title}>
        가격
      </h2>
      <TextField
        label={`${unit}판매가 (원)`}
        inputMode="numeric"
        value={price}
        onChange={(e) => setPrice(digits(e.target.value))}
        error={problem}
      />
      <TextField
        label="정가 (원)"
        inputMode="numeric"
        value={origin}
        onChange={(e) => setOrigin(digits(e.target.value))}
        hint="판매가보다 높으면 할인율과 함께 정가가 줄을 그어 보여요."
      />
      {form.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {form.error?.message}
        </p>
      ) : null}
      <SubmitButton busy={form.status === 'loading'}>가격 저장</SubmitButton>
    </form>
  );
}

/**
 * 재고: 0–999. A rental item's stock cannot go below what is booked on a day ahead (the server names
 * the day); a sale item at 0 is offered 품절 in one tap, so shoppers stop trying to buy it.
 */
export function ItemStockForm({ item }: { item: ConsoleItem }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const forms = useAppSelector(selectItemForms);
  const [stock, setStock] = useState(String(item.stock));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(stock);
    const found =
      stock === '' || !Number.isInteger(value) || value < 0 || value > 999
        ? '재고는 0부터 999까지 입력해 주세요.'
        : null;
    setProblem(found);
    if (found) return;
    const result = await dispatch(saveItemStock({ itemId: item.id, stock: value }));
    if (saveItemStock.fulfilled.match(result)) notify('재고를 바꿨어요');
  };
  const suggestSoldOut = item.dealType === 'SELL' && item.stock === 0 && item.status === 'AVAILABLE';
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="stock-title">
      <h2 id="stock-title" className={styles.title}>
        재고
      </h2>
      <TextField
        label={item.dealType === 'RENTAL' ? '보유 장비 수 (대)' : '남은 재고 (개)'}
        inputMode="numeric"
        value={stock}
        onChange={(e) => setStock(digits(e.target.value).slice(0, 3))}
        error={problem ?? (forms.stock.status === 'failed' ? forms.stock.error?.message : null)}
        hint={
          item.dealType === 'RENTAL'
            ? '앞으로 예약된 수보다 적게 줄일 수는 없어요.'
            : '0이 되면 품절로 바꾸는 것을 권해요.'
        }
      />
      {suggestSoldOut ? (
        <div className={styles.suggest} role="status">
          <p>재고가 0개예요. 품절로 바꾸면 손님이 주문하려다 헛걸음하지 않아요.</p>
          <button
            type="button"
            className={styles.inlineButton}
            disabled={forms.status.status === 'loading'}
            onClick={() => {
              void dispatch(saveItemStatus({ itemId: item.id, status: 'SOLD_OUT' })).then((r) => {
                if (saveItemStatus.fulfilled.match(r)) notify('품절로 바꿨어요');
              });
            }}
          >
            품절로 바꾸기
          </button>
        </div>
      ) : null}
      <SubmitButton busy={forms.stock.status === 'loading'}>재고 저장</SubmitButton>
    </form>
  );
}
