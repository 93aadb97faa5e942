import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import type { UploadedPhoto } from '@/api/images';
import type { InquiryType } from '@/api/item/inquiries';
import { MemberFrame } from '@/components/member/MemberFrame';
import { PhotoPicker } from '@/components/ui/PhotoPicker';
import { formatDate } from '@/lib/dates';
import { formatWon } from '@/lib/money';
import { createInquiryInput } from '@/lib/inquiries/inquiryInput';
import {
  INQUIRY_BODY_MAX,
  INQUIRY_MAX_PHOTOS,
  INQUIRY_TITLE_MAX,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  inquiryPath,
} from '@/lib/inquiries/inquiryRules';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInquiries } from '@/store/inquiriesSlice';
import { sendInquiry } from '@/store/inquiriesThunks';
import styles from './Inquiries.module.css';

type FieldErrors = Partial<Record<'type' | 'title' | 'body' | 'photoIds', string>>;

/**
 * /user/inquiries/new (docs/product.md §3 1:1 inquiries): 문의 유형, one of the member's recent orders
 * (optional), a title (optional), the question and up to 5 photos. Checked with the server's own
 * rules (lib/inquiries/inquiryInput.ts) before it is sent; the server's answer opens the inquiry.
 */
export function NewInquiryScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { orderChoices, write } = useAppSelector(selectInquiries);
  const ids = { order: useId(), title: useId(), body: useId() };
  const [type, setType] = useState<InquiryType | null>(null);
  const [orderId, setOrderId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const busy = write.status === 'loading';
  /** A field's message goes as soon as the member changes that field. */
  const edited = (key: keyof FieldErrors) => setErrors((e) => ({ ...e, [key]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { type, orderId: orderId ? Number(orderId) : null, title, body, photoIds: photos.map((p) => p.id) };
    const parsed = createInquiryInput.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof FieldErrors;
        found[key] ??= key === 'type' ? '문의 유형을 골라 주세요.' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const sent = await dispatch(sendInquiry({ ...parsed.data, orderId: parsed.data.orderId ?? null }));
    if (sendInquiry.fulfilled.match(sent)) await router.push(inquiryPath(sent.payload.id));
  };

  const errorOf = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p className={styles.fieldError} id={`${key}-error`} role="alert">
        {errors[key]}
      </p>
    ) : null;

  return (
    <MemberFrame title="문의하기" activeTab="my_page">
      <form className={`${styles.page} ${styles.form}`} onSubmit={submit} noValidate>
        <p className={styles.hint}>
          답변이 등록되면 알림과 문자(카카오 알림톡)로 알려 드려요. 운영 시간 안에 순서대로 답변드려요.
        </p>
        <fieldset className={styles.field} aria-describedby={errors.type ? 'type-error' : undefined}>
          <legend>문의 유형</legend>
          <div className={styles.types}>
            {INQUIRY_TYPES.map((t) => (
              <label key={t} className={styles.typeOption}>
                <input
                  type="radio"
                  name="type"
                  value={t}
                  checked={type === t}
                  onChange={() => {
                    setType(t);
                    edited('type');
                  }}
                />
                <span>{INQUIRY_TYPE_LABELS[t]}</span>
              </label>
            ))}
          </div>
          {errorOf('type')}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={ids.order}>주문 (선택)</label>
          <select id={ids.order} value={orderId} onChange={(e) => setOrderId(e.target.value)}>
            <option value="">주문과 관계없는 문의예요</option>
            {orderChoices.map((o) => (
              <option key={o.id} value={o.id}>
                {`${formatDate(o.createdAt)} · ${o.itemName} · ${formatWon(o.totalPrice)}`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.title}>제목 (선택)</label>
          <input
            id={ids.title}
            value={title}
            maxLength={INQUIRY_TITLE_MAX}
            onChange={(e) => {
              setTitle(e.target.value);
              edited('title');
            }}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? 'title-error' : undefined}
          />
          {errorOf('title')}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.body}>문의 내용</label>
          <textarea
            id={ids.body}
            value={body}
            rows={6}
            maxLength={INQUIRY_BODY_MAX}
            placeholder="어떤 점이 궁금하신지 자세히 적어 주세요."
            onChange={(e) => {
              setBody(e.target.value);
              edited('body');
            }}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? 'body-error' : undefined}
          />
          {errorOf('body')}
        </div>
        <PhotoPicker label="사진" max={INQUIRY_MAX_PHOTOS} value={photos} onChange={setPhotos} disabled={busy} />
        {errorOf('photoIds')}
        {write.error ? (
          <p className={styles.error} role="alert">
            {write.error.message}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? '보내는 중…' : '문의 남기기'}
        </button>
      </form>
    </MemberFrame>
  );
}
