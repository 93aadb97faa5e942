import { isChosungQuery, normalizeSearchText, toChosung } from '@/server/domain/search/normalize';
import { displayKeyword, hasConditions, parseQuery } from '@/server/domain/search/queryTerms';

describe('search normalisation', () => {
  it('normalises NFC, case, spacing and punctuation so both sides meet on one form', () => {
    const decomposed = '브롬톤'.normalize('NFD');
    expect(decomposed).not.toBe('브롬톤');
    expect(normalizeSearchText(decomposed)).toBe('브롬톤');
    expect(normalizeSearchText('브롬 톤')).toBe('브롬톤');
    expect(normalizeSearchText('Brompton C-Line')).toBe('bromptoncline');
  });

  it('reads 초성 of Hangul syllables and recognises a 초성 query', () => {
    expect(toChosung('브롬톤')).toBe('ㅂㄹㅌ');
    expect(toChosung('턴 Link')).toBe('ㅌlink');
    expect(isChosungQuery('ㅂㄹㅌ')).toBe(true);
    expect(isChosungQuery('ㅂ ㄹ ㅌ')).toBe(true);
    expect(isChosungQuery('브롬')).toBe(false);
  });

  it('keeps the typed keyword for display: NFC, trimmed, inner spaces collapsed, 50 letters at most', () => {
    expect(displayKeyword('  한강   자전거 대여 ')).toBe('한강 자전거 대여');
    expect(displayKeyword('가'.repeat(60))).toHaveLength(50);
  });

  it('turns intent words into conditions and the rest into text terms', () => {
    const query = parseQuery('한강 자전거 대여');
    expect(query.terms).toEqual([{ text: '한강', chosung: false }]);
    expect(query.code).toBe('BIKE');
    expect(query.usedOnly).toBe(false);
    const used = parseQuery('중고 Brompton');
    expect(used.usedOnly).toBe(true);
    expect(used.terms).toEqual([{ text: 'brompton', chosung: false }]);
    expect(parseQuery('ㅂㄹㅌ').chosung).toBe(true);
    expect(parseQuery('렌탈').terms).toEqual([]);
    expect(hasConditions(parseQuery('렌탈'))).toBe(false);
    expect(hasConditions(parseQuery('자전거'))).toBe(true);
  });

  it('drops repeated words and caps the number of terms', () => {
    expect(parseQuery('턴 턴 Tern').terms.map((t) => t.text)).toEqual(['턴', 'tern']);
    expect(parseQuery('a b c d e f g h i j').terms).toHaveLength(8);
  });
});
