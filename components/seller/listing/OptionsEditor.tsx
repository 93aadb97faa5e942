import { TextField } from '@/components/form/TextField';
import { LISTING_LIMITS } from '@/lib/seller/listingInput';
import { newRowKey, type OptionRow } from './listingForm';
import styles from './ListingForm.module.css';

type Props = {
  kind: OptionRow['kind'];
  rows: OptionRow[];
  errors: Record<string, string>;
  /** Where each row sits in the whole options list the server checks (errors are keyed by it). */
  indexOf(row: OptionRow): number;
  onChange(rows: OptionRow[]): void;
};

const digits = (text: string, max: number) => text.replace(/[^\d]/g, '').slice(0, max);

/**
 * 필수 옵션 (sizes, lengths: the unit the customer picks, each with its stock) or 추가 옵션 (extras
 * with their own price and stock); rows are added and removed here and saved with the listing.
 */
export function OptionsEditor({ kind, rows, errors, indexOf, onChange }: Props) {
  const what = kind === 'REQUIRED' ? '필수 옵션' : '추가 옵션';
  const update = (key: string, patch: Partial<OptionRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <>
      <ul className={styles.rows} aria-label={what}>
        {rows.map((row, n) => {
          const at = indexOf(row);
          return (
            <li key={row.key} className={styles.row}>
              <div className={styles.rowMain}>
                <TextField
                  label={`${what} ${n + 1} 이름`}
                  value={row.name}
                  maxLength={LISTING_LIMITS.optionNameMax}
                  placeholder={kind === 'REQUIRED' ? '예: M (165~178cm)' : '예: 헬멧'}
                  error={errors[`options.${at}.name`]}
                  onChange={(e) => update(row.key, { name: e.target.value })}
                />
                <div className={styles.pair}>
                  <TextField
                    label={kind === 'REQUIRED' ? '추가 금액 (원)' : '가격 (원)'}
                    inputMode="numeric"
                    value={row.price}
                    error={errors[`options.${at}.price`]}
                    onChange={(e) => update(row.key, { price: digits(e.target.value, 8) })}
                  />
                  <TextField
                    label="재고 (개)"
                    inputMode="numeric"
                    value={row.stock}
                    error={errors[`options.${at}.stock`]}
                    onChange={(e) => update(row.key, { stock: digits(e.target.value, 3) })}
                  />
                </div>
              </div>
              <button
                type="button"
                className={styles.small}
                aria-label={`${what} ${n + 1} 삭제`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                삭제
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.add}
        onClick={() =>
          onChange([
            ...rows,
            { key: newRowKey(), id: null, kind, name: '', price: '0', stock: kind === 'REQUIRED' ? '1' : '10' },
          ])
        }
      >
        + {what} 추가
      </button>
    </>
  );
}
