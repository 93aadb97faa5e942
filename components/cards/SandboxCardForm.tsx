import { useState, type FormEvent } from 'react';
import styles from './CardRegistScreen.module.css';

const COMPANIES = [
  '신한카드',
  '삼성카드',
  '현대카드',
  'KB국민카드',
  '롯데카드',
  '하나카드',
  '우리카드',
  'NH농협카드',
  'BC카드',
];

type Props = { busy: boolean; onSubmit: (input: { cardCompany: string; last4: string; declines: boolean }) => void };

/** Demo mode's stand-in for the card company's window: a made-up card, never a real number. */
export function SandboxCardForm({ busy, onSubmit }: Props) {
  const [cardCompany, setCardCompany] = useState(COMPANIES[0]);
  const [last4, setLast4] = useState('');
  const [declines, setDeclines] = useState(false);
  const valid = /^\d{4}$/.test(last4);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit({ cardCompany, last4, declines });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="샌드박스 카드 등록">
      <p className={styles.sandboxNote}>데모 모드의 샌드박스 카드예요. 실제 카드 번호는 입력하지 마세요.</p>
      <label className={styles.field}>
        <span>카드사</span>
        <select value={cardCompany} onChange={(e) => setCardCompany(e.target.value)}>
          {COMPANIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>카드 번호 끝 4자리</span>
        <input
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={last4}
          placeholder="1234"
          onChange={(e) => setLast4(e.target.value.replace(/\D/g, '').slice(0, 4))}
          aria-invalid={last4.length > 0 && !valid}
        />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={declines} onChange={(e) => setDeclines(e.target.checked)} />
        <span>결제가 거절되는 카드로 등록 (한도 초과 테스트)</span>
      </label>
      <button type="submit" className={styles.primary} disabled={!valid || busy}>
        {busy ? '등록하는 중…' : '카드 등록하기'}
      </button>
    </form>
  );
}
