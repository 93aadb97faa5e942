import { formatWon } from '@/lib/money';
import { refundFor } from '@/lib/orders/cancellationRulesRefund';
import { returnReasonRules } from '@/lib/orders/returnRules';
import { CS_PHONE, type InfoPageDef } from './types';

const EXAMPLE_PAID = 80_000;

/**
 * A worked example, computed by the refund function itself so the copy cannot disagree with it:
 * an accepted 2-day rental starting 12월 20일, cancelled on `today` (any year: only the day count matters).
 */
function cancelExample(today: string, when: string): string {
  const refund = refundFor({
    process: 'rentalReservation',
    state: 'RESERVED',
    actor: 'customer',
    paidAmount: EXAMPLE_PAID,
    rentalStart: '2026-12-20',
    today,
  });
  if (!refund.ok) throw new Error(`cancel_info example: ${refund.message}`);
  const amount =
    refund.share === 100
      ? '전액'
      : refund.share === 0
        ? '0원'
        : `결제 금액의 ${refund.share}%인 ${formatWon(refund.refundAmount)}`;
  const benefits = refund.restoreBenefits ? '돌려드려요' : '돌려드리지 않아요';
  return `${when} 취소하면 '${refund.rule.condition}' 기준이라 ${amount}을 환불하고, 사용한 쿠폰과 포인트는 ${benefits}.`;
}

/** /cancel_info: cancellation, refund and after-sales, consistent with 서비스 이용약관 v1.1. */
export const cancelInfo: InfoPageDef = {
  key: 'cancel_info',
  title: '취소·환불·A/S 안내',
  summary:
    '렌탈·구매 취소 때 환불 기준, 구매 상품 반품(7일 이내), 중고 상품 반품 기준, 환불 일정과 A/S 접수 방법을 안내해요.',
  updatedDay: -123,
  blocks: [
    {
      p: '렌탈과 구매는 취소 기준이 달라요. 아래 기준은 라이드마켓 [서비스 이용약관](/provisions/service)을 따르며, 매장이 상품 페이지에 따로 적은 기준이 소비자에게 더 유리하면 그 기준을 적용해요.',
    },
    { generated: 'cancellationRules' },
    { h2: '렌탈 예약 취소' },
    {
      p: '렌탈 예약은 마이 > 예약 내역에서 직접 취소할 수 있어요. 환불 금액은 위 기준표대로, 취소한 날부터 이용 시작일까지 남은 날수(한국 시간 날짜 기준)로 계산해요.',
    },
    {
      list: [
        `예시: 12월 20일에 시작하는 2일 렌탈(결제 ${formatWon(EXAMPLE_PAID)})을 매장이 수락한 뒤 ${cancelExample('2026-12-18', '12월 18일에')}`,
        `같은 예약을 ${cancelExample('2026-12-20', '이용 당일인 12월 20일에')}`,
        '이용을 시작한 뒤에는 일찍 반납해도 남은 날의 대여료를 따로 환불하지 않아요.',
        '이용 날짜를 바꾸려면 예약을 취소하고 다시 예약해 주세요. 취소 환불은 위 기준표를 따라요.',
      ],
    },
    { h3: '수수료 없이 전액 환불되는 경우' },
    {
      p: '아래처럼 매장 사정으로 이용할 수 없으면 매장이 예약을 취소하고, 결제 금액 전액과 사용한 쿠폰·포인트를 돌려드려요.',
    },
    {
      list: [
        '매장 사정으로 장비를 준비하지 못한 경우',
        '태풍·호우·대설 특보 등 기상 악화로 매장이 운영을 멈춘 경우',
        '스키장이 개장을 미루거나 슬로프를 전면 폐쇄한 날의 스키·보드 렌탈',
      ],
    },
    { h2: '구매 상품 취소와 반품' },
    {
      p: '전자상거래법에 따라 상품을 받은 날부터 7일 이내에 청약철회(반품)를 신청할 수 있어요. 상품 상세에 적힌 내용과 다르거나 계약과 다르게 이행된 경우에는 받은 날부터 3개월 이내, 그 사실을 안 날부터 30일 이내에 반품할 수 있어요.',
    },
    {
      table: {
        caption: '반품 배송비 부담',
        head: ['반품 사유', '배송비 부담'],
        // From the return rule table the refund is computed with (lib/orders/returnRules.ts).
        rows: returnReasonRules.map((rule) => [rule.label, rule.shipping]),
      },
    },
    { h3: '반품이 어려운 경우' },
    {
      list: [
        '주행, 시착 후 외부 사용, 조립·장착으로 상품 가치가 크게 줄어든 경우 (단, 상태 확인을 위한 포장 개봉은 반품 가능)',
        '스키 바인딩을 장착하려고 데크나 스키에 구멍을 뚫은 경우',
        '부츠 열성형(히팅 피팅), 핸들바·안장 맞춤 재단처럼 고객 요청으로 맞춤 작업을 한 경우',
        '고객 부주의로 상품이 파손되거나 구성품(충전기, 배터리 키, 설명서)이 빠진 경우',
      ],
    },
    {
      note: '반품·교환은 주문 상세에서 사진과 함께 신청해 주세요. 매장이 회수해 검수한 뒤 환불하거나 교환품을 보내요.',
    },
    { h2: '중고 상품' },
    {
      list: [
        '중고 상품도 받은 날부터 7일 이내에 반품을 신청할 수 있어요.',
        '상품 페이지의 상태 등급(S·A·B)이나 매장 점검 내용과 실제 상태가 다르면 왕복 배송비를 매장이 부담해요.',
        '상품 페이지 사진과 설명에 이미 표시된 흠집, 사용감은 반품 사유가 되지 않아요.',
        '받은 뒤 새로 생긴 흠집이나 주행 거리 증가가 확인되면 반품이 제한될 수 있어요.',
      ],
    },
    { h2: '환불 일정' },
    {
      table: {
        caption: '결제 수단별 환불 일정',
        head: ['결제 수단', '환불 시점'],
        rows: [
          ['신용·체크카드', '취소 후 카드사에 따라 3~7영업일 (체크카드는 계좌로 입금)'],
          ['간편결제', '취소 즉시 ~ 3영업일'],
          ['계좌이체', '취소 후 3영업일 이내 결제 계좌로 입금'],
          [
            '포인트·쿠폰',
            '취소 즉시 복원 (유효기간이 지난 쿠폰과, 렌탈 이용 시작일 이후 취소에 쓴 쿠폰·포인트는 복원되지 않아요)',
          ],
        ],
      },
    },
    {
      p: '반품은 매장이 상품을 받아 상태를 확인한 날부터 3영업일 안에 환불을 진행해요. 무이자 할부로 결제한 경우 할부 수수료 없이 전체가 취소돼요.',
    },
    { h2: 'A/S 안내' },
    {
      list: [
        '새 자전거: 구매 후 1개월 안에 무료 초기 점검 1회를 받을 수 있어요. 새 케이블이 늘어나 변속이 틀어지기 쉬운 시기예요.',
        '프레임과 부품 보증은 브랜드 정책을 따라요. 보증 기간은 상품 상세의 품질보증기준에서 확인해 주세요.',
        '전기자전거 배터리와 모터는 제조사 보증(보통 2년)을 따르며, 보증 수리는 구매 매장이나 브랜드 서비스센터에서 접수해요.',
        '스키·보드 장비는 구매 매장에서 왁싱, 엣지 튜닝, 바인딩 점검을 유료로 받을 수 있어요.',
      ],
    },
    {
      p: `A/S 접수는 구매한 매장에 직접 하거나 마이 > [1:1 문의](/user/inquiries/new)로 남겨 주세요. 매장과 연락이 어려우면 고객센터 ${CS_PHONE}로 알려 주세요. 자세한 문의 방법은 [고객센터 안내](/call_info)에 있어요.`,
    },
  ],
};
