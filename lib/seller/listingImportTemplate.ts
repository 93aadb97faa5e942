import { toCsv } from '@/lib/settlement/csv';
import {
  COMMENT_MARK,
  IMPORT_COLUMN_HELP,
  IMPORT_COLUMNS,
  IMPORT_EXAMPLES,
  type ImportColumn,
} from './listingImportFormat';

export const TEMPLATE_FILE_NAME = '상품_일괄등록_양식.csv';

/**
 * The template the upload screen offers (UTF-8 with a byte-order mark, as Excel on a Korean Windows
 * wants): the Korean headers, a help line (skipped on upload, it starts with #) and one example row
 * per deal type, to be replaced by the shop's own.
 */
export function listingImportTemplate(): string {
  const keys = Object.keys(IMPORT_COLUMNS) as ImportColumn[];
  const help = keys.map((key, index) => (index === 0 ? `${COMMENT_MARK} ` : '') + IMPORT_COLUMN_HELP[key]);
  return toCsv(
    keys.map((key) => IMPORT_COLUMNS[key]),
    [help, ...IMPORT_EXAMPLES.map((example) => keys.map((key) => example[key]))]
  );
}
