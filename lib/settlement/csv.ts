/**
 * CSV for Excel (docs/product.md §10 Settlement statements): UTF-8 with a byte-order mark, so Excel on
 * a Korean Windows reads the Hangul headers as UTF-8; CRLF line ends; a cell with a comma, a quote or
 * a line break is quoted, and a cell that starts like a formula is prefixed with ' so Excel never runs it.
 */
export const CSV_BOM = '\uFEFF';

function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(headers: string[], rows: (string | number | null)[][]): string {
  return CSV_BOM + [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
