import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useAppDispatch } from '@/store/hooks';
import { fetchSettlementCsv } from '@/store/sellerSettlementsThunks';
import styles from './Settlements.module.css';

/** Hands the browser a file: the CSV text (BOM included) as UTF-8 bytes under the statement's file name. */
function saveFile(fileName: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** CSV 다운로드 (docs/product.md §10 Settlement statements): Korean headers, UTF-8 with BOM, opens in Excel. */
export function CsvDownloadButton({ statementId }: { statementId: number }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file = await dispatch(fetchSettlementCsv(statementId)).unwrap();
      saveFile(file.fileName, file.content);
    } catch {
      setError('CSV 파일을 만들지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.download}
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <Icon name="download" size={16} />
        {busy ? '파일 만드는 중…' : 'CSV 다운로드 (엑셀)'}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
