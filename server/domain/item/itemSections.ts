import { discountRate, formatWon } from '@/lib/money';
import { cancellationRuleRows, type RefundProcessId } from '@/lib/orders/cancellationRules';
import { isInsuranceOption } from '@/lib/item/insuranceOption';
import type { OpeningHours } from '../../db/schema/businesses';
import type { DealInfo, DeliveryOption, InfoEntry, ItemSubInfo, TagInfo } from './itemDetailTypes';
import type { ItemRow, ModelRow, OptionRow } from './itemDetailQueries';

/**
 * The informational groups of the item page (docs/product.md §3 Item detail tagInfo, dealInfo, itemSubInfo,
 * shippingSetting), derived from the item's own facts. Pure: the service loads rows, this shapes.
 */

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
// Monday first, as Korean shops list their hours.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function dayGroupLabel(days: number[]): string {
  const key = [...days].sort().join(',');
  if (key === '0,1,2,3,4,5,6') return '매일';
  if (key === '1,2,3,4,5') return '평일';
  if (key === '0,6') return '주말';
  return WEEK_ORDER.filter((d) => days.includes(d))
    .map((d) => WEEKDAYS[d])
    .join('·');
}

/** `평일 10:00~20:00 · 주말 10:00~18:00 · 월요일 휴무`: the week in one line, Asia/Seoul hours. */
export function openingHoursText(hours: OpeningHours): string {
  if (hours.length === 0) return '영업시간은 매장에 문의해 주세요';
  const groups = new Map<string, number[]>();
  for (const day of WEEK_ORDER) {
    const h = hours.find((entry) => entry.weekday === day);
    if (h) groups.set(`${h.open}~${h.close}`, [...(groups.get(`${h.open}~${h.close}`) ?? []), day]);
  }
  const parts = [...groups.entries()].map(([range, days]) => `${dayGroupLabel(days)} ${range}`);
  const closed = WEEK_ORDER.filter((d) => !hours.some((h) => h.weekday === d));
  if (closed.length > 0) parts.push(`${closed.map((d) => WEEKDAYS[d]).join('·')}요일 휴무`);
  return parts.join(' · ');
}

export function tagInfoOf(item: ItemRow): TagInfo {
  const rate = discountRate(item.originPrice, item.price);
  const redBottom = item.status === 'SOLD_OUT' ? '품절' : rate > 0 ? `지금 ${rate}% 할인 중` : null;
  let otherBottom: string | null = null;
  if (item.condition === 'USED' && item.usedGrade) otherBottom = `${item.usedGrade} 중고 · 매장 점검 완료`;
  else if (item.dealType === 'RENTAL') otherBottom = `${item.region} · 하루 단위 렌탈`;
  else otherBottom = item.deliveryTypes.includes('PARCEL') && item.shippingFee === 0 ? '무료배송' : null;
  return { tag1: item.tag1, tag2: item.tag2, redBottom, otherBottom };
}

export function dealInfoOf(item: ItemRow): DealInfo {
  const isSoldOut = item.status === 'SOLD_OUT' || item.stock <= 0;
  let statusText = item.dealType === 'RENTAL' ? '예약 가능' : '구매 가능';
  if (isSoldOut) statusText = '품절';
  return {
    priceUnit: item.dealType === 'RENTAL' ? '1일' : null,
    statusText,
    isSoldOut,
    stock: Math.max(0, item.stock),
    usedGrade: item.usedGrade,
    usedDescription: item.usedDescription,
  };
}

const DELIVERY_NAMES = { PICKUP: '매장 픽업', DELIVERY: '배달', PARCEL: '택배' } as const;

export function deliveryOptionsOf(item: ItemRow): DeliveryOption[] {
  return item.deliveryTypes.map((type) => {
    if (type === 'PARCEL') {
      return {
        type,
        name: DELIVERY_NAMES[type],
        fee: item.shippingFee,
        feeText: item.shippingFee === 0 ? '무료배송' : `배송비 ${formatWon(item.shippingFee)}`,
      };
    }
    if (type === 'DELIVERY')
      return { type, name: DELIVERY_NAMES[type], fee: 0, feeText: '배달비는 거리에 따라 매장에서 안내해요' };
    return { type, name: DELIVERY_NAMES[type], fee: 0, feeText: '무료' };
  });
}

function shippingInfos(item: ItemRow): InfoEntry[] {
  const out: InfoEntry[] = [];
  if (item.deliveryTypes.includes('PICKUP'))
    out.push({ title: '매장 픽업', content: `${item.address}에서 받아 가세요.` });
  if (item.deliveryTypes.includes('DELIVERY')) {
    out.push({
      title: '배달',
      content:
        item.dealType === 'RENTAL'
          ? '숙소나 콘도 앞까지 장비를 가져다 드려요. 배달비는 거리에 따라 매장에서 안내해요.'
          : '조립을 마친 상태로 화물 배달해 드려요. 배달비는 거리에 따라 매장에서 안내해요.',
    });
  }
  if (item.deliveryTypes.includes('PARCEL')) {
    out.push({
      title: '택배',
      content:
        item.shippingFee === 0
          ? '배송비 무료 (제주·도서산간은 추가 배송비가 있어요)'
          : `배송비 ${formatWon(item.shippingFee)} (제주·도서산간은 추가 배송비가 있어요)`,
    });
  }
  return out;
}

function insuranceInfos(item: ItemRow, options: OptionRow[]): InfoEntry[] {
  return options.filter(isInsuranceOption).map((o) => ({
    title: o.name,
    content: `추가 옵션으로 가입할 수 있어요 (${item.dealType === 'RENTAL' ? '1일 ' : ''}${formatWon(o.price)}).`,
  }));
}

/**
 * The order processes a purchase of this item runs: a rental is booked (rentalReservation), a sale
 * ordered (saleOrder, tuning and fitting services included: they are sold, not booked), and an
 * item offered with 렌탈페이 may also be contracted as an ownership-transfer lease (contract).
 */
export function refundProcessesOf(item: Pick<ItemRow, 'dealType' | 'isLeaseAvailable'>): RefundProcessId[] {
  if (item.dealType === 'RENTAL') return ['rentalReservation'];
  return item.isLeaseAvailable ? ['saleOrder', 'contract'] : ['saleOrder'];
}

/**
 * Returns after delivery follow the e-commerce act, not the cancellation table: said once, after it,
 * for goods only (a tuning or fitting service is used up when it is done, there is nothing to send back).
 */
export const SALE_RETURN_INFO: InfoEntry = {
  title: '받은 뒤 7일 이내 반품',
  content: '사용하지 않은 상품은 반품할 수 있어요. 단순 변심이면 왕복 배송비를 부담해 주세요.',
};

/**
 * The cancellation rows of the item's processes, word for word from the rule table the refund is
 * computed with (the same rows /cancel_info shows), including whether the coupon and points come back.
 */
export function cancelInfos(item: Pick<ItemRow, 'dealType' | 'isLeaseAvailable' | 'modelId'>): InfoEntry[] {
  const processes = refundProcessesOf(item);
  const table = cancellationRuleRows();
  const rows = processes.flatMap((process) => table.filter((row) => row.process === process));
  const entries = rows.map((row) => ({
    // Two processes on one page (sale and lease) need the process named to tell their rows apart.
    title: processes.length > 1 ? `${row.processLabel} · ${row.condition}` : row.condition,
    content: `${row.outcome} (${row.benefits})`,
  }));
  return item.dealType === 'SELL' && item.modelId !== null ? [...entries, SALE_RETURN_INFO] : entries;
}

/** A rental's damage deposit (docs/product.md §4 Damage deposits), told before the customer books. */
function depositInfos(item: ItemRow): InfoEntry[] {
  if (item.dealType !== 'RENTAL' || item.depositAmount <= 0) return [];
  return [
    {
      title: `보증금 ${formatWon(item.depositAmount)}`,
      content:
        '결제 금액과 별도로 카드 승인만 해요. 반납 후 48시간 안에 매장이 손상을 청구하지 않으면 승인이 자동으로 풀려요.',
    },
  ];
}

function noteInfos(item: ItemRow): InfoEntry[] {
  if (item.dealType === 'RENTAL')
    return [
      ...depositInfos(item),
      { title: '본인 확인', content: '대여할 때 신분증을 보여 주세요. 만 14세 미만은 보호자와 함께 와 주세요.' },
    ];
  if (item.condition === 'USED')
    return [{ title: '한 점뿐인 상품', content: '결제 순서대로 판매되고, 판매되면 바로 품절로 바뀌어요.' }];
  if (item.modelId === null)
    return [{ title: '방문 안내', content: '예약한 날짜에 장비를 가지고 매장으로 와 주세요.' }];
  return [];
}

function specValue(model: ModelRow, ...names: string[]): string | null {
  return model.specInfo.find((s) => names.includes(s.name))?.value ?? null;
}

/** 상품정보제공고시: what Korean e-commerce law asks a seller to state, from the catalogue. */
function productAnnouncements(item: ItemRow, model: ModelRow | null): InfoEntry[] {
  if (item.dealType !== 'SELL' || !model) return [];
  const entries: (InfoEntry | null)[] = [
    { title: '품명 및 모델명', content: `${model.brandName} ${model.name} (${model.modelYear}년형)` },
    { title: '제조사', content: `${model.brandName} (${model.brandNameEn})` },
    { title: '제조국', content: model.country },
    specValue(model, '사이즈', '길이') ? { title: '크기', content: specValue(model, '사이즈', '길이')! } : null,
    specValue(model, '무게') ? { title: '중량', content: specValue(model, '무게')! } : null,
    { title: '품질보증기준', content: '관련 법 및 소비자분쟁해결기준에 따라요.' },
    { title: 'A/S 책임자와 전화번호', content: `${item.businessName} ${item.phone}` },
  ];
  return entries.filter((e): e is InfoEntry => e !== null);
}

export function itemSubInfoOf(item: ItemRow, model: ModelRow | null, options: OptionRow[]): ItemSubInfo {
  const shipping = shippingInfos(item);
  const insurance = insuranceInfos(item, options);
  const cancel = cancelInfos(item);
  const note = noteInfos(item);
  const announcements = productAnnouncements(item, model);
  return {
    isShowShipping: shipping.length > 0,
    isShowInsurance: insurance.length > 0,
    isShowCancel: cancel.length > 0,
    isShowNote: note.length > 0,
    isShowQna: true,
    isShowProductAnnouncement: announcements.length > 0,
    shippingInfos: shipping,
    insuranceInfos: insurance,
    cancelInfos: cancel,
    noteInfos: note,
    productAnnouncements: announcements,
  };
}
