/**
 * Naver Shopping EP 3.0: a UTF-8, tab-separated file whose first line names the columns. Naver reads
 * columns by name; they are written in the order of the EP 3.0 field table (only the fields we can
 * fill truthfully: no made-up barcodes, events or coupons).
 */
export const NAVER_EP_COLUMNS = [
  'id',
  'title',
  'price_pc',
  'price_mobile',
  'normal_price',
  'link',
  'mobile_link',
  'image_link',
  'category_name1',
  'category_name2',
  'category_name3',
  'category_name4',
  'condition',
  'brand',
  'maker',
  'point',
  'review_count',
  'shipping',
] as const;

export type NaverEpColumn = (typeof NAVER_EP_COLUMNS)[number];
export type NaverEpRow = Record<NaverEpColumn, string | number>;

/** EP 3.0 limits the product name to 100 characters. */
export const NAVER_EP_TITLE_MAX = 100;

/**
 * One cell: a tab or a line break inside a value would shift every later column or start a bogus
 * row, so every run of whitespace (tabs, CR, LF, the Unicode line and paragraph separators) becomes
 * one space. Control characters are dropped.
 */
export function sanitizeTsvValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return (
    String(value)
      // eslint-disable-next-line no-control-regex -- drops control characters, on purpose
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
      .replace(/[\s\u2028\u2029]+/g, ' ')
      .trim()
  );
}

/** Cuts by characters (code points), never in the middle of a Korean syllable or a surrogate pair. */
export function truncateText(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('');
}

export function tsvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(sanitizeTsvValue).join('\t')}\n`;
}

export const naverEpHeaderLine = (): string => tsvLine(NAVER_EP_COLUMNS);

export function naverEpLine(row: NaverEpRow): string {
  return tsvLine(NAVER_EP_COLUMNS.map((column) => row[column]));
}
