import { faqSlice, initialFaqState, toggleFaq, type FaqState } from '@/store/faqSlice';
import { loadFaqs } from '@/store/faqThunks';
import type { FaqList } from '@/api/item/faq';

const reduce = faqSlice.reducer;
const list = (ids: number[]): FaqList => ({
  categories: [{ name: '취소·환불', count: ids.length }],
  faqs: ids.map((id) => ({ id, category: '취소·환불', question: `질문 ${id}`, answerHtml: '<p>답변</p>' })),
  total: ids.length,
  terms: ['환불'],
});
const pending = (requestId: string, keyword = '환불') => loadFaqs.pending(requestId, { category: null, keyword });
const fulfilled = (requestId: string, faqs: FaqList) =>
  loadFaqs.fulfilled({ me: null, faqs }, requestId, { category: null, keyword: '환불' });

describe('faqSlice', () => {
  it('opens and folds answers independently', () => {
    let state: FaqState = reduce(initialFaqState, toggleFaq(3));
    state = reduce(state, toggleFaq(5));
    expect(state.openIds).toEqual([3, 5]);
    expect(reduce(state, toggleFaq(3)).openIds).toEqual([5]);
  });

  it('keeps the query of the latest load and replaces the list with its answer', () => {
    let state = reduce(initialFaqState, pending('r1'));
    expect(state).toMatchObject({ status: 'loading', keyword: '환불', category: null });
    state = reduce(state, fulfilled('r1', list([1, 2])));
    expect(state.faqs.map((f) => f.id)).toEqual([1, 2]);
    expect(state.status).toBe('succeeded');
  });

  it('drops the answer of an older load that arrives after a newer one started', () => {
    let state = reduce(initialFaqState, pending('old', '보증금'));
    state = reduce(state, pending('new', '환불'));
    state = reduce(state, fulfilled('old', list([9])));
    expect(state.faqs).toEqual([]);
    expect(state.status).toBe('loading');
  });

  it('opens the answer straight away when exactly one question matches', () => {
    const state = reduce(reduce(initialFaqState, pending('r1')), fulfilled('r1', list([7])));
    expect(state.openIds).toEqual([7]);
  });

  it('keeps a coded error when the load fails', () => {
    let state = reduce(initialFaqState, pending('r1'));
    state = reduce(
      state,
      loadFaqs.rejected(
        null,
        'r1',
        { category: null, keyword: '' },
        { code: 'INVALID_INPUT', message: '입력한 내용을 다시 확인해 주세요.' }
      )
    );
    expect(state.status).toBe('failed');
    expect(state.error?.code).toBe('INVALID_INPUT');
  });
});
