import { useEffect, useRef, useState } from 'react';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import styles from './Post.module.css';

type Photo = CommunityPostDetail['photos'][number];

/** The post's photos in order; tapping one opens it large in a modal viewer (Esc or 닫기 closes). */
export function PostPhotos({ photos, title }: { photos: Photo[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open !== null && !el.open) el.showModal?.();
    if (open === null && el.open) el.close();
  }, [open]);
  if (photos.length === 0) return null;
  const current = open === null ? null : photos[open];
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.photoButton}
              onClick={() => setOpen(index)}
              aria-label={`사진 ${index + 1} 크게 보기`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- our own resized image endpoint */}
              <img
                src={photo.thumbUrl}
                width={photo.width}
                height={photo.height}
                alt={photo.alt || `${title} 사진 ${index + 1}`}
                loading="lazy"
                className={styles.photo}
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className={styles.viewer} aria-label="사진 보기" onClose={() => setOpen(null)}>
        {current ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- the full-size photo */}
            <img
              src={current.url}
              width={current.width}
              height={current.height}
              alt={current.alt || `${title} 사진 ${(open ?? 0) + 1}`}
              className={styles.viewerImage}
            />
            <div className={styles.viewerBar}>
              <button
                type="button"
                className={styles.viewerButton}
                disabled={open === 0}
                onClick={() => setOpen((i) => (i ?? 0) - 1)}
              >
                이전
              </button>
              <span>
                {(open ?? 0) + 1} / {photos.length}
              </span>
              <button
                type="button"
                className={styles.viewerButton}
                disabled={open === photos.length - 1}
                onClick={() => setOpen((i) => (i ?? 0) + 1)}
              >
                다음
              </button>
              <button type="button" className={styles.viewerButton} onClick={() => setOpen(null)}>
                닫기
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
