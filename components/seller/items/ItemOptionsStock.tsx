import { useState, type FormEvent } from 'react';
import type { ConsoleItem, ConsoleItemOption } from '@/api/item/sellerItems';
import { TextField } from '@/components/form/TextField';
import { useNotify } from '@/components/ui/Toast';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOptionForms } from '@/store/sellerItemsSlice';
import { saveOptionStock } from '@/store/sellerItemsThunks';
import styles from './ItemEdit.module.css';

const KIND_LABELS = { REQUIRED: '필수', ADDITIONAL: '추가' } as const;

/** A required option's price is added to the item's price; an additional one costs its own price. */
function priceText(option: ConsoleItemOption, rental: boolean): string {
  if (option.kind === 'REQUIRED') return option.price > 0 ? `+${formatWon(option.price)}` : '추가 금액 없음';
  return `${rental ? '1일 ' : ''}${formatWon(option.price)}`;
}

/**
 * What keeps shoppers from buying although some stock is left. Sale checkout takes from the chosen
 * options and from the item's stock (both must cover the order); the item page shows an option at 0
 * as 품절 for either deal type. Nothing derives one stock from the other, so the console says so.
 */
export function blockingHint(
  item: Pick<ConsoleItem, 'dealType' | 'stock'>,
  options: ConsoleItemOption[]
): string | null {
  const required = options.filter((o) => o.kind === 'REQUIRED');
  const requiredLeft = required.some((o) => o.stock > 0);
  if (item.dealType === 'SELL' && item.stock === 0 && options.some((o) => o.stock > 0)) {
    return '상품 재고가 0개라 옵션 재고가 남아 있어도 주문할 수 없어요. 위의 재고에서 상품 재고를 늘려 주세요.';
  }
  if (item.stock > 0 && required.length > 0 && !requiredLeft) {
    return item.dealType === 'SELL'
      ? '필수 옵션 재고가 모두 0개라 상품 재고가 남아 있어도 주문할 수 없어요.'
      : '필수 옵션 재고가 모두 0개라 손님이 옵션을 고를 수 없어 예약할 수 없어요.';
  }
  return null;
}

function OptionRow({ option, rental }: { option: ConsoleItemOption; rental: boolean }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const form = useAppSelector(selectOptionForms)[option.id];
  const [stock, setStock] = useState(String(option.stock));
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
    const result = await dispatch(saveOptionStock({ optionId: option.id, stock: value }));
    if (saveOptionStock.fulfilled.match(result)) notify(`'${option.name}' 재고를 바꿨어요`);
  };
  const busy = form?.status === 'loading';
  return (
    <li>
      <form className={styles.optionRow} onSubmit={submit} noValidate aria-label={`${option.name} 옵션 재고`}>
        <span className={styles.optionMeta}>
          <span className={styles.optionKind}>{KIND_LABELS[option.kind]}</span>
          <strong className={styles.optionName}>{option.name}</strong>
          <span>{priceText(option, rental)}</span>
        </span>
        <div className={styles.optionField}>
          <TextField
            label={`${option.name} 재고 (개)`}
            inputMode="numeric"
            value={stock}
            onChange={(e) => setStock(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
            error={problem ?? (form?.status === 'failed' ? form.error?.message : null)}
            hint={option.stock === 0 ? '손님 화면에 품절로 보여요.' : undefined}
          />
          <button
            type="submit"
            className={styles.inlineButton}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={`${option.name} 재고 저장`}
          >
            {busy ? '저장 중' : '저장'}
          </button>
        </div>
      </form>
    </li>
  );
}

/**
 * 옵션별 재고, for both deal types (see server/domain/seller/itemOptionStock.ts): a sale option's
 * stock is taken by each order together with the item's; a rental option's stock caps how many the
 * shopper can pick and at 0 shows the option as 품절, while bookings count the item's units.
 */
export function ItemOptionsStock({ item, options }: { item: ConsoleItem; options: ConsoleItemOption[] }) {
  const rental = item.dealType === 'RENTAL';
  const blocking = blockingHint(item, options);
  return (
    <section className={styles.section} aria-labelledby="options-title">
      <h2 id="options-title" className={styles.title}>
        옵션별 재고
      </h2>
      <p className={styles.hint}>
        {rental
          ? `예약은 보유 장비 수(지금 ${item.stock}대)로 받아요. 옵션 재고는 손님이 한 번에 고를 수 있는 수량의 상한이에요.`
          : `주문하면 고른 옵션의 재고와 상품 재고(지금 ${item.stock}개)가 함께 줄어요. 둘 중 하나라도 모자라면 주문할 수 없어요.`}
      </p>
      {blocking ? (
        <p className={styles.warning} role="status">
          {blocking}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className={styles.hint}>이 상품에는 옵션이 없어요.</p>
      ) : (
        <ul className={styles.options}>
          {options.map((o) => (
            <OptionRow key={o.id} option={o} rental={rental} />
          ))}
        </ul>
      )}
    </section>
  );
}
