import type { DayRow } from './openingHoursForm';
import styles from './SellerBusiness.module.css';

type Props = { rows: DayRow[]; onChange: (rows: DayRow[]) => void; error: string | null };

/** 영업시간: a row per weekday with 휴무 or the opening and closing time. */
export function OpeningHoursField({ rows, onChange, error }: Props) {
  const update = (weekday: number, patch: Partial<DayRow>) =>
    onChange(rows.map((r) => (r.weekday === weekday ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'hours-error' : 'hours-hint'}>
      <legend className={styles.label}>영업시간</legend>
      <p id="hours-hint" className={styles.hint}>
        자정까지 여는 날은 닫는 시간을 00:00으로 입력해 주세요.
      </p>
      <ul className={styles.days}>
        {rows.map((row) => (
          <li key={row.weekday} className={styles.day}>
            <span className={styles.dayLabel}>{row.label}</span>
            <label className={styles.closed}>
              <input
                type="checkbox"
                checked={row.closed}
                onChange={(e) => update(row.weekday, { closed: e.target.checked })}
              />
              휴무
            </label>
            {row.closed ? (
              <span className={styles.closedText}>쉬는 날</span>
            ) : (
              <span className={styles.times}>
                <input
                  type="time"
                  className={styles.time}
                  value={row.open}
                  aria-label={`${row.label} 여는 시간`}
                  onChange={(e) => update(row.weekday, { open: e.target.value })}
                />
                <span aria-hidden>~</span>
                <input
                  type="time"
                  className={styles.time}
                  value={row.close}
                  aria-label={`${row.label} 닫는 시간`}
                  onChange={(e) => update(row.weekday, { close: e.target.value })}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      {error ? (
        <p id="hours-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
