import { useId, useState, type FormEvent } from 'react';
import type { UploadedPhoto } from '@/api/images';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS } from '@/lib/messages/messageRules';
import styles from './Messages.module.css';

type Props = {
  busy: boolean;
  error: string | null;
  /** Answers whether it was sent, so the box empties only then. */
  onSend: (body: string, photoIds: number[]) => Promise<boolean>;
  disabled?: boolean;
};

/** The message box: text up to 1,000 characters and up to 5 photos, 보내기. */
export function Composer({ busy, error, onSend, disabled = false }: Props) {
  const textId = useId();
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const empty = body.trim().length === 0 && photos.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || busy) return;
    if (
      await onSend(
        body,
        photos.map((p) => p.id)
      )
    ) {
      setBody('');
      setPhotos([]);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={textId} className="visually-hidden">
        메시지
      </label>
      <textarea
        id={textId}
        className={styles.text}
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        rows={2}
        placeholder="메시지를 입력해 주세요"
        onChange={(e) => setBody(e.target.value)}
        disabled={disabled}
      />
      <PhotoPicker
        label="사진"
        max={MESSAGE_MAX_PHOTOS}
        value={photos}
        onChange={setPhotos}
        disabled={disabled || busy}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.send} disabled={disabled || busy || empty} aria-busy={busy || undefined}>
        {busy ? '보내는 중…' : '보내기'}
      </button>
    </form>
  );
}
