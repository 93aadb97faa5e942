import {
  addBucketOption,
  clearItemDetail,
  removeBucketOption,
  selectItemChoices,
  setBucketOptionAmount,
  setDeliveryType,
  setRecommendItemFlag,
  setStartDatetime,
} from '@/store/itemDetailSlice';
import { loadItemPage } from '@/store/itemDetailThunks';
import { loadedStore, sampleDetail, samplePage } from './itemFixtures';

const choices = (store: Awaited<ReturnType<typeof loadedStore>>) => selectItemChoices(store.getState());

describe('docs/product.md §4 Required options', () => {
  it('Required options: adding a required option raises currentRequireOptionCount by one', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    expect(choices(store).currentRequireOptionCount).toBe(1);
    store.dispatch(addBucketOption(12));
    expect(choices(store).currentRequireOptionCount).toBe(2);
    expect(choices(store).bucket[0]).toEqual({
      optionId: 11,
      optionType: 1,
      name: 'M (165~178cm)',
      amount: 1,
      originPriceText: '15,000원',
      discountedPriceText: '12,000원',
      discountedPrice: 12000,
    });
  });

  it('Required options: adding an option already in the bucket changes nothing', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 3 }));
    store.dispatch(addBucketOption(11));
    expect(choices(store).currentRequireOptionCount).toBe(3);
    expect(choices(store).bucket).toHaveLength(1);
    expect(choices(store).bucket[0].amount).toBe(3);
  });

  it('Required options: an additional option does not count, and a sold-out option is refused', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(21));
    store.dispatch(addBucketOption(22));
    expect(choices(store).currentRequireOptionCount).toBe(0);
    expect(choices(store).bucket.map((e) => e.optionId)).toEqual([21]);
  });

  it('Required options: removing a required option lowers the count by its amount', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(addBucketOption(12));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 4 }));
    expect(choices(store).currentRequireOptionCount).toBe(5);
    store.dispatch(removeBucketOption(11));
    expect(choices(store).currentRequireOptionCount).toBe(1);
    store.dispatch(addBucketOption(21));
    store.dispatch(removeBucketOption(21));
    expect(choices(store).currentRequireOptionCount).toBe(1);
  });

  it('Required options: setting an amount recomputes the count as the sum of required amounts', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(addBucketOption(12));
    store.dispatch(addBucketOption(21));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 2 }));
    store.dispatch(setBucketOptionAmount({ optionId: 21, amount: 5 }));
    expect(choices(store).currentRequireOptionCount).toBe(3);
    expect(choices(store).bucket[0]).toMatchObject({
      amount: 2,
      discountedPrice: 24000,
      discountedPriceText: '24,000원',
      originPriceText: '30,000원',
    });
  });

  it('Required options: the amount is capped at 99 (and at the stock), never below 1', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 150 }));
    expect(choices(store).bucket[0].amount).toBe(99);
    expect(choices(store).maxSelectRequireOptionCount).toBe(99);
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 0 }));
    expect(choices(store).bucket[0].amount).toBe(1);
    store.dispatch(addBucketOption(12));
    store.dispatch(setBucketOptionAmount({ optionId: 12, amount: 5 }));
    expect(choices(store).bucket[1].amount).toBe(2);
  });

  it('Required options: required amounts together never pass the maximum of 99', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 99 }));
    store.dispatch(addBucketOption(12));
    expect(choices(store).currentRequireOptionCount).toBe(99);
    expect(choices(store).bucket).toHaveLength(1);
  });

  it('Required options: emptying the bucket resets the delivery type', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(addBucketOption(21));
    store.dispatch(setDeliveryType('PARCEL'));
    expect(choices(store).deliveryOption).toMatchObject({ type: 'PARCEL', fee: 3000 });
    store.dispatch(removeBucketOption(11));
    expect(choices(store).deliveryType).toBe('PARCEL');
    store.dispatch(removeBucketOption(21));
    expect(choices(store)).toMatchObject({
      bucket: [],
      deliveryType: null,
      deliveryOption: null,
      currentRequireOptionCount: 0,
    });
  });
});

describe('docs/product.md §4 Item detail clear', () => {
  it('Item detail clear resets bucket, counts, the maximum (99), start date, delivery type and the recommend flag (true)', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(setBucketOptionAmount({ optionId: 11, amount: 4 }));
    store.dispatch(setDeliveryType('PICKUP'));
    store.dispatch(setStartDatetime('2026-12-03'));
    store.dispatch(setRecommendItemFlag(false));
    store.dispatch(clearItemDetail());
    expect(choices(store)).toMatchObject({
      bucket: [],
      currentRequireOptionCount: 0,
      maxSelectRequireOptionCount: 99,
      startDatetime: null,
      deliveryType: null,
      deliveryOption: null,
      recommendItemFlag: true,
    });
    expect(store.getState().itemDetail.detail?.item.id).toBe(7);
  });

  it('Item detail clear happens when another item loads; the same item keeps the choices', async () => {
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(loadItemPage.fulfilled(samplePage(sampleDetail()), 'r', 7));
    expect(choices(store).bucket).toHaveLength(1);
    store.dispatch(loadItemPage.fulfilled(samplePage(sampleDetail({ id: 8 })), 'r', 8));
    expect(choices(store)).toMatchObject({ bucket: [], currentRequireOptionCount: 0, recommendItemFlag: true });
  });
});

describe('server copies arriving again (HYDRATE)', () => {
  const hydrateWith = (itemDetail: unknown, calendar: unknown) => ({
    type: '__NEXT_REDUX_WRAPPER_HYDRATE__',
    payload: { itemDetail, calendar },
  });

  it('keeps the choices and the range for the same item, and starts clean for another', async () => {
    const { pickCalendarDate, selectCalendarRange } = await import('@/store/calendarSlice');
    const store = await loadedStore();
    store.dispatch(addBucketOption(11));
    store.dispatch(pickCalendarDate('2026-12-11'));
    store.dispatch(pickCalendarDate('2026-12-13'));
    const server = JSON.parse(JSON.stringify(store.getState()));
    const fresh = { ...server.itemDetail, bucket: [], currentRequireOptionCount: 0 };
    const freshCalendar = { ...server.calendar, startDate: null, endDate: null };
    store.dispatch(hydrateWith(fresh, freshCalendar));
    expect(choices(store).currentRequireOptionCount).toBe(1);
    expect(selectCalendarRange(store.getState())).toEqual({ startDate: '2026-12-11', endDate: '2026-12-13' });
    const { selectCalendarMonths } = await import('@/store/calendarSlice');
    expect(
      selectCalendarMonths(store.getState())
        .flatMap((m) => m.dates)
        .find((d) => d.date === '2026-12-12')?.isLeftActive
    ).toBe(true);

    const other = { ...fresh, detail: sampleDetail({ id: 8 }) };
    store.dispatch(hydrateWith(other, { ...freshCalendar, itemId: 8 }));
    expect(choices(store).bucket).toEqual([]);
    expect(selectCalendarRange(store.getState())).toEqual({ startDate: null, endDate: null });
  });
});
