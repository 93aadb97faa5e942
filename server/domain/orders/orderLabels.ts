/**
 * Words of the order screens that are not process states: how an order was paid, how it travels,
 * and where its parcel can be tracked. Pure, so each rule is unit-tested without a database.
 */

const EASY_PAY_NAMES: Record<string, string> = { KAKAOPAY: '카카오페이', NAVERPAY: '네이버페이', TOSSPAY: '토스페이' };

export type PaymentNameInput = {
  payMethod: 'CARD' | 'EASY_PAY' | 'RENTAL_PAY';
  instalmentMonths: number;
  easyPayProvider: string | null;
  leaseMonths: number | null;
  /** The registered card's company when the order was charged on a billing key. */
  cardCompany: string | null;
};

/** 신한카드 3개월, 카드 일시불, 카카오페이, 렌탈페이 24개월: the line a receipt shows. */
export function paymentName(input: PaymentNameInput): string {
  if (input.payMethod === 'EASY_PAY') return EASY_PAY_NAMES[input.easyPayProvider ?? ''] ?? '간편결제';
  if (input.payMethod === 'RENTAL_PAY') return input.leaseMonths ? `렌탈페이 ${input.leaseMonths}개월` : '렌탈페이';
  const card = input.cardCompany ?? '카드';
  return input.instalmentMonths > 1 ? `${card} ${input.instalmentMonths}개월` : `${card} 일시불`;
}

const DELIVERY_NAMES: Record<string, string> = { PICKUP: '매장 방문 수령', PARCEL: '택배 배송', DELIVERY: '직접 배송' };

export function deliveryName(deliveryType: string): string {
  return DELIVERY_NAMES[deliveryType] ?? deliveryType;
}

/**
 * The carriers a business ships with, by the code or the Korean name the seller chose, and their public
 * tracking pages (the invoice number goes in the query; no account needed).
 */
const CARRIERS: readonly { codes: readonly string[]; name: string; url: (invoice: string) => string }[] = [
  {
    codes: ['CJ', 'CJ대한통운'],
    name: 'CJ대한통운',
    url: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${n}`,
  },
  {
    codes: ['LOTTE', '롯데택배'],
    name: '롯데택배',
    url: (n) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${n}`,
  },
  {
    codes: ['HANJIN', '한진택배'],
    name: '한진택배',
    url: (n) => `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${n}`,
  },
  {
    codes: ['EPOST', '우체국택배'],
    name: '우체국택배',
    url: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${n}`,
  },
];

function carrierOf(carrier: string | null) {
  if (!carrier) return undefined;
  const wanted = carrier.replace(/\s/g, '').toUpperCase();
  return CARRIERS.find((c) => c.codes.some((code) => code.toUpperCase() === wanted));
}

/** The carrier's Korean name (a code the table does not know is shown as the seller wrote it). */
export function carrierName(carrier: string | null): string | null {
  return carrierOf(carrier)?.name ?? carrier;
}

/**
 * The public tracking page of a parcel, or null (no carrier, an unknown one, no invoice). The invoice
 * keeps only its digits: it is put into another site's address, so nothing else may pass.
 */
export function trackingUrl(carrier: string | null, invoiceNumber: string | null): string | null {
  const digits = (invoiceNumber ?? '').replace(/\D/g, '');
  const known = carrierOf(carrier);
  if (!known || digits.length < 8 || digits.length > 20) return null;
  return known.url(digits);
}
