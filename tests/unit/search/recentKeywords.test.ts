import {
  addRecentKeyword,
  clearRecentKeywords,
  readRecentKeywords,
  removeRecentKeyword,
  RECENT_LIMIT,
} from '@/lib/searchKeywords';

describe('recent keywords (client storage)', () => {
  beforeEach(() => window.localStorage.clear());

  it('puts the newest first, moves a repeated keyword up, and keeps at most ten', () => {
    addRecentKeyword('브롬톤');
    addRecentKeyword('턴');
    expect(addRecentKeyword(' 브롬톤 ')).toEqual(['브롬톤', '턴']);
    for (let i = 0; i < 12; i += 1) addRecentKeyword(`키워드${i}`);
    expect(readRecentKeywords()).toHaveLength(RECENT_LIMIT);
    expect(readRecentKeywords()[0]).toBe('키워드11');
  });

  it('removes one keyword or all of them', () => {
    addRecentKeyword('브롬톤');
    addRecentKeyword('턴');
    expect(removeRecentKeyword('턴')).toEqual(['브롬톤']);
    expect(clearRecentKeywords()).toEqual([]);
    expect(readRecentKeywords()).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem('rm:search.recent', '{broken');
    expect(readRecentKeywords()).toEqual([]);
  });
});
