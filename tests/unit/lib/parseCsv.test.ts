import { CsvSyntaxError, parseCsv } from '@/lib/csv/parseCsv';
import { toCsv } from '@/lib/settlement/csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv (Excel CSV as the listing upload reads it)', () => {
  it('splits plain cells on commas and rows on LF or CRLF', () => {
    expect(cells('a,b,c\n1,2,3\r\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside a quoted cell', () => {
    expect(cells('이름,설명\r\n"스키, 보드","그는 ""좋다""고\r\n말했어요"\r\n')).toEqual([
      ['이름', '설명'],
      ['스키, 보드', '그는 "좋다"고\r\n말했어요'],
    ]);
  });

  it('drops a leading byte-order mark', () => {
    expect(cells('\uFEFF거래 방식,가격\n렌탈,30000')).toEqual([
      ['거래 방식', '가격'],
      ['렌탈', '30000'],
    ]);
  });

  it('skips empty lines and lines of empty cells, and keeps empty cells within a row', () => {
    expect(cells('a,b\r\n\r\n,\r\n1,\r\n\n,2\n')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['', '2'],
    ]);
  });

  it('reports the line each row starts on, counting line breaks inside quotes', () => {
    expect(parseCsv('h\n"한\n줄 더"\n\nx').map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('refuses a quote left open, naming its line', () => {
    expect(() => parseCsv('a,b\n"열린 채로,1\n2,3')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n"열린 채로,1\n2,3')).toThrow('2번째 줄의 따옴표(")가 닫히지 않았어요.');
  });

  it('reads back what the site writes for Excel (toCsv)', () => {
    const rows = [
      ['렌탈', '줄\n바꿈', '쉼표, 있음'],
      ['판매', '"따옴표"', ''],
    ];
    expect(cells(toCsv(['가', '나', '다'], rows))).toEqual([['가', '나', '다'], ...rows]);
  });
});
