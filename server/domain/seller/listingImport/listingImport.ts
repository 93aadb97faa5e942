import type { Db } from '../../../db/client';
import { retryTransaction } from '../../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { saveListing, type ListingAuthor } from '../listing/listingWrite';
import { publishListing } from '../listing/listingPublish';
import { decodeImportFile, readImportRows } from './importFile';
import { loadImportCatalog } from './importCatalog';
import { columnsOf, readImportRow, type ImportRow } from './importRow';

export type ImportPreview = { rows: ImportRow[]; errorCount: number };

/**
 * 미리 보기 (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): every row of the file as it would be
 * listed, with each row's errors per column. Reads the catalogue and writes nothing.
 */
export async function previewListingImport(db: Db, file: Uint8Array): Promise<ImportPreview> {
  const { header, rows } = readImportRows(decodeImportFile(file));
  const at = columnsOf(header);
  const modelIndex = at.get('model');
  const catalog = await loadImportCatalog(
    db,
    rows.map((r) => (modelIndex === undefined ? '' : (r.cells[modelIndex] ?? '')))
  );
  const read = rows.map((row) => readImportRow(row, at, catalog));
  return { rows: read, errorCount: read.reduce((n, r) => n + r.errors.length, 0) };
}

export type ImportResult = { itemIds: number[]; published: boolean };

/**
 * 등록하기: the file read again on the server (never trusting an earlier preview) and, when no row has
 * an error, every row saved in one transaction through the form's own write (saveListing) and, when
 * asked, published as 게시하기 does; one row failing in the database rolls back all of them. The
 * caller forgets the kept pages of what was published after commit (listingChanged).
 */
export async function importListings(
  db: Db,
  author: ListingAuthor,
  file: Uint8Array,
  publish: boolean,
  now: Date = new Date()
): Promise<ImportResult> {
  const preview = await previewListingImport(db, file);
  const bad = preview.rows.filter((r) => r.errors.length > 0);
  if (bad.length > 0) {
    const message = `${bad.length}개 줄에 고칠 곳이 있어 아무것도 등록하지 않았어요. 미리 보기에서 확인해 주세요.`;
    throw new DomainError('INVALID_INPUT', message, { file: message });
  }
  const itemIds = await retryTransaction(db, async (tx) => {
    const ids: number[] = [];
    for (const row of preview.rows) {
      try {
        const id = await saveListing(tx, author, null, row.input!, now);
        if (publish) await publishListing(tx, author.businessId, id, now);
        ids.push(id);
      } catch (error) {
        // The form's write refused this row: say which line, and the transaction undoes the rest.
        if (!(error instanceof DomainError) || error.code !== 'INVALID_INPUT') throw error;
        const detail = Object.values(error.details ?? {})[0] ?? error.message;
        const message = `${row.line}번째 줄: ${detail}`;
        throw new DomainError('INVALID_INPUT', message, { file: message });
      }
    }
    return ids;
  });
  return { itemIds, published: publish };
}
