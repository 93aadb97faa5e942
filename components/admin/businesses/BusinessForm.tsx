import { useState, type FormEvent } from 'react';
import type { AdminBusiness, AdminBusinessInput } from '@/api/admin/console';
import type { SerializedApiError } from '@/api/errors';
import { businessFieldErrors, commissionPercentToBp } from '@/lib/admin/businessInput';
import styles from '../Admin.module.css';

type Draft = Record<keyof AdminBusinessInput, string>;

const EMPTY: Draft = {
  name: '',
  region: '',
  address: '',
  lat: '',
  lng: '',
  phone: '',
  commissionRateBp: '10',
  settlementBank: '',
  settlementAccountNumber: '',
  settlementAccountHolder: '',
};

const draftOf = (b: AdminBusiness): Draft => ({
  name: b.name,
  region: b.region,
  address: b.address,
  lat: String(b.lat),
  lng: String(b.lng),
  phone: b.phone,
  commissionRateBp: String(b.commissionRateBp / 100),
  settlementBank: b.settlementBank ?? '',
  settlementAccountNumber: b.settlementAccountNumber ?? '',
  settlementAccountHolder: b.settlementAccountHolder ?? '',
});

/** Numbers the server checks (range, integer); a blank or non-number is sent as NaN → its Korean message. */
const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const inputOf = (d: Draft): AdminBusinessInput => ({
  name: d.name,
  region: d.region,
  address: d.address,
  lat: num(d.lat),
  lng: num(d.lng),
  phone: d.phone,
  commissionRateBp: commissionPercentToBp(d.commissionRateBp),
  settlementBank: d.settlementBank || null,
  settlementAccountNumber: d.settlementAccountNumber || null,
  settlementAccountHolder: d.settlementAccountHolder || null,
});

const FIELDS: { key: keyof Draft; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' | 'tel' }[] = [
  { key: 'name', label: '매장 이름' },
  { key: 'region', label: '지역', hint: '예: 강원, 서울 강남' },
  { key: 'address', label: '주소' },
  { key: 'lat', label: '위도', hint: '33~39, 예: 37.5665', inputMode: 'decimal' },
  { key: 'lng', label: '경도', hint: '124~132, 예: 126.978', inputMode: 'decimal' },
  { key: 'phone', label: '전화번호', hint: '예: 02-1234-5678', inputMode: 'tel' },
  { key: 'commissionRateBp', label: '수수료율 (%)', hint: '예: 10, 8.5 (소수 둘째 자리까지)', inputMode: 'decimal' },
  { key: 'settlementBank', label: '정산 은행' },
  { key: 'settlementAccountNumber', label: '정산 계좌번호', inputMode: 'numeric' },
  { key: 'settlementAccountHolder', label: '예금주' },
];

/**
 * A business's fields as an operator edits them (docs/product.md §10 Businesses). The server validates;
 * its Korean messages come back per field. Money fields need a recent second factor.
 */
export function BusinessForm({
  business,
  busy,
  error,
  submitLabel,
  onSubmit,
}: {
  business: AdminBusiness | null;
  busy: boolean;
  error: SerializedApiError | null;
  submitLabel: string;
  onSubmit: (input: AdminBusinessInput) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (business ? draftOf(business) : EMPTY));
  const [details, setDetails] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(draft);
    const problems = businessFieldErrors(input);
    setDetails(problems);
    if (Object.keys(problems).length === 0) onSubmit(input);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map((field) => {
        const id = `business-${field.key}`;
        const fieldError = details[field.key];
        return (
          <div key={field.key} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {field.label}
            </label>
            <input
              id={id}
              className={styles.input}
              value={draft[field.key]}
              inputMode={field.inputMode}
              onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : field.hint ? `${id}-hint` : undefined}
            />
            {fieldError ? (
              <p id={`${id}-error`} className={styles.error}>
                {fieldError}
              </p>
            ) : field.hint ? (
              <p id={`${id}-hint`} className={styles.hint}>
                {field.hint}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={styles.formWide}>
        {error ? (
          <p className={styles.error} role="alert">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className={styles.button} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
