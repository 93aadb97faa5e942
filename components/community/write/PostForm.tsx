import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PostDraft } from '@/api/item/communityWrite';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { localStore } from '@/lib/storage';
import { counterText, loadDraft, saveDraft, type PostFormValues } from './postDraft';
import { POST_LIMITS } from '@/lib/community/postLimits';
import { ModelTagPicker } from './ModelTagPicker';
import { checkPost, type PostProblems } from './postCheck';
import styles from './PostWrite.module.css';

type Props = {
  boards: { code: string; name: string }[];
  initial: PostFormValues;
  /** Where the draft is kept (postDraft.draftKey). */
  draftKey: string;
  editing: boolean;
  busy: boolean;
  serverError: string | null;
  onSubmit(draft: PostDraft): void;
};

export const RESTORED_NOTICE = '임시 저장된 글을 불러왔어요';

/** Restores a draft once, after hydration (storage exists only in the browser), and keeps saving it. */
function useDraft(
  key: string,
  initial: PostFormValues,
  values: PostFormValues,
  restore: (v: PostFormValues) => void
): boolean {
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);
  useEffect(() => {
    const draft = loadDraft(localStore, key);
    if (draft) {
      restore(draft);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only in the browser: read once, after hydration
      setRestored(true);
    }
    ready.current = true;
    // Only on mount and when the page moves to another board or post.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The untouched form (a new post, or the post as saved) is no draft: a reload would only announce nothing.
  useEffect(() => {
    if (ready.current && values !== initial) saveDraft(localStore, key, values);
  }, [key, initial, values]);
  return restored;
}

/** Board, title, text with counters, up to 10 photos and 5 model tags; the draft survives a reload. */
export function PostForm({ boards, initial, draftKey, editing, busy, serverError, onSubmit }: Props) {
  const [values, setValues] = useState<PostFormValues>(initial);
  const [problems, setProblems] = useState<PostProblems>({});
  const restored = useDraft(draftKey, initial, values, setValues);
  const ids = { board: useId(), title: useId(), content: useId(), titleCount: useId(), contentCount: useId() };
  const set = <K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const titleCount = counterText(values.title, POST_LIMITS.titleMin, POST_LIMITS.titleMax);
  const contentCount = counterText(values.content, POST_LIMITS.contentMin, POST_LIMITS.contentMax);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPost(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      boardCode: values.boardCode,
      title: values.title.trim(),
      content: values.content.trim(),
      imageIds: values.photos.map((p) => p.id),
      modelIds: values.models.map((m) => m.id),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {restored ? (
        <p className={styles.notice} role="status">
          {RESTORED_NOTICE}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={ids.board} className={styles.label}>
          게시판
        </label>
        <select
          id={ids.board}
          className={styles.select}
          value={values.boardCode}
          disabled={busy}
          onChange={(e) => set('boardCode', e.target.value)}
        >
          {boards.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.title} className={styles.label}>
          제목
        </label>
        <input
          id={ids.title}
          className={styles.input}
          value={values.title}
          maxLength={POST_LIMITS.titleMax}
          disabled={busy}
          placeholder="제목을 입력해 주세요"
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={ids.titleCount}
          onChange={(e) => set('title', e.target.value.replace(/\n/g, ' '))}
        />
        <p id={ids.titleCount} className={titleCount.short ? styles.counterShort : styles.counter} aria-live="polite">
          {titleCount.text}
        </p>
        {problems.title ? (
          <p className={styles.fieldError} role="alert">
            {problems.title}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.content} className={styles.label}>
          내용
        </label>
        <textarea
          id={ids.content}
          className={styles.textarea}
          rows={10}
          value={values.content}
          maxLength={POST_LIMITS.contentMax}
          disabled={busy}
          placeholder="라이딩, 장비, 코스 이야기를 자유롭게 나눠 주세요. 링크는 http, https 주소만 눌러서 열 수 있어요."
          aria-invalid={problems.content ? true : undefined}
          aria-describedby={ids.contentCount}
          onChange={(e) => set('content', e.target.value)}
        />
        <p
          id={ids.contentCount}
          className={contentCount.short ? styles.counterShort : styles.counter}
          aria-live="polite"
        >
          {contentCount.text}
        </p>
        {problems.content ? (
          <p className={styles.fieldError} role="alert">
            {problems.content}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <PhotoPicker
          label="사진"
          max={POST_LIMITS.maxPhotos}
          value={values.photos}
          onChange={(photos) => set('photos', photos)}
          disabled={busy}
        />
      </div>
      <ModelTagPicker value={values.models} onChange={(models) => set('models', models)} disabled={busy} />
      {serverError ? (
        <p className={styles.fieldError} role="alert">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy || undefined}>
        {busy ? '보내는 중…' : editing ? '수정하기' : '등록하기'}
      </button>
    </form>
  );
}
