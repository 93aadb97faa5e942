import { CARD_COMPANIES } from '@/server/domain/promotion/cardCompanies';
import { addDays, dateWithWeekday, dayWithWeekday, longDate, monthOf, yearOf } from '../time';
import type { Block } from './contents/types';
import { plansOfMonth } from './promotions/cardBenefits';
import { provisionDefs } from './provisions';

/**
 * When a notice went up (at 09:00 KST): `days` from the seeding day; `yearly`, seasonal copy, on
 * that month and day of the most recent year before the seeding day (a holiday notice stays in its
 * season); `monthStart`, `days` from the first of the seeding day's month plus `monthStart` months.
 */
export type NoticeDate =
  { days: number } | { yearly: readonly [month: number, day: number] } | { monthStart: number; days: number };

/** Title and body may name dates: then they are functions of the moment the notice went up. */
export type NoticeDef = {
  title: string | ((at: Date) => string);
  isImportant: boolean;
  date: NoticeDate;
  blocks: Block[] | ((at: Date) => Block[]);
};

/** `2월 16일(월)부터 18일(수)까지`; the month is repeated only when the range crosses one. */
function span(from: Date, to: Date): string {
  return `${dayWithWeekday(from)}부터 ${monthOf(from) === monthOf(to) ? dateWithWeekday(to) : dayWithWeekday(to)}까지`;
}

function effectiveDayOf(category: string, version: string): number {
  const def = provisionDefs.find((p) => p.category === category && p.version === version);
  if (!def) throw new Error(`no terms ${category} ${version}`);
  return def.effectiveDay;
}

const PRIVACY_REVISION = effectiveDayOf('PRIVACY', '2.0');
const LOCATION_REVISION = effectiveDayOf('LOCATION', '1.1');

/** The month's plans in words: the longest interest-free term, who offers 12 months in part. */
function benefitLines(month: number): string[] {
  const plans = plansOfMonth(month);
  const name = (code: string) => CARD_COMPANIES.find((c) => c.code === code)?.name.replace(/카드$/, '') ?? code;
  const longest = Math.max(...plans.flatMap((p) => p.free));
  const cards = (keep: (p: (typeof plans)[number]) => boolean) =>
    plans
      .filter(keep)
      .map((p) => name(p.card))
      .join(', ');
  return [
    `무이자 최대 ${longest}개월: ${cards((p) => p.free.includes(longest))}`,
    `최대 12개월 부분 무이자: ${cards((p) => p.partial.some(([months]) => months === 12))}`,
    '카드사별 개월 수는 카드 혜택 안내에서 확인해 주세요.',
  ];
}

/** Service notices; they are listed newest first (ids follow their dates). */
export const noticeDefs: NoticeDef[] = [
  {
    title: '라이드마켓 서비스를 시작합니다',
    isImportant: false,
    date: { days: -372 },
    blocks: [
      {
        p: [
          '자전거와 스키 장비를 빌리고, 사고, 맡기는 곳. 라이드마켓이 문을 열었습니다.',
          '한강공원 대여소부터 스키 리조트 렌탈샵까지, 가까운 매장의 장비를 앱에서 바로 예약해 보세요.',
        ],
      },
    ],
  },
  {
    title: (at) => `[안내] ${yearOf(at)}/${String(yearOf(at) + 1).slice(2)} 시즌 스키·보드 렌탈 예약 오픈`,
    isImportant: false,
    date: { yearly: [11, 17] },
    blocks: [
      {
        p: [
          '용평, 휘닉스평창, 하이원, 비발디파크, 곤지암, 지산, 무주 렌탈샵의 시즌 예약이 열렸습니다.',
          '개장 첫 주말은 대기가 길어요. 미리 예약하시면 사이즈별로 장비를 준비해 둡니다.',
        ],
      },
    ],
  },
  {
    title: '[안내] 설 연휴 고객센터 운영 및 배송 일정',
    isImportant: false,
    date: { yearly: [2, 6] },
    blocks: (at) => [
      {
        p: [
          `${span(addDays(at, 10), addDays(at, 12))} 고객센터가 쉽니다. 연휴 기간 문의는 1:1 문의로 남겨 주시면 ${dateWithWeekday(addDays(at, 13))}부터 순서대로 답변드립니다.`,
        ],
      },
      {
        list: [
          `택배 마감: ${dayWithWeekday(addDays(at, 6))} 오후 2시 결제 건까지`,
          '렌탈 예약: 매장별 운영 일정에 따라 가능',
        ],
      },
    ],
  },
  {
    title: '[중요] 전기자전거 배터리 안전 사용 안내',
    isImportant: true,
    date: { yearly: [3, 10] },
    blocks: [
      { p: ['봄 시즌을 맞아 전기자전거 이용이 늘고 있습니다. 화재 예방을 위해 아래 내용을 꼭 지켜 주세요.'] },
      {
        list: [
          '정품 충전기만 사용해 주세요.',
          '충전 중에는 자리를 비우지 말아 주세요.',
          '물에 젖었거나 충격을 받은 배터리는 사용을 멈추고 매장 점검을 받아 주세요.',
          '직사광선이 드는 차 안에 배터리를 두지 마세요.',
        ],
      },
    ],
  },
  {
    title: '[안내] 한강공원 자전거 대여소 하절기 운영 시간 변경',
    isImportant: false,
    date: { yearly: [4, 28] },
    blocks: [
      {
        p: [
          '5월 1일부터 9월 30일까지 한강공원 제휴 대여소의 주말 운영 시간이 오전 8시부터 오후 10시까지로 늘어납니다. 매장별 운영 시간은 매장 정보에서 확인해 주세요.',
        ],
      },
    ],
  },
  {
    // A month ahead of the revision it announces (the privacy terms' version 2.0).
    title: (at) => `[중요] 개인정보처리방침 개정 안내 (${longDate(addDays(at, 30))} 시행)`,
    isImportant: true,
    date: { days: PRIVACY_REVISION - 30 },
    blocks: [
      {
        p: [
          '개인정보처리방침이 아래와 같이 바뀝니다. 시행일 이후 서비스를 계속 이용하시면 개정 내용에 동의한 것으로 봅니다.',
        ],
      },
      {
        list: [
          '위치 정보를 이용한 주변 매장 안내 항목 추가',
          '결제 대행사 및 렌탈 결제 수탁사 변경 반영',
          '보유 기간 표 정리',
        ],
      },
    ],
  },
  {
    title: '[안내] 중고 상품 검수 서비스 시작',
    isImportant: false,
    date: { days: -109 },
    blocks: [
      {
        p: [
          '이제 중고 상품마다 S급·A급·B급 상태 등급과 매장 점검 내용을 확인할 수 있습니다. 검수를 마친 상품에는 검수완료 표시가 붙습니다.',
        ],
      },
    ],
  },
  {
    title: '[안내] 추석 연휴 고객센터 운영 및 배송 일정',
    isImportant: false,
    date: { yearly: [9, 14] },
    blocks: (at) => [
      { p: [`${span(addDays(at, 10), addDays(at, 12))} 고객센터가 쉽니다.`] },
      {
        list: [
          `택배 마감: ${dayWithWeekday(addDays(at, 7))} 오후 2시 결제 건까지`,
          '연휴 중 렌탈 예약은 매장 운영 일정에 따라 가능',
        ],
      },
    ],
  },
  {
    title: '[이벤트] 첫 렌탈 10% 할인 쿠폰 지급 안내',
    isImportant: false,
    date: { days: -61 },
    blocks: [
      {
        p: [
          '처음 렌탈하는 모든 회원에게 10% 할인 쿠폰(최대 10,000원)을 드립니다. 쿠폰북에서 받아 결제 시 적용해 주세요.',
        ],
      },
    ],
  },
  {
    title: (at) => `[점검] ${dayWithWeekday(addDays(at, 7))} 새벽 시스템 점검 안내`,
    isImportant: false,
    date: { days: -24 },
    blocks: (at) => [
      {
        p: [
          `서비스 안정화를 위해 ${dayWithWeekday(addDays(at, 7))} 02:00~05:00 시스템 점검을 진행합니다. 점검 시간에는 예약, 결제, 로그인이 일시 중단됩니다.`,
        ],
      },
    ],
  },
  {
    // Five days before the month whose card plans it announces (the seeding day's month).
    title: (at) => `[안내] ${monthOf(addDays(at, 5))}월 카드사 무이자 할부 혜택`,
    isImportant: false,
    date: { monthStart: 0, days: -5 },
    blocks: (at) => [
      {
        p: [
          `${monthOf(addDays(at, 5))}월 한 달 동안 아래 카드로 5만 원 이상 결제 시 무이자 할부를 이용하실 수 있습니다.`,
        ],
      },
      { list: benefitLines(monthOf(addDays(at, 5))) },
    ],
  },
  {
    // Ten days ahead of the location terms' version 1.1.
    title: '[중요] 위치기반서비스 이용약관 개정 안내',
    isImportant: true,
    date: { days: LOCATION_REVISION - 10 },
    blocks: (at) => [
      {
        p: [
          `주변 매장 지도 기능 개선에 따라 위치기반서비스 이용약관이 ${longDate(addDays(at, 10))}부터 바뀝니다. 위치정보는 매장 검색 직후 파기하며, 이용 사실 확인 자료만 6개월간 보관합니다.`,
        ],
      },
    ],
  },
];
