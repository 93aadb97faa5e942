import { useId, useState } from 'react';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { invoiceError } from './sellerOrderText';
import styles from './SellerOrders.module.css';

type Props = {
  carriers: string[];
  busy: boolean;
  onShip(carrier: string, invoiceNumber: string): void;
  /** The same form books a return's pick-up or sends an exchange (docs/product.md §4 Returns and exchanges). */
  title?: string;
  submitLabel?: string;
};

/** 발송: the carrier from the list the customer's tracking link knows, and the invoice number (10–14 digits). */
export function ShipForm({ carriers, busy, onShip, title = '발송 정보', submitLabel = '발송 처리' }: Props) {
  const selectId = useId();
  const titleId = useId();
  const [carrier, setCarrier] = useState('');
  const [invoice, setInvoice] = useState('');
  const [touched, setTouched] = useState(false);
  const carrierMessage = touched && !carrier ? '택배사를 선택해 주세요.' : null;
  const invoiceMessage = touched ? invoiceError(invoice) : null;
  const submit = () => {
    setTouched(true);
    if (!carrier || invoiceError(invoice)) return;
    onShip(carrier, invoice.replace(/[\s-]/g, ''));
  };
  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.field}>
        <label htmlFor={selectId} className={styles.label}>
          택배사
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={carrier}
          onChange={(e) => setCarrier(e.target.value)}
          disabled={busy}
          aria-invalid={carrierMessage ? true : undefined}
          aria-describedby={carrierMessage ? `${selectId}-error` : undefined}
        >
          <option value="">택배사 선택</option>
          {carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {carrierMessage ? (
          <p id={`${selectId}-error`} className={styles.error} role="alert">
            {carrierMessage}
          </p>
        ) : null}
      </div>
      <TextField
        label="송장 번호"
        inputMode="numeric"
        autoComplete="off"
        value={invoice}
        onChange={(e) => setInvoice(e.target.value)}
        hint="숫자 10~14자리 (하이픈은 빼도 돼요)"
        error={invoiceMessage}
        disabled={busy}
      />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
