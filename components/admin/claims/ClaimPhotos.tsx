import type { AdminClaim } from '@/api/admin/claims';
import styles from './Claims.module.css';

type Photo = AdminClaim['reports'][number]['photos'][number];

/** A row of photos, each opening its full size in a new tab; `label` names them for screen readers. */
export function ClaimPhotos({ photos, label }: { photos: Photo[]; label: string }) {
  if (photos.length === 0) return <p className={styles.muted}>사진이 없어요.</p>;
  return (
    <ul className={styles.photos} aria-label={label}>
      {photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer" className={styles.photoLink}>
            {/* eslint-disable-next-line @next/next/no-img-element -- private uploads are served by our image route, not next/image */}
            <img src={p.thumbUrl} alt={`${label} ${i + 1}`} width={160} height={120} className={styles.photo} />
          </a>
        </li>
      ))}
    </ul>
  );
}
