import type { StoredPriceBreakdown } from '../../db/schema/orders';

/**
 * The shapes of the member's order screens (docs/product.md §3 Order list, Order detail paymentEntity),
 * plain JSON: ids, ISO datetimes, `YYYY-MM-DD` dates, integer won, Korean labels from lib/orders.
 */

/** The two tabs of /user/reservations: rentals (reservations) and purchases (sale orders and leases). */
export type OrderKind = 'RENTAL' | 'PURCHASE';

export type OrderProcessId = 'rentalReservation' | 'contract' | 'saleOrder';

/** One card of the order list. */
export type OrderSummary = {
  id: number;
  itemId: number;
  itemName: string;
  img: string;
  businessId: number;
  businessName: string;
  process: OrderProcessId;
  state: string;
  /** Korean label of the order's state (예약 대기, 배송 중 …). */
  status: string;
  totalPrice: number;
  /** Rental days, `YYYY-MM-DD`, both inclusive; null for purchases. */
  startDate: string | null;
  endDate: string | null;
  createdDatetime: string;
};

export type OrderList = { orders: OrderSummary[]; searchAfter: string | null };

/** A step of the order's timeline (lib/orders timeline) with when it was reached. */
export type OrderProcessStep = {
  state: string;
  label: string;
  /** done, current or upcoming */
  status: 'done' | 'current' | 'upcoming';
  datetime: string | null;
};

export type OrderShippingAddress = {
  /** The snapshot belongs to the order: its id is the order's. */
  id: number;
  postNum: string;
  address1: string;
  address2: string;
  phone: string;
  name: string;
  shippingInvoiceNumbers: string[];
};

export type OrderOptionLine = {
  id: number;
  optionId: number;
  name: string;
  optionType: number;
  amount: number;
  unitPrice: number;
};

/** What a cancellation now would give back, from the rule table (lib/orders refundFor). */
export type RefundPreview = {
  refundAmount: number;
  share: number;
  condition: string;
  outcome: string;
  restoreBenefits: boolean;
};

/** A button of the order detail: an action the process table lets the customer take now. */
export type CustomerAction = {
  action: string;
  label: string;
  /** Only for actions that refund (취소): what would come back. */
  refund: RefundPreview | null;
};

export type OrderRefundInfo = { refundDue: number; refundedAmount: number; cancelReason: string | null };

export type OrderDetail = {
  id: number;
  itemId: number;
  itemName: string;
  img: string;
  totalPrice: number;
  businessId: number;
  /** How it was paid, in words: 신한카드 3개월, 카카오페이, 렌탈페이 24개월 … */
  paymentName: string;
  process: OrderProcessId;
  state: string;
  paymentState: string;
  /** Korean label of the order's state. */
  status: string;
  /** Korean label of the payment's state. */
  subStatus: string;
  orderProcesses: OrderProcessStep[];
  purchaseMethod: 'CARD' | 'EASY_PAY' | 'RENTAL_PAY';
  /** NORMAL (paid at once) or LEASE (monthly, ownership-transfer rental). */
  priceType: 'NORMAL' | 'LEASE';
  dealType: 'RENTAL' | 'SELL';
  /** PICKUP, PARCEL or DELIVERY, and its Korean label. */
  deliveryType: string;
  delivery: string;
  createdDatetime: string;
  /** The rental's first day (`YYYY-MM-DD`), null for purchases. */
  startDatetime: string | null;
  endDate: string | null;
  rentalDays: number;
  shippingAddress: OrderShippingAddress | null;
  carrier: string | null;
  trackingUrl: string | null;
  orderOptions: OrderOptionLine[];
  /** How the business checks who collects (rentals and pick-ups), null when nothing is checked. */
  verificationProcess: string | null;
  orderBusiness: { name: string; phone: string; address: string };
  price: StoredPriceBreakdown;
  leaseMonths: number | null;
  leaseMonthlyPrice: number | null;
  refund: OrderRefundInfo | null;
  actions: CustomerAction[];
  /** A review can be written: a used rental or a confirmed purchase. */
  canReview: boolean;
};
