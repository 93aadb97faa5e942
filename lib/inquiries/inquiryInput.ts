import '@/lib/zodWithoutEval';
import { z } from 'zod';
// Isomorphic: the server parses with these at the trust boundary, the 문의하기 form checks with them first.
import {
  INQUIRY_BODY_MAX,
  INQUIRY_MAX_PHOTOS,
  INQUIRY_STATUSES,
  INQUIRY_TITLE_MAX,
  INQUIRY_TYPES,
} from '@/lib/inquiries/inquiryRules';
import { containsProfanity, PROFANITY_MESSAGE } from '@/lib/text/profanity';

// docs/product.md §3 1:1 inquiries: the same plain-text rules as messages (line breaks kept, edges
// trimmed, the profanity list), with an inquiry's own lengths.

const id = z.number().int().positive().max(2_147_483_647);

/** Plain text: Windows line breaks made one, edges trimmed, then the length and the profanity list. */
const plainText = (max: number, tooLong: string, empty: string) =>
  z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, empty).max(max, tooLong))
    .refine((s) => !containsProfanity(s), PROFANITY_MESSAGE);

const body = plainText(
  INQUIRY_BODY_MAX,
  `내용은 ${INQUIRY_BODY_MAX}자까지 쓸 수 있어요.`,
  '문의 내용을 입력해 주세요.'
);

export const createInquiryInput = z.object({
  type: z.enum(INQUIRY_TYPES, '문의 유형을 골라 주세요.'),
  orderId: id.nullish(),
  title: z
    .string()
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(INQUIRY_TITLE_MAX, `제목은 ${INQUIRY_TITLE_MAX}자까지 쓸 수 있어요.`))
    .refine((s) => !containsProfanity(s), PROFANITY_MESSAGE)
    .nullish()
    .transform((s) => (s ? s : null)),
  body,
  photoIds: z
    .array(id)
    .max(INQUIRY_MAX_PHOTOS, `사진은 ${INQUIRY_MAX_PHOTOS}장까지 올릴 수 있어요.`)
    .nullish()
    .transform((v) => v ?? []),
});

export const inquiryIdInput = z.object({ inquiryId: id });

export const replyInput = z.object({
  inquiryId: id,
  body: plainText(INQUIRY_BODY_MAX, `내용은 ${INQUIRY_BODY_MAX}자까지 쓸 수 있어요.`, '내용을 입력해 주세요.'),
});

/** The operator's answer names the newest reply it was written after (0 before any). */
export const answerInput = replyInput.extend({ lastReplyId: z.number().int().min(0).max(2_147_483_647) });

export const myInquiriesInput = z.object({
  status: z.enum(INQUIRY_STATUSES).nullish(),
  before: id.nullish(),
});

export const inquiryQueueInput = z.object({
  status: z.enum(INQUIRY_STATUSES).nullish(),
  type: z.enum(INQUIRY_TYPES).nullish(),
  /** Where the previous page ended (the queue's own cursor, opaque to the console). */
  after: z.string().max(200).nullish(),
});

/**
 * The operator closes an inquiry the member left open. It names the newest reply the operator saw,
 * like an answer; `note`, when given, goes to the member as the operator's last reply.
 */
export const operatorCloseInput = z.object({
  inquiryId: id,
  lastReplyId: z.number().int().min(0).max(2_147_483_647),
  note: plainText(
    INQUIRY_BODY_MAX,
    `내용은 ${INQUIRY_BODY_MAX}자까지 쓸 수 있어요.`,
    '내용을 입력해 주세요.'
  ).nullish(),
});
