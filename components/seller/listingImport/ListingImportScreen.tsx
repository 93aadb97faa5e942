import { useId, useState, type ChangeEvent } from 'react';
import Link from '@/components/ui/AppLink';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { FormAlert } from '@/components/form/FormAlert';
import { ErrorState } from '@/components/ui/ErrorState';
import { IMPORT_LIMITS } from '@/lib/seller/listingImportFormat';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSellerListing } from '@/store/sellerListingSlice';
import { loadListingNewPage } from '@/store/sellerListingThunks';
import { selectListingImport } from '@/store/sellerListingImportSlice';
import { previewImport, runImport } from '@/store/sellerListingImportThunks';
import { ColumnGuide } from './ColumnGuide';
import { ImportRowCard } from './ImportRowCard';
import styles from './ListingImport.module.css';

export const TEMPLATE_URL = '/app/v4/seller/listing-template.csv';

/** The file's bytes as base64: the server reads the file itself (the browser never parses it). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });
}

function Step({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Importer() {
  const dispatch = useAppDispatch();
  const { categories } = useAppSelector(selectSellerListing);
  const { preview, result } = useAppSelector(selectListingImport);
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [publish, setPublish] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it reads it again.
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    if (chosen.size > IMPORT_LIMITS.maxFileBytes) {
      setLocalError(
        `파일이 너무 커요. ${Math.floor(IMPORT_LIMITS.maxFileBytes / 1024)}KB까지 올릴 수 있어요. 나눠서 올려 주세요.`
      );
      return;
    }
    let base64: string;
    try {
      base64 = await readBase64(chosen);
    } catch {
      setLocalError('파일을 읽지 못했어요. 다시 골라 주세요.');
      return;
    }
    setLocalError(null);
    setFile({ name: chosen.name, base64 });
    void dispatch(previewImport(base64));
  };

  const data = preview.data;
  const badRows = data ? data.rows.filter((r) => r.errors.length > 0).length : 0;
  const ready = file !== null && data !== null && badRows === 0 && result.status !== 'succeeded';
  const done = result.status === 'succeeded' ? result.data : null;

  return (
    <div className={styles.page}>
      <Step title="1. 양식 내려받기">
        <p className={styles.note}>엑셀에서 열어 한 줄에 상품 하나씩 적고, CSV로 저장해 주세요.</p>
        <a href={TEMPLATE_URL} download className={styles.secondary}>
          양식 내려받기 (CSV)
        </a>
        <ColumnGuide categories={categories} />
      </Step>

      <Step title="2. 파일 올리기">
        <label htmlFor={fileId} className={styles.primary}>
          CSV 파일 고르기
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          className={styles.fileInput}
          onChange={(e) => void choose(e)}
        />
        {file ? <p className={styles.note}>고른 파일: {file.name}</p> : null}
        {localError ? <FormAlert>{localError}</FormAlert> : null}
        {preview.status === 'loading' ? (
          <p className={styles.note} role="status">
            파일을 확인하고 있어요…
          </p>
        ) : null}
        {preview.status === 'failed' ? <FormAlert>{preview.error?.message}</FormAlert> : null}
      </Step>

      {data ? (
        <Step title="3. 미리 보기">
          {badRows > 0 ? (
            <FormAlert>
              {data.rows.length}개 중 {badRows}개 줄에 고칠 곳이 있어요. 파일을 고쳐 다시 올려 주세요. 고칠 곳이 없어야
              등록할 수 있어요.
            </FormAlert>
          ) : (
            <FormAlert tone="info">
              {data.rows.length}개 상품을 등록할 수 있어요. 사진 없이 등록되니, 상품마다 수정 화면에서 사진을 올려
              주세요.
            </FormAlert>
          )}
          <ol className={styles.rows}>
            {data.rows.map((row) => (
              <ImportRowCard key={row.line} row={row} />
            ))}
          </ol>
        </Step>
      ) : null}

      {data ? (
        <Step title="4. 등록하기">
          <fieldset className={styles.choices}>
            <legend>등록한 상품을</legend>
            <label className={styles.choice}>
              <input type="radio" name="publish" checked={!publish} onChange={() => setPublish(false)} />
              임시저장 (나중에 하나씩 게시)
            </label>
            <label className={styles.choice}>
              <input type="radio" name="publish" checked={publish} onChange={() => setPublish(true)} />
              바로 게시 (검색에 바로 나와요)
            </label>
          </fieldset>
          {result.status === 'failed' ? <FormAlert>{result.error?.message}</FormAlert> : null}
          {done ? (
            <FormAlert tone="success">
              {done.itemIds.length}개 상품을 {done.published ? '게시' : '임시저장'}했어요.{' '}
              <Link href="/seller/items" className={styles.inlineLink}>
                상품 목록에서 보기
              </Link>
            </FormAlert>
          ) : null}
          {done ? null : (
            <button
              type="button"
              className={styles.primary}
              disabled={!ready || result.status === 'loading'}
              onClick={() => file && void dispatch(runImport({ fileBase64: file.base64, publish }))}
            >
              {data.rows.length}개 상품 {publish ? '게시하기' : '임시저장하기'}
            </button>
          )}
        </Step>
      ) : null}
    </div>
  );
}

/**
 * /seller/items/import (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): the template, the file, a
 * preview of every row with its errors, and one import of all rows or none.
 */
export function ListingImportScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const page = useAppSelector(selectSellerListing);
  return (
    <SellerFrame title="엑셀로 상품 등록" section="items" businessName={businessName} showBack>
      {page.status === 'succeeded' ? (
        <Importer />
      ) : (
        <ErrorState
          message={page.error?.message ?? '화면을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadListingNewPage())}
        />
      )}
    </SellerFrame>
  );
}
