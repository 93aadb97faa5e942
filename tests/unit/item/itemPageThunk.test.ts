// The item page's one operation (issue 15 §2) and what it leaves in the business: the detail without the
// calendar, the calendar compactly, the experiment's variant and the viewer.
import { serializeChangedSlices } from '@/store/serializedState';
import { loadItemCalendar, loadItemPage } from '@/store/itemDetailThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { sampleDetail, samplePage, sampleViewer } from './itemFixtures';

describe('loadItemPage', () => {
  it('loads the item page in one operation that brings the calendar, the variant and the viewer', async () => {
    const page = { ...samplePage(sampleDetail(), sampleViewer), experiment: { variant: 'B', isExclude: false } };
    const { store, transport } = testStore(() => fakeResponse({ data: page }));
    await store.dispatch(loadItemPage(7));
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0].body).toMatchObject({ operationName: 'pb_itemPage', variables: { id: 7 } });
    const state = store.getState();
    expect(state.itemDetail).toMatchObject({ status: 'succeeded', detail: { item: { id: 7 } } });
    // The calendar lives once, encoded, in its own slice: not inside the detail.
    expect(state.itemDetail.detail).not.toHaveProperty('calendar');
    expect(state.calendar).toMatchObject({
      itemId: 7,
      status: 'succeeded',
      firstDate: '2026-12-01',
      availability: 'P*2,3,1,3*2,C,3*2,F,3*21',
    });
    expect(state.featureFlag.experiments.itemDetail).toBe('B');
    expect(state.user).toMatchObject({ isLogin: true, nickname: '라이더' });
  });

  it('leaves the calendar out of a sale page, and out of the state the page sends', async () => {
    const sale = sampleDetail({ dealType: 'SELL' });
    const { store } = testStore(() => fakeResponse({ data: samplePage(sale) }));
    await store.dispatch(loadItemPage(7));
    const sent = serializeChangedSlices(store.getState());
    expect(sent).not.toHaveProperty('calendar');
    expect(Object.keys(sent).sort()).toEqual(['featureFlag', 'itemDetail']);
  });

  it('keeps the serialized state of a rental page small (issue 15: ≤ 12 KB for /services/{id})', async () => {
    const { store } = testStore(() => fakeResponse({ data: samplePage(sampleDetail(), sampleViewer) }));
    await store.dispatch(loadItemPage(7));
    const bytes = Buffer.byteLength(JSON.stringify(serializeChangedSlices(store.getState())));
    expect(bytes).toBeLessThan(12 * 1024);
    // The month grid of the answer is not what is kept: the encoded days are a few dozen bytes.
    expect(JSON.stringify(store.getState().calendar).length).toBeLessThan(400);
  });

  it('a failed page keeps the code (404 for NOT_FOUND) and 다시 시도 sends the same operation', async () => {
    let fail = true;
    const { store, transport } = testStore(() =>
      fail
        ? fakeResponse({
            data: null,
            errors: [{ message: '상품을 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } }],
          })
        : fakeResponse({ data: samplePage() })
    );
    await store.dispatch(loadItemPage(7));
    expect(store.getState().itemDetail).toMatchObject({ status: 'failed', error: { code: 'NOT_FOUND' } });
    fail = false;
    await store.dispatch(loadItemPage(7));
    expect(transport.calls.map((c) => c.body.operationName)).toEqual(['pb_itemPage', 'pb_itemPage']);
    expect(store.getState().itemDetail.status).toBe('succeeded');
  });

  it("the calendar's own 다시 시도 asks for the calendar alone", async () => {
    const { store, transport } = testStore(() =>
      fakeResponse({ data: { itemCalendar: samplePage().itemDetail.calendar } })
    );
    await store.dispatch(loadItemCalendar(7));
    expect(transport.calls[0].body).toMatchObject({ operationName: 'pb_itemCalendar', variables: { id: 7 } });
    expect(store.getState().calendar).toMatchObject({ itemId: 7, status: 'succeeded' });
  });
});
