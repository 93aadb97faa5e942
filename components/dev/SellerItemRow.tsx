import { useState, type FormEvent } from 'react';
import Link from '@/components/ui/AppLink';
import type { SellerItem } from '@/api/item/sellerItems';
import { formatWon } from '@/lib/money';
import { Badge } from '../ui/Badge';
import styles from './SellerToolScreen.module.css';

const STATUS = { AVAILABLE: '판매 중', SOLD_OUT: '품절', HIDDEN: '숨김' } as const;

type Props = {
  item: SellerItem;
  busy: boolean;
  onChange(itemId: number, price: number, originPrice: number | null): Promise<unknown>;
};

const toWon = (text: string) => (text.trim() === '' ? null : Number(text.replace(/[,\s원]/g, '')));

/** One of the business's items with its price form (판매가, and 정가 when it should change too). */
export function SellerItemRow({ item, busy, onChange }: Props) {
  const [price, setPrice] = useState('');
  const [origin, setOrigin] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = toWon(price);
    const nextOrigin = toWon(origin);
    if (next === null || !Number.isInteger(next) || next < 100)
      return setError('판매가를 100원 이상 원 단위로 입력해 주세요.');
    if (nextOrigin !== null && (!Number.isInteger(nextOrigin) || nextOrigin < next))
      return setError('정가는 판매가 이상이어야 해요.');
    if (nextOrigin === null && next > item.originPrice)
      return setError(`판매가는 정가(${formatWon(item.originPrice)})보다 높을 수 없어요.`);
    setError(null);
    if (await onChange(item.id, next, nextOrigin)) {
      setPrice('');
      setOrigin('');
    }
    return undefined;
  };

  return (
    <li className={styles.item} data-testid="seller-item" data-deal-type={item.dealType} data-status={item.status}>
      <div className={styles.itemHead}>
        <Link href={`/services/${item.id}`} className={styles.itemName}>
          {item.name}
        </Link>
        <Badge tone={item.status === 'AVAILABLE' ? 'success' : 'neutral'}>{STATUS[item.status]}</Badge>
      </div>
      <p className={styles.itemPrice}>
        {item.dealType === 'RENTAL' ? '1일 ' : ''}
        <strong>{formatWon(item.price)}</strong>
        <span> · 정가 {formatWon(item.originPrice)}</span>
      </p>
      <form className={styles.priceForm} onSubmit={onSubmit} noValidate>
        <label className={styles.small}>
          <span>새 판매가</span>
          <input
            inputMode="numeric"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            placeholder={String(item.price)}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <label className={styles.small}>
          <span>정가 (선택)</span>
          <input
            inputMode="numeric"
            value={origin}
            onChange={(e) => setOrigin(e.target.value)}
            placeholder={String(item.originPrice)}
          />
        </label>
        <button type="submit" className={styles.apply} disabled={busy} aria-busy={busy}>
          {busy ? '바꾸는 중…' : '가격 바꾸기'}
        </button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}
