import {
  cancellationRuleRows,
  cancellationRules,
  type CancellationRuleRow,
  type RefundProcessId,
} from '@/lib/orders/cancellationRules';

/**
 * The rules section of /cancel_info, written from the cancellation rule table at read time rather
 * than stored as copy: the refund computation reads the same table, so the page cannot promise a
 * refund the server would not make (the old seeded copy spoke of hours while the server counts days).
 * The operator's editorial copy (returns, used items, refund timing, after-sales) stays in info_pages.
 */

/** Where the stored copy wants the rules; a page without it gets them at the top. */
export const CANCELLATION_RULES_MARKER = '<!--cancellation-rules-->';

export const CANCELLATION_RULES_TITLE = '취소·환불 기준';
export const CANCELLATION_RULES_HEAD = ['취소 시점', '환불', '쿠폰·포인트'] as const;

/** A line under a process's heading where its name alone would not say which purchases it covers. */
const processNotes: Partial<Record<RefundProcessId, string>> = {
  contract: '렌탈페이로 계약한 소유권 이전형 렌탈의 첫 결제에 적용돼요.',
  saleOrder: '받은 뒤의 반품은 아래 구매 상품 취소와 반품 기준을 따라요.',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function tableHtml(rows: readonly CancellationRuleRow[]): string {
  const head = `<tr>${CANCELLATION_RULES_HEAD.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr>`;
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.condition)}</td><td>${escapeHtml(row.outcome)}</td><td>${escapeHtml(row.benefits)}</td></tr>`
    )
    .join('');
  return `<table><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

/**
 * Rows whose coupon and points stay spent. Said in words as well as in the column because it is
 * the one place the rule table overrides the process table (whose cancel lists restore-benefits).
 */
function keptBenefitsNotes(rows: readonly CancellationRuleRow[]): string[] {
  const kept = new Set(cancellationRules.filter((rule) => !rule.restoreBenefits).map((rule) => rule.id));
  return rows
    .filter((row) => kept.has(row.id))
    .map((row) => `${row.processLabel}: ${row.condition}에는 사용한 쿠폰과 포인트도 돌려드리지 않아요.`);
}

/** The section: a heading, one table per process in the table's own order, and the exceptions. */
export function cancellationRulesHtml(rows: readonly CancellationRuleRow[] = cancellationRuleRows()): string {
  const processes = [...new Set(rows.map((row) => row.process))];
  const parts = [
    `<h2>${CANCELLATION_RULES_TITLE}</h2>`,
    '<p>결제를 취소하면 아래 기준대로 환불해요. 라이드마켓이 환불 금액을 계산하는 기준과 같은 표예요. 렌탈은 이용 시작일까지 남은 날수(한국 시간 날짜 기준)로 나눠요.</p>',
  ];
  for (const process of processes) {
    const own = rows.filter((row) => row.process === process);
    parts.push(`<h3>${escapeHtml(own[0].processLabel)}</h3>`);
    const note = processNotes[process];
    if (note) parts.push(`<p>${escapeHtml(note)}</p>`);
    parts.push(tableHtml(own));
  }
  const kept = keptBenefitsNotes(rows);
  if (kept.length > 0) parts.push(`<ul>${kept.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`);
  return parts.join('\n');
}

/** The stored page with the rules section in place of its marker (or first, when the copy has none). */
export function withCancellationRules(storedHtml: string): string {
  const section = cancellationRulesHtml();
  return storedHtml.includes(CANCELLATION_RULES_MARKER)
    ? storedHtml.replace(CANCELLATION_RULES_MARKER, () => section)
    : `${section}\n${storedHtml}`;
}
