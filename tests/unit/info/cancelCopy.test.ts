import { cancellationRuleRows, cancellationRules } from '@/lib/orders/cancellationRules';
import { planFaqs, planInfoPages } from '@/server/db/seed/build/infoPages';
import { faqDefs } from '@/server/db/seed/data/info';
import { kst, SeedDay } from '@/server/db/seed/time';
import { CANCELLATION_RULES_MARKER } from '@/server/domain/content/cancellationRulesHtml';

const DAY = SeedDay.of(kst(2026, 11, 1));
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&gt;/g, '>');
const cancelPage = () => planInfoPages(DAY).find((p) => p.key === 'cancel_info')!.htmlContent;
const refundFaqs = () => planFaqs().filter((f) => f.category === '취소·환불');

describe('cancellation copy agrees with the cancellation rule table', () => {
  it('stores a marker for the rules instead of a hand-written fee table', () => {
    const html = cancelPage();
    expect(html.split(CANCELLATION_RULES_MARKER)).toHaveLength(2);
    expect(html).not.toContain('취소 수수료');
  });

  it('the rental refund FAQ lists every rental row of the table word for word', () => {
    const faq = faqDefs.find((f) => f.question === '렌탈 예약을 취소하면 환불은 얼마나 되나요?')!;
    const list = faq.answer.find((block): block is { list: string[] } => 'list' in block)!;
    expect(list.list).toEqual(
      cancellationRuleRows()
        .filter((r) => r.process === 'rentalReservation')
        .map((r) => `${r.condition}: ${r.outcome} (${r.benefits})`)
    );
  });

  it('no refund answer nor the page speaks of hours, and every refund share it names is one the table has', () => {
    const shares = new Set(cancellationRules.map((r) => r.sharePercent));
    for (const copy of [text(cancelPage()), ...refundFaqs().map((f) => text(f.answerHtml))]) {
      expect(copy).not.toMatch(/\d+시간 (전|이내)/);
      for (const match of copy.matchAll(/(\d+)%/g))
        expect([match[0], shares.has(Number(match[1]))]).toEqual([match[0], true]);
    }
  });

  it('the page’s worked examples are the refund function’s own amounts', () => {
    const copy = text(cancelPage());
    // 80,000원 paid, cancelled 2 days and 0 days before the start: the 90% and 50% rows.
    expect(copy).toContain("'이용 2일 전 ~ 1일 전' 기준이라 결제 금액의 90%인 72,000원을 환불");
    expect(copy).toContain("'이용 당일' 기준이라 결제 금액의 50%인 40,000원을 환불");
  });
});
