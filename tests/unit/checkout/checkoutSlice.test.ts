/** @jest-environment node */
import type { CheckoutPageData, CheckoutQuote } from '@/api/order/checkout';
import { checkoutPage, paymentPendingPage, paymentResultPage } from '@/server/ssr/pages/checkoutPages';
import {
  canPay,
  couponChosen,
  insuranceToggled,
  methodChosen,
  optionAmountChanged,
  pointsChanged,
  termsAgreed,
  addressChosen,
} from '@/store/checkoutSlice';
import { completePayment, loadCheckoutPage, prepareOrder, refreshQuote } from '@/store/checkoutThunks';
import type { RootState } from '@/store/store';
import { hydrate } from '@/store/hydrate';
import { fakeResponse, type RecordedCall } from '../api/fakeFetch';
import { testStore } from '../store/testStore';

const noBadges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};
const me = {
  id: 7,
  name: '김결제',
  nickname: '한강라이더',
  nickType: 'CUSTOM',
  img: null,
  point: 5_000,
  registKeyType: 'EMAIL',
  businessId: null,
  maskedEmail: null,
  maskedPhone: null,
  hasPassword: true,
  isMarketingAgreed: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  badges: noBadges,
  unreadAlarmCount: 0,
};
const page: CheckoutPageData = {
  itemId: 12,
  depositAmount: 0,
  itemName: '레드스터 G9 1일 렌탈',
  img: '/img/1.svg',
  dealType: 'RENTAL',
  businessId: 3,
  businessName: '용평 스키 렌탈',
  deliveryTypes: ['PICKUP', 'PARCEL'],
  startDate: '2026-12-02',
  endDate: '2026-12-04',
  days: 3,
  lines: [
    { optionId: 31, name: '165cm', optionType: 1, unitPrice: 40_000, amount: 2, maxAmount: 3, isInsurance: false },
    { optionId: 35, name: '폴', optionType: 2, unitPrice: 5_000, amount: 1, maxAmount: 150, isInsurance: false },
  ],
  problems: [],
  insurance: { optionId: 40, name: '파손 보험', price: 5_000 },
  goodsPrice: 255_000,
  coupons: [
    {
      userCouponId: 8,
      name: '겨울 스키 10%',
      discount: 20_000,
      endsAt: '2026-12-31T00:00:00.000Z',
      applicable: true,
      reason: null,
    },
    {
      userCouponId: 9,
      name: '자전거 전용',
      discount: 0,
      endsAt: '2026-12-31T00:00:00.000Z',
      applicable: false,
      reason: '자전거 상품에만 쓸 수 있어요.',
    },
  ],
  bestUserCouponId: 8,
  pointBalance: 5_000,
  pointMinUse: 1_000,
  pointUnit: 10,
  maxUsablePoints: 5_000,
  cardInstalments: [],
  leaseOptions: [{ months: 12, monthlyPrice: 22_000, totalPrice: 264_000, text: '12개월' }],
  cards: [],
  orderer: { name: '김결제', phone: '01012345678' },
  cancelTerms: [{ condition: '이용 3일 전까지', outcome: '전액 환불' }],
};
const quote = (chargeNow: number): CheckoutQuote => ({
  lines: [],
  days: 3,
  basicPrice: 300_000,
  basicDiscount: 45_000,
  longRentalDiscount: 0,
  insurancePrice: 0,
  shippingFee: 0,
  couponDiscount: 20_000,
  pointDiscount: 0,
  totalPrice: chargeNow,
  chargeNow,
  earnPoints: 2_350,
  lease: null,
});

const params = { id: '12', options: '31:2,35:1', start: '2026-12-02', end: '2026-12-04', delivery: 'PARCEL' };

type Responder = (call: RecordedCall) => Response | Promise<Response>;

async function loadedStore(respond: Responder = () => fakeResponse({ data: {} })) {
  const ctx = testStore((call) =>
    call.body.operationName === 'us_checkoutPage'
      ? fakeResponse({ data: { me, checkoutPage: page } })
      : (respond(call) as Response)
  );
  const selection = checkoutPage.params.parse(params);
  await checkoutPage.load!(ctx.store, selection, {} as never);
  return ctx;
}

describe('the payment page slice', () => {
  it("reads the item page's selection from the address and loads the page with the viewer in one operation", async () => {
    const { store, transport } = await loadedStore();
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['us_checkoutPage']);
    expect(transport.calls[0].body.variables).toEqual({
      selection: {
        itemId: 12,
        options: [
          { optionId: 31, amount: 2 },
          { optionId: 35, amount: 1 },
        ],
        startDate: '2026-12-02',
        endDate: '2026-12-04',
        deliveryType: 'PARCEL',
      },
    });
    expect(store.getState().user).toMatchObject({ isLogin: true });
    // The best applicable coupon is preselected; nothing else is chosen for the customer.
    expect(store.getState().checkout.choices).toMatchObject({
      userCouponId: 8,
      points: 0,
      withInsurance: false,
      method: 'CARD',
    });
    expect(checkoutPage).toMatchObject({
      access: 'member',
      fills: ['checkout', 'user', 'badge'],
      badRequestOn: ['INVALID_INPUT'],
    });
    // An address without a delivery falls back to pick-up; an unknown one is not passed on.
    expect(checkoutPage.params.parse({ id: '12', options: '31:1', delivery: 'TELEPORT' })).toMatchObject({
      deliveryType: 'PICKUP',
      startDate: null,
    });
    expect(checkoutPage.params.safeParse({ id: '012' }).success).toBe(false);
  });

  it('keeps amounts within stock and the cap of 99, and insurance follows the number of units', async () => {
    const { store } = await loadedStore();
    store.dispatch(optionAmountChanged({ optionId: 31, amount: 7 }));
    store.dispatch(optionAmountChanged({ optionId: 35, amount: 500 }));
    expect(store.getState().checkout.selection!.options).toEqual([
      { optionId: 31, amount: 3 },
      { optionId: 35, amount: 99 },
    ]);
    store.dispatch(optionAmountChanged({ optionId: 31, amount: 0 }));
    expect(store.getState().checkout.selection!.options[0]).toEqual({ optionId: 31, amount: 1 });
    store.dispatch(insuranceToggled(true));
    expect(store.getState().checkout.selection!.options).toContainEqual({ optionId: 40, amount: 99 });
    expect(store.getState().checkout.choices.withInsurance).toBe(true);
    store.dispatch(optionAmountChanged({ optionId: 35, amount: 2 }));
    expect(store.getState().checkout.selection!.options).toContainEqual({ optionId: 40, amount: 3 });
    store.dispatch(insuranceToggled(false));
    expect(store.getState().checkout.selection!.options.map((o) => o.optionId)).toEqual([31, 35]);
  });

  it('rental pay drops the coupon and points (the server refuses them) and picks the first term; points are capped by the page', async () => {
    const { store } = await loadedStore();
    store.dispatch(pointsChanged(9_999_999));
    expect(store.getState().checkout.choices.points).toBe(5_000);
    store.dispatch(methodChosen('RENTAL_PAY'));
    expect(store.getState().checkout.choices).toMatchObject({
      method: 'RENTAL_PAY',
      userCouponId: null,
      points: 0,
      leaseMonths: 12,
    });
    store.dispatch(methodChosen('EASY_PAY'));
    expect(store.getState().checkout.choices).toMatchObject({
      method: 'EASY_PAY',
      easyPayProvider: 'NAVERPAY',
      leaseMonths: null,
    });
  });

  it('keeps only the latest quote: a slow answer to an older choice never replaces a newer one', async () => {
    const releases: ((r: Response) => void)[] = [];
    const { store, transport } = await loadedStore(
      () =>
        new Promise<Response>((resolve) => {
          releases.push(resolve);
        })
    );
    const first = store.dispatch(refreshQuote());
    store.dispatch(couponChosen(null));
    const second = store.dispatch(refreshQuote());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      transport.calls
        .filter((c) => c.body.operationName === 'us_checkoutQuote')
        .map((c) => (c.body.variables as { choices: { userCouponId: unknown } }).choices.userCouponId)
    ).toEqual([8, null]);
    releases[1](fakeResponse({ data: { checkoutQuote: quote(255_000) } }));
    await second;
    releases[0](fakeResponse({ data: { checkoutQuote: quote(235_000) } }));
    await first;
    expect(store.getState().checkout.quote).toMatchObject({ status: 'succeeded', value: { chargeNow: 255_000 } });
  });

  it('pays only what the button showed, with the key of this press; a changed price comes back as CONFLICT', async () => {
    let prepareAnswer: Response = fakeResponse({ data: { checkoutQuote: quote(235_000) } });
    const { store, transport } = await loadedStore((call) =>
      call.body.operationName === 'us_checkoutQuote'
        ? fakeResponse({ data: { checkoutQuote: quote(235_000) } })
        : prepareAnswer
    );
    // No quote yet: the press does nothing.
    expect((await store.dispatch(prepareOrder('press-0000-aaaa'))).meta).toMatchObject({ condition: true });
    await store.dispatch(refreshQuote());
    expect(canPay(store.getState())).toBe(false);
    store.dispatch(termsAgreed(true));
    expect(canPay(store.getState())).toBe(false); // parcel: an address is needed
    store.dispatch(addressChosen(4));
    expect(canPay(store.getState())).toBe(true);

    prepareAnswer = fakeResponse({
      errors: [{ message: '결제 금액이 255,000원으로 바뀌었어요.', extensions: { code: 'CONFLICT' } }],
    });
    const refused = await store.dispatch(prepareOrder('press-1111-bbbb'));
    expect(prepareOrder.rejected.match(refused)).toBe(true);
    expect(store.getState().checkout.prepare.error).toMatchObject({
      code: 'CONFLICT',
      message: '결제 금액이 255,000원으로 바뀌었어요.',
    });

    prepareAnswer = fakeResponse({
      data: {
        prepareCheckout: {
          orderId: 5,
          paymentKey: 'rm-abc',
          amount: 235_000,
          provider: 'SANDBOX',
          checkoutUrl: '/pay/sandbox?paymentId=rm-abc',
          sdkParams: '{}',
        },
      },
    });
    await store.dispatch(prepareOrder('press-2222-cccc'));
    const sent = transport.calls
      .filter((c) => c.body.operationName === 'us_prepareCheckout')
      .map((c) => c.body.variables as Record<string, unknown>);
    expect(sent.map((v) => [v.expectedAmount, v.idempotencyKey])).toEqual([
      [235_000, 'press-1111-bbbb'],
      [235_000, 'press-2222-cccc'],
    ]);
    expect(sent[1].choices).toMatchObject({ userCouponId: 8, shippingAddressId: 4, method: 'CARD' });
    expect(store.getState().checkout.prepare).toMatchObject({
      status: 'succeeded',
      value: { checkoutUrl: '/pay/sandbox?paymentId=rm-abc' },
    });
  });
});

describe('the payment result routes', () => {
  const stateWith = (status: 'PAID' | 'PENDING' | 'FAILED') =>
    ({
      checkout: {
        completion: {
          status: 'succeeded',
          error: null,
          value: { status, orderId: 41, paymentKey: 'rm-xyz', message: null },
        },
      },
    }) as unknown as RootState;
  const result = { paymentId: 'rm-xyz-12345', failed: false, providerMessage: null };

  it('send a paid order to its page and a pending one to the waiting page; a failure renders', () => {
    expect(paymentResultPage.redirectAfter!(result, stateWith('PAID'))).toBe('/order/complete/41');
    expect(paymentResultPage.redirectAfter!(result, stateWith('PENDING'))).toBe(
      '/result_pending?paymentId=rm-xyz-12345'
    );
    expect(paymentResultPage.redirectAfter!(result, stateWith('FAILED'))).toBeNull();
    expect(paymentPendingPage.redirectAfter!(result, stateWith('PENDING'))).toBeNull();
    expect(paymentPendingPage.redirectAfter!(result, stateWith('PAID'))).toBe('/order/complete/41');
  });

  it("hand the server's settled completion to the browser (the failure screen shows its reason)", async () => {
    const server = testStore(() =>
      fakeResponse({
        data: {
          completeCheckout: {
            status: 'FAILED',
            orderId: 41,
            paymentKey: 'rm-xyz-12345',
            message: '카드사에서 결제를 거절했어요 (샌드박스).',
          },
        },
      })
    );
    await server.store.dispatch(completePayment({ paymentKey: 'rm-xyz-12345' }));
    const browser = testStore();
    browser.store.dispatch(hydrate(JSON.parse(JSON.stringify(server.store.getState())) as Record<string, unknown>));
    expect(browser.store.getState().checkout.completion.value).toMatchObject({
      status: 'FAILED',
      message: '카드사에서 결제를 거절했어요 (샌드박스).',
    });
  });

  it("read PortOne's failure code from the return address and tell the server the browser failed", async () => {
    expect(
      paymentResultPage.params.parse({ paymentId: 'rm-xyz-12345', code: 'FAILURE_TYPE_PG', message: '한도 초과' })
    ).toEqual({ paymentId: 'rm-xyz-12345', failed: true, providerMessage: '한도 초과' });
    expect(paymentResultPage.params.safeParse({ paymentId: '../../x' }).success).toBe(false);
    const { store, transport } = testStore(() =>
      fakeResponse({
        data: {
          completeCheckout: {
            status: 'FAILED',
            orderId: 41,
            paymentKey: 'rm-xyz-12345',
            message: '카드사에서 결제를 거절했어요.',
          },
        },
      })
    );
    await store.dispatch(completePayment({ paymentKey: 'rm-xyz-12345', failed: true }));
    expect(transport.calls[0].body.variables).toEqual({ paymentKey: 'rm-xyz-12345', failed: true });
    expect(store.getState().checkout.completion.value).toMatchObject({
      status: 'FAILED',
      message: '카드사에서 결제를 거절했어요.',
    });
  });
});

describe('loadCheckoutPage', () => {
  it('keeps a refused selection as the page error (INVALID_INPUT renders 400 with the way back)', async () => {
    const { store } = testStore(() =>
      fakeResponse({ errors: [{ message: '옵션을 선택해 주세요.', extensions: { code: 'INVALID_INPUT' } }] })
    );
    await store.dispatch(loadCheckoutPage({ itemId: 12, options: [], deliveryType: 'PICKUP' }));
    expect(store.getState().checkout).toMatchObject({
      status: 'failed',
      error: { code: 'INVALID_INPUT', message: '옵션을 선택해 주세요.' },
      page: null,
    });
  });
});
