import { formatWon } from '@/lib/money';
import type { ListingImportRow } from '@/api/item/sellerListingImport';
import styles from './ListingImport.module.css';

const DEAL_LABELS = { RENTAL: '렌탈', SELL: '판매' } as const;

function delivery(row: ListingImportRow): string | null {
  const ways = [row.pickup ? '매장 픽업' : null, row.parcel ? `택배 ${formatWon(row.shippingFee ?? 0)}` : null];
  return ways.filter(Boolean).join(' · ') || null;
}

/** One line of the file as it would be listed, and what to fix on it, column by column. */
export function ImportRowCard({ row }: { row: ListingImportRow }) {
  const bad = row.errors.length > 0;
  const facts: [string, string | null][] = [
    [
      '모델',
      row.modelRequested ? `모델 없음${row.modelLabel ? ` · ${row.modelLabel} 추가 요청` : ''}` : row.modelLabel,
    ],
    ['종류', row.categoryName],
    [row.dealType === 'RENTAL' ? '하루 가격' : '가격', row.price === null ? null : formatWon(row.price)],
    ['재고', row.stock === null ? null : `${row.stock}개`],
    ['옵션', row.options.length > 0 ? row.options.join(', ') : null],
    ['받는 방법', delivery(row)],
    ['보증금', row.depositAmount ? formatWon(row.depositAmount) : null],
  ];
  return (
    <li className={bad ? styles.rowBad : styles.row}>
      <p className={styles.rowHead}>
        <span className={styles.line}>{row.line}번째 줄</span>
        {row.dealType ? <span className={styles.deal}>{DEAL_LABELS[row.dealType]}</span> : null}
        <strong className={styles.rowTitle}>{row.title || '(상품 이름 없음)'}</strong>
      </p>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {bad ? (
        <ul className={styles.errors} aria-label={`${row.line}번째 줄에서 고칠 곳`}>
          {row.errors.map((e) => (
            <li key={`${e.column}:${e.message}`}>
              <strong>{e.column}</strong>: {e.message}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.ok}>등록할 수 있어요</p>
      )}
    </li>
  );
}
