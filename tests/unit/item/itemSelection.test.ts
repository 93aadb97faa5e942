import { checkSelection, selectionTotal } from '@/store/itemSelection';
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
  return { result: checkSelection(input), total: selectionTotal(input) };
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
