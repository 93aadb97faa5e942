import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_ACCEPT, uploadImage, type UploadedPhoto, type UploadOptions } from '@/api/images';
import { ApiError } from '@/api/errors';
import styles from './PhotoPicker.module.css';

export type PhotoPickerProps = {
  label: string;
  max: number;
  value: UploadedPhoto[];
  onChange(next: UploadedPhoto[]): void;
  disabled?: boolean;
  /** Tests hand in a fake; the app uploads to /app/v4/images. */
  upload?: (file: File, options: UploadOptions) => Promise<UploadedPhoto>;
};

type Pending = { key: number; name: string; progress: number };
type Failure = { key: number; name: string; message: string };

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : '사진을 올리지 못했어요. 다시 시도해 주세요.';
}

/**
 * A form's photos: each file is uploaded as soon as it is chosen (the server re-encodes it and
 * answers its id), so the form itself only sends ids. Shows the uploaded thumbnails (never a local
 * blob: nothing unprocessed is ever shown), progress per file, and one Korean error per failed file.
 */
export function PhotoPicker({ label, max, value, onChange, disabled = false, upload = uploadImage }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  // Uploads finish after re-renders: the latest list, so that two finishing together both stay.
  const latest = useRef(value);
  latest.current = value;
  const nextKey = useRef(0);

  const room = max - value.length - pending.length;
  const full = room <= 0;

  async function uploadOne(file: File, key: number) {
    try {
      const photo = await upload(file, {
        onProgress: (fraction) =>
          setPending((list) => list.map((p) => (p.key === key ? { ...p, progress: fraction } : p))),
      });
      const next = [...latest.current, photo];
      latest.current = next;
      onChange(next);
    } catch (error) {
      setFailures((list) => [...list, { key, name: file.name, message: messageOf(error) }]);
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again (after a failure) fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const taken = files.slice(0, Math.max(0, room));
    const skipped = files.length - taken.length;
    const started = taken.map((file) => ({ file, key: nextKey.current++ }));
    setFailures(
      skipped > 0 ? [{ key: nextKey.current++, name: '', message: `사진은 ${max}장까지 올릴 수 있어요.` }] : []
    );
    setPending((list) => [...list, ...started.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    // One at a time: a phone's upload link is the bottleneck, and the order chosen is kept.
    for (const { file, key } of started) await uploadOne(file, key);
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    latest.current = next;
    onChange(next);
  }

  return (
    <div className={styles.picker} role="group" aria-labelledby={`${inputId}-label`}>
      <div className={styles.header}>
        <span id={`${inputId}-label`} className={styles.label}>
          {label}
        </span>
        <span className={styles.count}>
          <span aria-hidden>
            {value.length}/{max}
          </span>
          <span className="visually-hidden">
            {max}장 중 {value.length}장
          </span>
        </span>
      </div>
      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <input
            id={inputId}
            className={styles.input}
            type="file"
            accept={UPLOAD_ACCEPT}
            multiple
            disabled={disabled || full}
            aria-label={`${label} 추가`}
            aria-describedby={hintId}
            onChange={onFiles}
          />
          <label htmlFor={inputId} className={styles.add} aria-disabled={disabled || full}>
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            <span>{full ? '가득 참' : '추가'}</span>
          </label>
        </li>
        {value.map((photo, index) => (
          <li key={photo.id} className={styles.tile}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
            <img
              className={styles.thumb}
              src={photo.thumbUrl}
              alt={`사진 ${index + 1}`}
              width={photo.width}
              height={photo.height}
            />
            <button
              type="button"
              className={styles.remove}
              aria-label={`사진 ${index + 1} 삭제`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {pending.map((item) => (
          <li key={`p${item.key}`} className={`${styles.tile} ${styles.pending}`}>
            <span className={styles.pendingText}>올리는 중</span>
            <progress
              className={styles.progress}
              max={100}
              value={Math.round(item.progress * 100)}
              aria-label={`${item.name} 올리는 중`}
            />
          </li>
        ))}
      </ul>
      <p id={hintId} className={styles.hint}>
        JPG, PNG, WebP, HEIC 사진을 10MB까지 {max}장 올릴 수 있어요.
      </p>
      {failures.length > 0 && (
        <ul className={styles.errors} role="alert">
          {failures.map((failure) => (
            <li key={failure.key} className={styles.error}>
              {failure.name ? <strong className={styles.fileName}>{failure.name}</strong> : null}
              {failure.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
