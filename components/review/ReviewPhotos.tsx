import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ReviewPhoto } from '@/api/item/reviews';
import styles from './ReviewPhotos.module.css';

/**
 * A review's photos as thumbnails (item, model and business reviews); a tap opens the photo large in a
 * dialog (Esc or 닫기 closes it). Thumbnails have a fixed 80×80 box so loading them never shifts the page.
 */
export function ReviewPhotos({ photos, author }: { photos: ReviewPhoto[]; author: string }) {
  const [open, setOpen] = useState<ReviewPhoto | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (photos.length === 0) return null;
  return (
    <>
      <ul className={styles.thumbs} aria-label={`${author}님이 올린 사진 ${photos.length}장`}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => setOpen(photo)}
              aria-label={`사진 ${index + 1} 크게 보기`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- served by our own image pipeline, sized here */}
              <img src={photo.thumbUrl} alt={photo.alt} width={80} height={80} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialogRef} className={styles.dialog} onClose={() => setOpen(null)} aria-label="리뷰 사진">
        {open ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- the full photo from our pipeline */}
            <img src={open.url} alt={open.alt} width={open.width} height={open.height} className={styles.large} />
            <button type="button" className={styles.close} onClick={() => setOpen(null)}>
              <Icon name="x" size={20} />
              닫기
            </button>
          </>
        ) : null}
      </dialog>
    </>
  );
}
