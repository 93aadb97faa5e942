import { checkSelection, selectionPreview } from '@/store/itemSelection';
import { loginHref } from '@/lib/account/returnUrl';
import { addBucketOption, setBucketOptionAmount, setDeliveryType } from '@/store/itemDetailSlice';
import { pickCalendarDate, selectCalendarRange, selectRangeFreeUnits } from '@/store/calendarSlice';
import { loadedStore, sampleDetail } from './itemFixtures';

async function check(setup: (store: Awaited<ReturnType<typeof loadedStore>>) => void, detail = sampleDetail()) {
  const store = await loadedStore(detail);
  setup(store);
  const state = store.getState();
  const input = {
    detail: state.itemDetail.detail!,
    choices: state.itemDetail,
    range: selectCalendarRange(state),
    rangeFreeUnits: selectRangeFreeUnits(state),
  };
  return { result: checkSelection(input), total: selectionPreview(input).total, preview: selectionPreview(input) };
}

describe('the call to action checks the selection', () => {
  it('asks for the rental dates first, then the return date', async () => {
    expect((await check(() => undefined)).result).toEqual({
      ok: false,
      problem: 'DATES',
      message: '대여 날짜를 선택해 주세요.',
    });
    expect((await check((s) => s.dispatch(pickCalendarDate('2026-12-03')))).result).toMatchObject({
      problem: 'DATES',
      message: '반납일을 선택해 주세요.',
    });
  });

  it('asks for a required option once the dates are chosen', async () => {
    const { result } = await check((s) => {
      s.dispatch(pickCalendarDate('2026-12-11'));
      s.dispatch(pickCalendarDate('2026-12-13'));
      s.dispatch(addBucketOption(21));
    });
    expect(result).toEqual({ ok: false, problem: 'OPTIONS', message: '필수 옵션을 선택해 주세요.' });
  });

  it('refuses more units than are free on a day of the range', async () => {
    const { result } = await check((s) => {
      s.dispatch(pickCalendarDate('2026-12-03'));
      s.dispatch(pickCalendarDate('2026-12-05'));
      s.dispatch(addBucketOption(11));
      s.dispatch(setBucketOptionAmount({ optionId: 11, amount: 2 }));
    });
    expect(result).toEqual({ ok: false, problem: 'UNITS', message: '선택한 기간에는 1대까지 빌릴 수 있어요.' });
  });

  it('asks how to receive the item when it offers more than one way', async () => {
    const { result } = await check((s) => {
      s.dispatch(pickCalendarDate('2026-12-11'));
      s.dispatch(pickCalendarDate('2026-12-13'));
      s.dispatch(addBucketOption(11));
    });
    expect(result).toEqual({ ok: false, problem: 'DELIVERY', message: '받는 방법을 선택해 주세요.' });
  });

  it('goes to the payment page with the options, dates and delivery; the total is per day × days (+ parcel fee)', async () => {
    const { result, total } = await check((s) => {
      s.dispatch(pickCalendarDate('2026-12-11'));
      s.dispatch(pickCalendarDate('2026-12-13'));
      s.dispatch(addBucketOption(11));
      s.dispatch(setBucketOptionAmount({ optionId: 11, amount: 2 }));
      s.dispatch(addBucketOption(21));
      s.dispatch(setDeliveryType('PARCEL'));
    });
    expect(result).toEqual({
      ok: true,
      deliveryType: 'PARCEL',
      paymentUrl: '/services/7/payment?options=11%3A2%2C21%3A1&start=2026-12-11&end=2026-12-13&delivery=PARCEL',
    });
    // (2 × 12,000원 + 2,000원) × 3 days + 3,000원 parcel.
    expect(total).toBe(81000);
    expect(loginHref('/services/7/payment?options=11%3A2')).toBe(
      '/login?returnUrl=%2Fservices%2F7%2Fpayment%3Foptions%3D11%253A2'
    );
  });

  it('takes the multi-day discount off the options but not the insurance, by the rule the server charges', async () => {
    const detail = sampleDetail({ threeDayDiscountPercent: 10, sevenDayDiscountPercent: 15 });
    const choose = (end: string) => (s: Awaited<ReturnType<typeof loadedStore>>) => {
      s.dispatch(pickCalendarDate('2026-12-11'));
      s.dispatch(pickCalendarDate(end));
      s.dispatch(addBucketOption(11));
      s.dispatch(addBucketOption(21));
      s.dispatch(setDeliveryType('PICKUP'));
    };
    // 12,000원 a day for 2 days (12-11 to 12-12): under 3 days, no discount; insurance 2,000원 a day.
    expect((await check(choose('2026-12-12'), detail)).preview).toEqual({
      dayPrice: 14_000,
      longRentalDiscount: 0,
      total: 28_000,
    });
    // 3 days: 10% of 36,000원; the insurance's 6,000원 stays whole.
    expect((await check(choose('2026-12-13'), detail)).preview).toMatchObject({
      longRentalDiscount: 3_600,
      total: 42_000 - 3_600,
    });
    // 7 days: 15% of 84,000원.
    expect((await check(choose('2026-12-17'), detail)).preview).toMatchObject({
      longRentalDiscount: 12_600,
      total: 98_000 - 12_600,
    });
  });

  it('needs no dates for a sale and takes its only delivery type by itself', async () => {
    const sale = sampleDetail({ dealType: 'SELL' }, [{ type: 'PICKUP', name: '매장 픽업', fee: 0, feeText: '무료' }]);
    const { result, total } = await check((s) => s.dispatch(addBucketOption(12)), sale);
    expect(result).toEqual({
      ok: true,
      deliveryType: 'PICKUP',
      paymentUrl: '/services/7/payment?options=12%3A1&delivery=PICKUP',
    });
    expect(total).toBe(13000);
  });

  it('says a sold-out item cannot be ordered', async () => {
    const soldOut = sampleDetail({ status: 'SOLD_OUT' });
    soldOut.dealInfo.isSoldOut = true;
    expect((await check(() => undefined, soldOut)).result).toMatchObject({
      ok: false,
      problem: 'SOLD_OUT',
      message: '품절된 상품이에요.',
    });
  });
});
