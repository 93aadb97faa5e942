/** @jest-environment node */
import { DomainError } from '@/lib/errors';
import { IMPORT_LIMITS } from '@/lib/seller/listingImportFormat';
import { listingImportTemplate } from '@/lib/seller/listingImportTemplate';
import { decodeImportFile, readImportRows } from '@/server/domain/seller/listingImport/importFile';

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
// "거래 방식,가격\r\n렌탈,30000" as Excel's "CSV (쉼표로 분리)" writes it on a Korean Windows (CP949).
const cp949 = Uint8Array.from([
  0xb0, 0xc5, 0xb7, 0xa1, 0x20, 0xb9, 0xe6, 0xbd, 0xc4, 0x2c, 0xb0, 0xa1, 0xb0, 0xdd, 0x0d, 0x0a, 0xb7, 0xbb, 0xc5,
  0xbb, 0x2c, 0x33, 0x30, 0x30, 0x30, 0x30,
]);

describe('the listing CSV file', () => {
  it('reads UTF-8 with or without a byte-order mark, and CP949', () => {
    expect(decodeImportFile(utf8('\uFEFF거래 방식,가격'))).toBe('거래 방식,가격');
    expect(decodeImportFile(utf8('거래 방식,가격'))).toBe('거래 방식,가격');
    expect(decodeImportFile(cp949)).toBe('거래 방식,가격\r\n렌탈,30000');
  });

  it('refuses a file over the size limit with its own message', () => {
    const big = new Uint8Array(IMPORT_LIMITS.maxFileBytes + 1).fill(0x41);
    expect(() => decodeImportFile(big)).toThrow('파일이 너무 커요. 180KB까지 올릴 수 있어요. 나눠서 올려 주세요.');
  });

  it('refuses more rows than the limit, and a file with no rows', () => {
    const rows = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => `렌탈,상품 ${i}`).join('\n');
    expect(() => readImportRows(`거래 방식,상품 이름\n${rows}`)).toThrow(
      '한 번에 500개까지 올릴 수 있어요. 이 파일에는 501개가 있어요. 나눠서 올려 주세요.'
    );
    expect(() => readImportRows('거래 방식,상품 이름\n\n')).toThrow(DomainError);
  });

  it('serves a template whose help line is skipped and whose examples are one rental and one sale', () => {
    const template = listingImportTemplate();
    expect(template.startsWith('\uFEFF거래 방식,상품 이름,')).toBe(true);
    expect(template).toContain('S:0:3|M:0:5|L:5000:2');
    const { rows } = readImportRows(decodeImportFile(utf8(template)));
    expect(rows.map((r) => r.cells[0])).toEqual(['렌탈', '판매']);
  });
});
