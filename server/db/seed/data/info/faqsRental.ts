import { cancellationRuleRows } from '@/lib/orders/cancellationRules';
import { returnRuleLines } from '@/lib/orders/returnRules';
import type { FaqCategory, FaqDef, InfoBlock } from './types';

/** The rental rows of the cancellation rule table, word for word, so the answer cannot drift from the refund. */
function rentalCancelAnswer(): InfoBlock[] {
  const rows = cancellationRuleRows().filter((row) => row.process === 'rentalReservation');
  return [
    { p: '환불 금액은 취소한 날부터 이용 시작일까지 남은 날수(한국 시간 날짜 기준)로 정해져요.' },
    { list: rows.map((row) => `${row.condition}: ${row.outcome} (${row.benefits})`) },
    { p: '구매 주문과 렌탈페이 계약의 기준까지 [취소·환불 안내](/cancel_info)에서 확인해 주세요.' },
  ];
}

/** The return rule table's lines, so the answer says what the server refunds (lib/orders/returnRules.ts). */
function returnAnswer(): InfoBlock[] {
  const [window, ...rest] = returnRuleLines();
  return [{ p: `${window} 마이 > 주문 내역에서 주문을 열어 신청해 주세요.` }, { list: rest }];
}

/** FAQ: booking and payment, cancellation and refund, pick-up and return. */
export const rentalFaqs: Partial<Record<FaqCategory, FaqDef[]>> = {
  '예약·결제': [
    {
      question: '렌탈 예약은 언제 확정되나요?',
      answer: [
        {
          p: '결제를 마치면 예약이 접수되고, 매장이 장비를 확인해 승인하면 예약 확정 알림을 보내 드려요. 매장은 보통 2시간 안에 승인하고, 매장이 3일 안에 응답하지 않으면 예약은 자동 취소되고 전액 환불돼요.',
        },
      ],
    },
    {
      question: '어떤 결제 수단을 쓸 수 있나요?',
      answer: [
        {
          p: '신용·체크카드, 간편결제(네이버페이, 카카오페이, 토스페이), 계좌이체로 결제할 수 있어요. 현장 결제는 지원하지 않아요.',
        },
      ],
    },
    {
      question: '무이자 할부가 되나요?',
      answer: [
        {
          p: '카드사별 무이자 할부 혜택은 매달 바뀌어요. 이번 달 혜택은 [카드 혜택](/card_benefit)에서 확인해 주세요. 할부는 5만 원 이상 결제부터 선택할 수 있어요.',
        },
      ],
    },
    {
      question: '여러 날짜를 한 번에 예약할 수 있나요?',
      answer: [
        {
          p: '달력에서 시작일과 종료일을 차례로 누르면 연속된 기간으로 예약돼요. 떨어진 날짜는 따로 예약해 주세요. 회색으로 표시된 날은 이미 예약이 찬 날이에요.',
        },
      ],
    },
    {
      question: '쿠폰과 포인트를 함께 쓸 수 있나요?',
      answer: [
        {
          p: '주문 한 건에 쿠폰 1장과 포인트를 함께 쓸 수 있어요. 쿠폰 할인이 먼저 적용되고 남은 금액에서 포인트를 써요. 포인트는 1,000원 이상 보유 시 1원 단위로 쓸 수 있어요.',
        },
      ],
    },
    {
      question: '결제했는데 예약 내역에 보이지 않아요.',
      answer: [
        {
          p: '결제 승인 직후 앱을 닫으면 예약 반영이 몇 분 늦을 수 있어요. 10분이 지나도 보이지 않으면 카드 승인 문자를 캡처해 [1:1 문의](/user/inquiries/new)로 보내 주세요. 중복 승인은 확인 후 바로 취소해 드려요.',
        },
      ],
    },
  ],
  '취소·환불': [
    { question: '렌탈 예약을 취소하면 환불은 얼마나 되나요?', answer: rentalCancelAnswer() },
    {
      question: '환불은 언제 들어오나요?',
      answer: [
        {
          p: '카드 결제는 취소 후 카드사에 따라 3~7영업일, 간편결제는 즉시에서 3영업일, 계좌이체는 3영업일 안에 환불돼요. 포인트와 쿠폰은 취소 즉시 돌려드려요. 단, 렌탈 이용 시작일이 지난 뒤의 취소에 쓴 쿠폰과 포인트는 돌려드리지 않아요.',
        },
      ],
    },
    {
      question: '비가 와서 탈 수 없으면 취소 수수료를 내야 하나요?',
      answer: [
        {
          p: '호우·태풍·대설 특보로 매장이 운영을 멈추면 매장이 예약을 취소하고 수수료 없이 전액 환불해 드려요. 특보가 없는 단순 우천 취소는 일반 취소 기준을 따라요. 남은 날수별 환불 비율은 [취소·환불 안내](/cancel_info)에서 확인해 주세요.',
        },
      ],
    },
    {
      question: '구매한 상품을 반품하고 싶어요.',
      answer: [...returnAnswer(), { p: '반품이 어려운 경우는 [취소·환불 안내](/cancel_info)를 확인해 주세요.' }],
    },
    {
      question: '일찍 반납하면 남은 날짜는 환불되나요?',
      answer: [
        {
          p: '이용을 시작한 뒤에는 일찍 반납해도 남은 날의 대여료를 따로 환불하지 않아요. 일정이 바뀌면 이용 시작일 전에 예약을 취소해 주세요. 남은 날수별 환불 기준은 [취소·환불 안내](/cancel_info)에 있어요.',
        },
      ],
    },
    {
      question: '무이자 할부로 결제한 주문을 일부만 취소할 수 있나요?',
      answer: [
        {
          p: '여러 상품 중 일부만 취소하면 남은 금액으로 할부가 다시 계산돼요. 남은 금액이 카드사 무이자 기준보다 적으면 무이자 혜택이 사라질 수 있어요.',
        },
      ],
    },
  ],
  '대여·반납': [
    {
      question: '장비를 받을 때 무엇을 가져가야 하나요?',
      answer: [
        {
          p: '예약자 본인의 신분증을 꼭 가져와 주세요. 미성년자는 보호자 동의서가 필요해요. 스키·보드 렌탈은 예약 때 적은 키와 몸무게로 장비를 미리 맞춰 두니 정확히 적어 주세요.',
        },
      ],
    },
    {
      question: '헬멧도 빌려주나요?',
      answer: [
        {
          p: '자전거 렌탈은 헬멧을 무료로 빌려 드려요. 도로교통법상 자전거 헬멧 착용은 의무예요. 스키 헬멧은 매장에 따라 유료 옵션이에요.',
        },
      ],
    },
    {
      question: '보증금은 언제 돌려받나요?',
      answer: [
        {
          p: '반납할 때 매장이 장비 상태를 확인한 뒤 바로 돌려드려요. 카드 보증금은 승인 취소로 처리돼 카드사에 따라 3~7영업일 뒤 반영돼요.',
        },
      ],
    },
    {
      question: '장비가 고장 나면 어떻게 하나요?',
      answer: [
        {
          p: '타는 것을 멈추고 바로 매장에 전화해 주세요. 정상 사용 중 고장은 무료로 수리하거나 다른 장비로 바꿔 드려요. 연락이 닿지 않으면 고객센터로 알려 주세요.',
        },
        { p: '파손 배상 기준은 [렌탈 유의사항](/note_info)에 있어요.' },
      ],
    },
    {
      question: '반납 시간을 넘기면 어떻게 되나요?',
      answer: [
        {
          p: '1시간 단위로 추가 요금이 붙고, 3시간이 넘으면 1일 요금이 부과돼요. 늦어질 것 같으면 미리 매장에 연락해 연장을 요청해 주세요.',
        },
      ],
    },
    {
      question: '전기자전거는 몇 살부터 빌릴 수 있나요?',
      answer: [
        {
          p: '페달 보조 방식 전기자전거는 만 13세 이상부터 탈 수 있어요. 스로틀 방식은 개인형 이동장치라 만 16세 이상 원동기 면허가 필요해요. 자세한 내용은 [렌탈 유의사항](/note_info)을 확인해 주세요.',
        },
      ],
    },
  ],
};
