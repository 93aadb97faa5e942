import { z } from 'zod';
import { DomainError } from '@/lib/errors';
import { CsvSyntaxError, parseCsv, type CsvRow } from '@/lib/csv/parseCsv';
import { COMMENT_MARK, IMPORT_LIMITS } from '@/lib/seller/listingImportFormat';

const fileError = (message: string) => new DomainError('INVALID_INPUT', message, { file: message });

/** The upload as the browser sends it: the file's bytes, base64-encoded (the server reads them, never the browser). */
export const importFileInput = z.object({
  fileBase64: z
    .string({ error: 'CSV 파일을 골라 주세요.' })
    .min(1, 'CSV 파일을 골라 주세요.')
    // base64 of the largest file allowed, and no more: a bigger upload is refused before it is decoded.
    .max(Math.ceil(IMPORT_LIMITS.maxFileBytes / 3) * 4, fileTooBig())
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, '파일을 읽지 못했어요. 다시 골라 주세요.'),
});

function fileTooBig(): string {
  return `파일이 너무 커요. ${Math.floor(IMPORT_LIMITS.maxFileBytes / 1024)}KB까지 올릴 수 있어요. 나눠서 올려 주세요.`;
}

/**
 * Excel's CSV as text: UTF-8 (with or without the byte-order mark, which TextDecoder drops), or,
 * when the bytes are not UTF-8, CP949/EUC-KR as "CSV (쉼표로 분리)" writes on a Korean Windows
 * (Node's own TextDecoder with full ICU reads it; WHATWG maps euc-kr to windows-949).
 */
export function decodeImportFile(bytes: Uint8Array): string {
  if (bytes.length > IMPORT_LIMITS.maxFileBytes) throw fileError(fileTooBig());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      return new TextDecoder('euc-kr', { fatal: true }).decode(bytes);
    } catch {
      throw fileError('글자를 읽을 수 없는 파일이에요. 엑셀에서 "CSV UTF-8"로 저장해 주세요.');
    }
  }
}

/** The header row and the data rows of a decoded file (help lines left out), within the row limit. */
export function readImportRows(text: string): { header: CsvRow; rows: CsvRow[] } {
  let all: CsvRow[];
  try {
    all = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw fileError(error.message);
    throw error;
  }
  // The template's help line starts with #: it explains the columns and is never a listing.
  const [header, ...rows] = all.filter((row) => !row.cells[0]?.trim().startsWith(COMMENT_MARK));
  if (!header || rows.length === 0) throw fileError('등록할 상품이 없어요. 양식의 둘째 줄부터 상품을 적어 주세요.');
  if (rows.length > IMPORT_LIMITS.maxRows)
    throw fileError(
      `한 번에 ${IMPORT_LIMITS.maxRows}개까지 올릴 수 있어요. 이 파일에는 ${rows.length}개가 있어요. 나눠서 올려 주세요.`
    );
  return { header, rows };
}
