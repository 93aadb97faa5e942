import type { UploadedPhoto } from '@/api/images';
import styles from './ListingForm.module.css';

type Props = { photos: UploadedPhoto[]; onChange(next: UploadedPhoto[]): void };

/** Moves one photo a place up or down; the first is the cover (docs/product.md §4 Listings). */
function moved(photos: UploadedPhoto[], from: number, to: number): UploadedPhoto[] {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo);
  return next;
}

/** The photos' order, changed with buttons (one place at a time, or straight to the cover). */
export function PhotoOrder({ photos, onChange }: Props) {
  if (photos.length < 2) return null;
  return (
    <ol className={styles.rows} aria-label="사진 순서">
      {photos.map((photo, index) => (
        <li key={photo.id} className={styles.row}>
          {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
          <img className={styles.photoThumb} src={photo.thumbUrl} alt={`사진 ${index + 1}`} width={56} height={56} />
          <span className={styles.rowMain}>
            {index === 0 ? <span className={styles.cover}>대표 사진</span> : `${index + 1}번째`}
          </span>
          <button
            type="button"
            className={styles.small}
            disabled={index === 0}
            aria-label={`사진 ${index + 1} 대표로`}
            onClick={() => onChange(moved(photos, index, 0))}
          >
            대표로
          </button>
          <button
            type="button"
            className={styles.small}
            disabled={index === 0}
            aria-label={`사진 ${index + 1} 앞으로`}
            onClick={() => onChange(moved(photos, index, index - 1))}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.small}
            disabled={index === photos.length - 1}
            aria-label={`사진 ${index + 1} 뒤로`}
            onClick={() => onChange(moved(photos, index, index + 1))}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
