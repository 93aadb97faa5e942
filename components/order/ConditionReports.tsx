import { useEffect, useRef, useState } from 'react';
import type { ConditionReportFieldsFragment } from '@/api/order/generated';
import { formatDateTime } from '@/lib/dates';
import styles from './ConditionReports.module.css';

type Report = ConditionReportFieldsFragment;
type Photo = Report['photos'][number];

/** One photo at full size in a modal dialog (Esc or 닫기 closes it; focus returns to the thumbnail). */
function PhotoViewer({ photo, label, onClose }: { photo: Photo; label: string; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={label}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.viewerBody}>
        <button type="button" className={styles.close} onClick={onClose}>
          닫기
        </button>
        {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served sized by our own image route */}
        <img src={photo.url} alt={label} width={photo.width} height={photo.height} />
      </div>
    </dialog>
  );
}

function ReportItem({ report }: { report: Report }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = report.photos.find((p) => p.id === open) ?? null;
  const labelOf = (i: number) => `${report.stageLabel} 사진 ${i + 1}/${report.photos.length}`;
  return (
    <li className={styles.report}>
      <div className={styles.head}>
        <h3 className={styles.stage}>{report.stageLabel}</h3>
        <time className={styles.when} dateTime={report.createdAt}>
          {formatDateTime(report.createdAt)}
        </time>
      </div>
      {report.note ? <p className={styles.note}>{report.note}</p> : null}
      {report.damageNote ? (
        <p className={styles.damage}>
          <strong>파손</strong>
          {report.damageNote}
        </p>
      ) : null}
      {report.photos.length > 0 ? (
        <ul className={styles.grid}>
          {report.photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.photo}
                onClick={() => setOpen(photo.id)}
                aria-label={`${labelOf(i)} 크게 보기`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- the thumbnail the upload route made */}
                <img src={photo.thumbUrl} alt="" loading="lazy" width={photo.width} height={photo.height} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <PhotoViewer photo={shown} label={labelOf(report.photos.indexOf(shown))} onClose={() => setOpen(null)} />
      ) : null}
    </li>
  );
}

/**
 * 인수·반납 기록 (issue 17 §1 ★): the business's photos and notes of the equipment when it was handed
 * over and when it came back, shown to the customer on the order and to the business in the console.
 */
export function ConditionReports({
  reports,
  emptyText,
  framed = false,
}: {
  reports: Report[];
  emptyText?: string;
  framed?: boolean;
}) {
  if (reports.length === 0 && !emptyText) return null;
  return (
    <section
      className={framed ? `${styles.section} ${styles.framed}` : styles.section}
      aria-labelledby="condition-reports-title"
    >
      <h2 id="condition-reports-title" className={styles.title}>
        인수·반납 기록
      </h2>
      {reports.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.reports}>
          {reports.map((r) => (
            <ReportItem key={r.id} report={r} />
          ))}
        </ul>
      )}
    </section>
  );
}
