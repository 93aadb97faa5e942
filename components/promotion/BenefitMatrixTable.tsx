import type { CardBenefit } from '@/api/item/promotions';
import { benefitMatrix, minAmountText, monthsText, partialText, sharedPeriod } from './benefitTable';
import { periodText } from './period';
import styles from './BenefitMatrixTable.module.css';

const CELL_TEXT = { FREE: '무이자', PARTIAL: '부분', NONE: '–' } as const;

/** Card company × month count: which counts are free of interest (or partly) for each card. */
export function BenefitMatrixTable({ benefits }: { benefits: CardBenefit[] }) {
  const { months, rows } = benefitMatrix(benefits);
  return (
    <div className={styles.wrap}>
      {/* Narrow phones scroll the table sideways; the region is focusable so keyboards can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the line above */}
      <div className={styles.scroller} role="region" aria-labelledby="benefit-table-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="benefit-table-caption" className={styles.caption}>
            카드사별 무이자 할부 개월
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                카드사
              </th>
              {months.map((m) => (
                <th key={m} scope="col">
                  {m}개월
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.cardCode}>
                <th scope="row" className={styles.card}>
                  {row.cardCompany}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.months} className={styles[cell.kind]}>
                    {CELL_TEXT[cell.kind]}
                    {cell.kind === 'PARTIAL' ? (
                      <span className="visually-hidden"> 무이자, 1~{cell.paidMonths}회차 고객 부담</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.legend}>
        <span className={styles.FREE}>무이자</span> 이자 없음 <span className={styles.PARTIAL}>부분</span> 앞 회차
        이자만 고객 부담
      </p>
    </div>
  );
}

/** Per card, in words: free months, partial plans with who pays which instalments, minimum, period. */
export function BenefitDetails({ benefits }: { benefits: CardBenefit[] }) {
  const shared = sharedPeriod(benefits);
  return (
    <section className={styles.details} aria-labelledby="benefit-details">
      <h2 id="benefit-details" className={styles.detailsTitle}>
        카드사별 상세 조건
      </h2>
      <ul className={styles.detailList}>
        {benefits.map((b) => (
          <li key={b.cardCode} className={styles.detail}>
            <h3 className={styles.detailCard}>{b.cardCompany}</h3>
            <dl className={styles.terms}>
              <dt>무이자</dt>
              <dd>{monthsText(b.freeMonths)}</dd>
              {b.partialFreeMonths.length > 0 ? (
                <>
                  <dt>부분 무이자</dt>
                  <dd>{b.partialFreeMonths.map((p) => partialText(p.months, p.paidMonths)).join(', ')}</dd>
                </>
              ) : null}
              <dt>결제 금액</dt>
              <dd>{minAmountText(b.minAmount)}</dd>
              {shared ? null : (
                <>
                  <dt>기간</dt>
                  <dd>{periodText(b.startsAt, b.endsAt)}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
