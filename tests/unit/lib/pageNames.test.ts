import { pageNameOf, subjectOf } from '@/lib/analytics/pageNames';

describe('page names of the page-view record', () => {
  it('uses the tab identifiers for tab routes', () => {
    expect(pageNameOf('/')).toBe('home');
    expect(pageNameOf('/search')).toBe('search_list');
    expect(pageNameOf('/user/bookmark')).toBe('bookmark_list');
    expect(pageNameOf('/user/my_page')).toBe('my_page');
    expect(pageNameOf('/community')).toBe('community');
  });

  it('derives a stable name for routes without one', () => {
    expect(pageNameOf('/community/[boardCode]/posts/[id]/update')).toBe('community_boardCode_posts_id_update');
  });

  it('records the item of an item page and the model of a model page, nothing else', () => {
    expect(subjectOf('/services/[id]', { id: '42' })).toEqual({ itemId: 42, modelId: null });
    expect(subjectOf('/models/[id]', { id: '7' })).toEqual({ itemId: null, modelId: 7 });
    expect(subjectOf('/nearby_store/[id]', { id: '7' })).toEqual({ itemId: null, modelId: null });
    expect(subjectOf('/services/[id]', { id: 'abc' })).toEqual({ itemId: null, modelId: null });
  });
});
